// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The package's one recursive lock: state behind a lock that the thread holding it may take again.
///
/// Only for a lock that must stay held while code the package does not control runs, when that code may call
/// back into the same object on the same thread. Assertions is the one case: a manager reports each change
/// (to Observation, its delegate, its `values` sequences) before the change that caused it returns, and holds
/// its lock across the change and its reports so that reports never overlap or reorder; a delegate or an
/// observer may acquire or invalidate an assertion from inside a report, which takes the lock again. Everything
/// else uses ``ConcurrencySafeContainer``, which is not recursive on purpose: there, re-entry is a bug to stop
/// at, and its lock is cheaper.
///
/// Two ways in, so that holding the lock never overlaps two accesses to the state:
/// - ``withLock(_:)`` gives `inout` access for a short step that calls no outside code;
/// - ``withLockHeld(_:)`` holds the lock without touching the state, while outside code runs and perhaps comes
///   back through either method.
///
/// Package access only; `@inlinable`, so that Assertions' entry points specialise it. Reference semantics:
/// copies share one lock and one state.
@usableFromInline
// Safety: `_state` is read and written only inside `withLock`, with `_lock` held; `withLock`'s body calls no code
// that could re-enter, so no two accesses overlap even on the thread that holds the lock twice.
package final class RecursiveConcurrencySafeContainer<State>: @unchecked Sendable {
    @usableFromInline let _lock = NSRecursiveLock()
    @usableFromInline var _state: State

    /// Creates a container that takes ownership of `state`.
    @inlinable
    package init(_ state: sending State) {
        self._state = state
    }

    /// Runs `body` with exclusive access to the state. `body` must not call back into this container.
    @inlinable
    @discardableResult
    package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        _lock.lock()
        defer { _lock.unlock() }
        return try body(&_state)
    }

    /// Runs `body` holding the lock, without access to the state; `body` may take the lock again on this
    /// thread, through either method, as often as it likes.
    @inlinable
    @discardableResult
    package func withLockHeld<R>(_ body: () throws -> R) rethrows -> R {
        _lock.lock()
        defer { _lock.unlock() }
        return try body()
    }
}
