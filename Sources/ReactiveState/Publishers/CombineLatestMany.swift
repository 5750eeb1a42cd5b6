// SPDX-License-Identifier: MPL-2.0

extension Publishers {
    /// The latest values of several publishers, emitted as a tuple whenever one of them emits once all have.
    ///
    /// Finishes when all upstreams have finished (or at once, when one finishes without ever emitting, or when
    /// there is no upstream at all, as an empty `MergeMany` does); fails as soon as one fails. Upstreams are read without back-pressure; while the subscriber has no demand only
    /// the newest combination is kept.
    ///
    /// `Output` is the tuple of the upstreams' outputs and every upstream fails with `Failure`. `CombineLatest5`
    /// and `CombineLatest6` spell both out and check them at compile time; for other arities, name them
    /// yourself: `Publishers.CombineLatestMany<(Int, String), Never, _, _>(numbers, names)`.
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

    /// The latest values of five publishers: `Publishers.CombineLatest5(name, age, email, isActive, lastLogin)`.
    public typealias CombineLatest5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher> =
        CombineLatestMany<(A.Output, B.Output, C.Output, D.Output, E.Output), A.Failure, A, B, C, D, E>
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure

    /// The latest values of six publishers.
    public typealias CombineLatest6<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher
    > =
        CombineLatestMany<(A.Output, B.Output, C.Output, D.Output, E.Output, F.Output), A.Failure, A, B, C, D, E, F>
    where
        A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure,
        A.Failure == F.Failure
}
