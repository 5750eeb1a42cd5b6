// SPDX-License-Identifier: MPL-2.0

// One publisher per arity joins its upstreams' values into tuples; its `Mode` says how they are paired.
// `CombineLatest5`/`6`/`Many` and `Zip5`/`6`/`Many` are the two modes' names for them.

extension Publishers {
    /// How a join pairs its upstreams' values: ``CombineLatestMode`` or ``ZipMode``, and no other.
    ///
    /// The only requirement returns a ``JoinBehavior``, which only this package can create, so every join runs
    /// one of the two modes.
    public protocol JoinMode {
        /// What the join does with its upstreams' values.
        static var behavior: JoinBehavior { get }
    }

    /// The engine's setting behind a ``JoinMode``: opaque, made only by ``CombineLatestMode`` and ``ZipMode``.
    public struct JoinBehavior: Sendable {
        let mode: FanInMode
    }

    /// The mode of ``CombineLatest5``, ``CombineLatest6`` and ``CombineLatestMany``.
    public enum CombineLatestMode: JoinMode {
        /// Emits the latest value of every upstream whenever one of them emits, once all have.
        public static var behavior: JoinBehavior { JoinBehavior(mode: .combineLatest) }
    }

    /// The mode of ``Zip5``, ``Zip6`` and ``ZipMany``.
    public enum ZipMode: JoinMode {
        /// Emits the n-th values of all upstreams together, once each has produced its n-th value.
        public static var behavior: JoinBehavior { JoinBehavior(mode: .zip) }
    }

