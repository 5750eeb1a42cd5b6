// SPDX-License-Identifier: MPL-2.0

// `OSAllocatedUnfairLock` as the iOS 17.0 and macOS 14.0 SDKs' `os` module declares it (`os.swiftinterface`),
// limited to what the package uses. Interface only: declarations for the type checker; no body ever runs.

/// https://developer.apple.com/documentation/os/osallocatedunfairlock
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// https://developer.apple.com/documentation/os/osallocatedunfairlock/init(uncheckedstate:)
    public init(uncheckedState initialState: State) { fatalError() }

    /// https://developer.apple.com/documentation/os/osallocatedunfairlock/withlockunchecked(_:)-7qywq
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R { fatalError() }

    /// https://developer.apple.com/documentation/os/osallocatedunfairlock/withlock(_:)
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        fatalError()
    }

    /// https://developer.apple.com/documentation/os/osallocatedunfairlock/withlockifavailable(_:)-3kw0o
    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R?
    where R: Sendable {
        fatalError()
    }
}
