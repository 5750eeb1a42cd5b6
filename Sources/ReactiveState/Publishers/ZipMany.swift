// SPDX-License-Identifier: MPL-2.0

extension Publishers {
    /// The n-th values of several publishers, emitted together as a tuple once each has produced its n-th value.
    ///
    /// Finishes when one upstream has finished and every value it produced has been paired (with no upstream at
    /// all, at once, as an empty `MergeMany` does); fails as soon as one fails. Upstreams are read without
    /// back-pressure: values wait here until their partners arrive and the subscriber asks for them.
    ///
    /// `Output` is the tuple of the upstreams' outputs and every upstream fails with `Failure`; name them
    /// yourself: `Publishers.ZipMany<(Int, String), Never, _, _>(numbers, names)`. ``Zip5`` and ``Zip6``
    /// spell both out and check them at compile time.
    ///
    /// Needs iOS 17, macOS 14, tvOS 17 or watchOS 10: a generic type over a parameter pack needs that OS's
    /// runtime. ``Zip5`` and ``Zip6`` work on every OS version the package supports.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
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
}
