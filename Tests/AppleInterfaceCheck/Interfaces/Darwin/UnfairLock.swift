// SPDX-License-Identifier: MPL-2.0

// Darwin re-exports the C `os/lock.h` API; these are its unfair-lock functions as Swift imports them.
// Swift imports C functions with discardable results, hence `@discardableResult`.
// Interface only: declarations for the type checker; no body ever runs.

/// https://developer.apple.com/documentation/os/os_unfair_lock_s
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
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
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) { fatalError() }

/// https://developer.apple.com/documentation/os/os_unfair_lock_unlock
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) { fatalError() }

/// https://developer.apple.com/documentation/os/os_unfair_lock_trylock
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@discardableResult
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool { fatalError() }
