extension Publishers {
    /// The n-th values of five publishers, emitted together once each has produced its n-th value.
    ///
    /// Finishes when one upstream has finished and every value it produced has been paired; fails as soon as
    /// one fails. Upstreams are read without back-pressure: values wait here until their partners arrive and
    /// the subscriber asks for them.
    public struct Zip5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where A.Failure == B.Failure, A.Failure == C.Failure, A.Failure == D.Failure, A.Failure == E.Failure {
        /// The upstreams' values, one of each.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output, E.Output)
        /// The failure type shared by the upstreams.
        public typealias Failure = A.Failure

        public let a: A, b: B, c: C, d: D, e: E

        /// Joins the given publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            (self.a, self.b, self.c, self.d, self.e) = (a, b, c, d, e)
        }

        /// Attaches `subscriber` (Combine's `Publisher` requirement).
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            FanInPublisher(
                .zip, [a.erasedForFanIn, b.erasedForFanIn, c.erasedForFanIn, d.erasedForFanIn, e.erasedForFanIn]
            )
            .map {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output, $0[4] as! E.Output)
            }
            .receive(subscriber: subscriber)
        }
    }
}
