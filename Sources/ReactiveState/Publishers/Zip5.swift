// SPDX-License-Identifier: MPL-2.0

extension Publishers {
    /// The n-th values of five publishers, emitted together as a tuple once each has produced its n-th value:
    /// `Publishers.Zip5(step1, step2, step3, step4, step5)`.
    ///
    /// It completes, fails and honours demand as ``ZipMany`` does, and works on every OS version
    /// the package supports (``ZipMany`` needs iOS 17 or macOS 14).
    public struct Zip5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
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
            TypedFanIn<Output, Failure>(.zip, a, b, c, d, e).receive(subscriber: subscriber)
        }
    }
}
