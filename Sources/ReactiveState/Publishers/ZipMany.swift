// SPDX-License-Identifier: MPL-2.0

extension Publishers {
    /// The n-th values of several publishers, emitted together as a tuple once each has produced its n-th value.
    ///
    /// Finishes when one upstream has finished and every value it produced has been paired (with no upstream at
    /// all, at once, as an empty `MergeMany` does); fails as soon as one fails. Upstreams are read without back-pressure: values wait here until their partners arrive and
    /// the subscriber asks for them.
    ///
    /// `Output` is the tuple of the upstreams' outputs and every upstream fails with `Failure`. `Zip5` and `Zip6`
    /// spell both out and check them at compile time; for other arities, name them yourself:
    /// `Publishers.ZipMany<(Int, String), Never, _, _>(numbers, names)`.
    public struct ZipMany<Output, Failure: Error, each Upstream: Publisher>: Publisher {
        private let fanIn: TypedFanIn<Output, Failure>

        /// Joins the given publishers. `Output` must be the tuple of their outputs and each must fail with
        /// `Failure`; anything else stops the program with a message saying so.
        public init(_ upstream: repeat each Upstream) {
            fanIn = TypedFanIn(.zip, repeat each upstream)
        }

        /// Attaches `subscriber` (Combine's `Publisher` requirement).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            fanIn.receive(subscriber: subscriber)
        }
    }

    /// The n-th values of five publishers: `Publishers.Zip5(step1, step2, step3, step4, step5)`.
    public typealias Zip5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher> =
        ZipMany<(A.Output, B.Output, C.Output, D.Output, E.Output), A.Failure, A, B, C, D, E>
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure

    /// The n-th values of six publishers.
    public typealias Zip6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher> =
        ZipMany<(A.Output, B.Output, C.Output, D.Output, E.Output, F.Output), A.Failure, A, B, C, D, E, F>
    where
        A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure,
        A.Failure == F.Failure
}
