// SPDX-License-Identifier: MPL-2.0

import Foundation

/// How a state object (`ManagedState`, `UIState`, `ValueSubject`) guards its value.
///
/// ```swift
/// @ManagedState var shared = Model()                                    // thread-safe (default)
/// @ManagedState(lock: .absent) var mainOnly = Model()                   // one thread only, no lock cost
/// @ManagedState(lock: .custom(NSRecursiveLock())) var existing = Model() // your lock
/// ```
///
/// Whatever the choice, subscribers are called with no lock held, so a subscriber may write back into the state
/// even with a non-recursive lock. A `withLock` body and a `ManagedState`'s rules run under the lock and must not
/// use the same state: with `threadSafe`, that stops the program on Apple platforms and in debug builds
/// elsewhere (see <doc:RulesAndSettling>).
public enum StateLock {
    /// The platform's lightweight lock, as `ConcurrencySafeContainer` uses it (`pthread_mutex_t` on Linux,
    /// `os_unfair_lock` on Apple platforms). The default.
    case threadSafe
    /// No locking at all. You promise that the state is only used from one thread at a time.
    case absent
    /// A lock you provide, for example one you already use to guard related data.
    case custom(any NSLocking)

    /// CombineExt's name for `threadSafe`: the same option, not a second behaviour.
    public static var synced: StateLock { .threadSafe }
}

// Safety: `NSLocking` objects are locks, safe by contract.
extension StateLock: @unchecked Sendable {}