    /// Five publishers' values joined into tuples as `Mode` pairs them; ``CombineLatest5`` and ``Zip5`` name it.
    ///
    /// It completes, fails and honours demand as ``JoinMany`` in the same mode does, and works on every OS
    /// version the package supports (``JoinMany`` needs iOS 17 or macOS 14).
    public struct Join5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, Mode: JoinMode>:
        Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure {
        /// The tuple of the upstreams' outputs.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output, E.Output)
        /// The upstreams' shared failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C
        /// The fourth upstream.
        public let d: D
        /// The fifth upstream.
        public let e: E

        /// Joins the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        /// Attaches `subscriber` (Combine's `Publisher` requirement).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            TypedFanIn<Output, Failure>(Mode.behavior.mode, a, b, c, d, e).receive(subscriber: subscriber)
        }
    }

    /// Six publishers' values joined into tuples as `Mode` pairs them; ``CombineLatest6`` and ``Zip6`` name it.
    ///
    /// It completes, fails and honours demand as ``JoinMany`` in the same mode does, and works on every OS
    /// version the package supports (``JoinMany`` needs iOS 17 or macOS 14).
    public struct Join6<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, Mode: JoinMode
    >:
        Publisher
    where
        A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure,
        A.Failure == F.Failure
    {
        /// The tuple of the upstreams' outputs.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output, E.Output, F.Output)
        /// The upstreams' shared failure.
        public typealias Failure = A.Failure

        /// The first upstream.
        public let a: A
        /// The second upstream.
        public let b: B
        /// The third upstream.
        public let c: C
        /// The fourth upstream.
        public let d: D
        /// The fifth upstream.
        public let e: E
        /// The sixth upstream.
        public let f: F

        /// Joins the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
        }

        /// Attaches `subscriber` (Combine's `Publisher` requirement).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            TypedFanIn<Output, Failure>(Mode.behavior.mode, a, b, c, d, e, f).receive(subscriber: subscriber)
        }
    }

    /// Any number of publishers' values joined into tuples as `Mode` pairs them; ``CombineLatestMany`` and
    /// ``ZipMany`` name it.
    ///
    /// `Output` is the tuple of the upstreams' outputs and every upstream fails with `Failure`; name them
    /// yourself: `Publishers.ZipMany<(Int, String), Never, _, _>(numbers, names)`. ``Join5`` and ``Join6``
    /// (``CombineLatest5``, ``Zip6``, …) spell both out and check them at compile time.
    ///
    /// Needs iOS 17, macOS 14, tvOS 17 or watchOS 10: a generic type over a parameter pack needs that OS's
    /// runtime. ``Join5`` and ``Join6`` work on every OS version the package supports.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct JoinMany<Output, Failure: Error, Mode: JoinMode, each Upstream: Publisher>: Publisher {
        private let fanIn: TypedFanIn<Output, Failure>

        /// Joins the given publishers. `Output` must be the tuple of their outputs and each must fail with
        /// `Failure`; anything else stops the program with a message saying so.
        public init(_ upstream: repeat each Upstream) {
            fanIn = TypedFanIn(Mode.behavior.mode, repeat each upstream)
        }

        /// Attaches `subscriber` (Combine's `Publisher` requirement).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            fanIn.receive(subscriber: subscriber)
        }
    }

    /// The latest values of five publishers, emitted as a tuple whenever one of them emits once all have:
    /// `Publishers.CombineLatest5(name, age, email, isActive, lastLogin)`, with its upstreams as `a`…`e`.
    /// ``Join5`` says how it completes and on which OS versions it works.
    public typealias CombineLatest5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher> =
        Join5<A, B, C, D, E, CombineLatestMode>
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure

    /// The latest values of six publishers, emitted as a tuple whenever one of them emits once all have; its
    /// upstreams are `a`…`f`. ``Join6`` says how it completes and on which OS versions it works.
    public typealias CombineLatest6<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher
    > =
        Join6<A, B, C, D, E, F, CombineLatestMode>
    where
        A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure,
        A.Failure == F.Failure

    /// The latest values of several publishers, emitted as a tuple whenever one of them emits once all have.
    ///
    /// Finishes when all upstreams have finished (or at once, when one finishes without ever emitting, or when
    /// there is no upstream at all, as an empty `MergeMany` does); fails as soon as one fails. Upstreams are read
    /// without back-pressure; while the subscriber has no demand only the newest combination is kept.
    ///
    /// `Publishers.CombineLatestMany<(Int, String), Never, _, _>(numbers, names)`: ``JoinMany`` says how
    /// `Output` and `Failure` are named and why it needs iOS 17 or macOS 14, which ``CombineLatest5`` and
    /// ``CombineLatest6`` do not.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public typealias CombineLatestMany<Output, Failure: Error, each Upstream: Publisher> =
        JoinMany<Output, Failure, CombineLatestMode, repeat each Upstream>

    /// The n-th values of five publishers, emitted together as a tuple once each has produced its n-th value:
    /// `Publishers.Zip5(step1, step2, step3, step4, step5)`, with its upstreams as `a`…`e`. ``Join5`` says how
    /// it completes and on which OS versions it works.
    public typealias Zip5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher> =
        Join5<A, B, C, D, E, ZipMode>
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure

    /// The n-th values of six publishers, emitted together as a tuple once each has produced its n-th value;
    /// its upstreams are `a`…`f`. ``Join6`` says how it completes and on which OS versions it works.
    public typealias Zip6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher> =
        Join6<A, B, C, D, E, F, ZipMode>
    where
        A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure,
        A.Failure == F.Failure

    /// The n-th values of several publishers, emitted together as a tuple once each has produced its n-th value.
    ///
    /// Finishes when one upstream has finished and every value it produced has been paired (with no upstream at
    /// all, at once, as an empty `MergeMany` does); fails as soon as one fails. Upstreams are read without
    /// back-pressure: values wait here until their partners arrive and the subscriber asks for them.
    ///
    /// `Publishers.ZipMany<(Int, String), Never, _, _>(numbers, names)`: ``JoinMany`` says how `Output` and
    /// `Failure` are named and why it needs iOS 17 or macOS 14, which ``Zip5`` and ``Zip6`` do not.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public typealias ZipMany<Output, Failure: Error, each Upstream: Publisher> =
        JoinMany<Output, Failure, ZipMode, repeat each Upstream>
}
