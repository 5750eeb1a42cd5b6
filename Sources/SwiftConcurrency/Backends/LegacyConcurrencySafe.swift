// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The universal fallback backend: state guarded by an `NSLock`.
///
/// Works on every platform and OS version Foundation supports. ``ConcurrencySafeContainer`` is faster
/// everywhere; use this type when you specifically want `NSLock` semantics (for example to match code that
/// already locks with `NSLock`).
public final class LegacyConcurrencySafe<State>: ConcurrencyContainerProtocol {
    @usableFromInline
    let lock = NSLock()
    // Guarded by `lock`: every read and write of `state` happens between `lock()`/`try()` and `unlock()`.
    @usableFromInline
    nonisolated(unsafe) var state: State

    /// Creates a container that takes ownership of `state`.
    public init(_ state: sending State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable
    @discardableResult
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    /// Runs `body` with exclusive access to the state, without `Sendable` checking.
    @inlinable
    @discardableResult
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// Runs `body` with exclusive access if the lock is free right now; returns `nil` otherwise.
    @inlinable
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        return try body(&state)
    }
}
