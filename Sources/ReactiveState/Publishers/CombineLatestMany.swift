// SPDX-License-Identifier: MPL-2.0

extension Publishers {
    /// The latest values of several publishers, emitted as a tuple whenever one of them emits once all have.
    ///
    /// Finishes when all upstreams have finished (or at once, when one finishes without ever emitting, or when
    /// there is no upstream at all, as an empty `MergeMany` does); fails as soon as one fails. Upstreams are read
    /// without back-pressure; while the subscriber has no demand only the newest combination is kept.
    ///
    /// `Output` is the tuple of the upstreams' outputs and every upstream fails with `Failure`; name them
    /// yourself: `Publishers.CombineLatestMany<(Int, String), Never, _, _>(numbers, names)`. ``CombineLatest5`` and ``CombineLatest6``
    /// spell both out and check them at compile time.
    ///
    /// Needs iOS 17, macOS 14, tvOS 17 or watchOS 10: a generic type over a parameter pack needs that OS's
    /// runtime. ``CombineLatest5`` and ``CombineLatest6`` work on every OS version the package supports.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public struct CombineLatestMany<Output, Failure: Error, each Upstream: Publisher>: Publisher {
        private let fanIn: TypedFanIn<Output, Failure>

        /// Joins the given publishers. `Output` must be the tuple of their outputs and each must fail with
        /// `Failure`; anything else stops the program with a message saying so.
        public init(_ upstream: repeat each Upstream) {
            fanIn = TypedFanIn(.combineLatest, repeat each upstream)
        }

        /// Attaches `subscriber` (Combine's `Publisher` requirement).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            fanIn.receive(subscriber: subscriber)
        }
    }
}
