// SPDX-License-Identifier: MPL-2.0

extension Publishers {
    /// The latest values of six publishers, emitted as a tuple whenever one of them emits once all have.
    ///
    /// It completes, fails and honours demand as ``CombineLatestMany`` does, and works on every OS version
    /// the package supports (``CombineLatestMany`` needs iOS 17 or macOS 14).
    public struct CombineLatest6<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher>:
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
            TypedFanIn<Output, Failure>(.combineLatest, a, b, c, d, e, f).receive(subscriber: subscriber)
        }
    }
}
