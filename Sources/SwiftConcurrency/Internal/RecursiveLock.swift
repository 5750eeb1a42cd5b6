// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The package's one recursive lock: a lock that the thread holding it may take again.
///
/// Only for a lock that must stay held while code the package does not control runs, when that code may call
/// back into the same object on the same thread. Assertions is the one case: a manager reports each change (to
/// Observation, its delegate, its `values` sequences) before the change that caused it returns, and holds this
/// lock across the change and its reports so that reports of one manager never overlap or reorder; a delegate
/// or an observer may acquire or invalidate an assertion from inside a report, which takes the lock again.
///
/// It guards an order, not state: state stays in a ``ConcurrencySafeContainer``, taken for short steps inside,
/// so that reading it never waits for outside code. The lock box is not recursive on purpose: there, re-entry
/// is a bug to stop at, and its lock is cheaper.
///
/// Package access only; `@inlinable`, so that Assertions' entry points call the lock directly.
@usableFromInline
// Safety: its only state is an `NSRecursiveLock`, which is built to be shared between threads.
package final class RecursiveLock: @unchecked Sendable {
    @usableFromInline let _lock: NSRecursiveLock

    /// Creates an unlocked lock.
    @inlinable
    package convenience init() {
        self.init(lock: NSRecursiveLock())
    }

    // The designated initializer, not inlinable: with library evolution, an `@inlinable` class initializer must
    // delegate, as clients may not know the class's layout.
    @usableFromInline
    init(lock: NSRecursiveLock) {
        _lock = lock
    }

    /// Runs `body` holding the lock; `body` may take it again on this thread, as often as it likes.
    @inlinable
    @discardableResult
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        _lock.lock()
        defer { _lock.unlock() }
        return try body()
    }
}
