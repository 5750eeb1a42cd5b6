// SPDX-License-Identifier: MPL-2.0

// Darwin re-exports the C `os/lock.h` API (the `Darwin.os.lock` submodule); these are its unfair-lock functions
// as Swift imports them from the iOS 17.0 and macOS 14.0 SDKs (whose `os/lock.h` is the same file). Their
// availability is the header's `OS_UNFAIR_LOCK_AVAILABILITY` (`__API_AVAILABLE(macos(10.12), ios(10.0),
// tvos(10.0), watchos(3.0))`), on the typedefs and functions, not on the struct; the header's
// `OS_SWIFT_UNAVAILABLE_FROM_ASYNC(msg)` imports as `@_unavailableFromAsync(message: msg)`.
// Swift imports C functions with discardable results, hence `@discardableResult`.
// Interface only: declarations for the type checker; no body ever runs.

/// https://developer.apple.com/documentation/os/os_unfair_lock_s
public struct os_unfair_lock_s {
    /// The zero value, `OS_UNFAIR_LOCK_INIT`: https://developer.apple.com/documentation/os/os_unfair_lock_init
    public init() {}
}

/// https://developer.apple.com/documentation/os/os_unfair_lock
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public typealias os_unfair_lock = os_unfair_lock_s

/// https://developer.apple.com/documentation/os/os_unfair_lock_t
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock_s>

/// https://developer.apple.com/documentation/os/os_unfair_lock_lock
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@_unavailableFromAsync(message: "Use OSAllocatedUnfairLock.performWhileLocked() for async-safe scoped locking")
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { fatalError() }

/// https://developer.apple.com/documentation/os/os_unfair_lock_unlock
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@_unavailableFromAsync(message: "Use OSAllocatedUnfairLock.performWhileLocked() for async-safe scoped locking")
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { fatalError() }

/// https://developer.apple.com/documentation/os/os_unfair_lock_trylock
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@_unavailableFromAsync(message: "Use OSAllocatedUnfairLock.tryPerformWhileLocked() for async-safe scoped locking")
@discardableResult
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { fatalError() }
