// SPDX-License-Identifier: MPL-2.0

/// The package's one wait primitive: state behind a lock, and a way to sleep until the state says go.
///
/// The lock box's sibling for the few places where a thread must wait for another (a build it did not claim,
/// a one-time setup another thread is running). Every change that can end a wait goes through
/// ``withLockBroadcasting(_:)``; every wait names what it waits for as a predicate over the state, checked with
/// the lock held, so a broadcast can never fall between the check and the sleep:
///
/// ```swift
/// let build = ConcurrencySafeCondition<Phase>(.idle)
/// // the thread that claims the work
/// let claimed = build.withLock { phase in
///     guard phase == .idle else { return false }
///     phase = .running
///     return true
/// }
/// if claimed {
///     doTheWork()
///     build.withLockBroadcasting { $0 = .done }
/// } else {
///     build.withLock(waitingUntil: { $0 == .done }) { _ in }
/// }
/// ```
///
/// Package access only, as the lock box's `lock()` is: the closures are not `@Sendable`, since the
/// modules using it keep non-`Sendable` bookkeeping inside. Not recursive: a closure must not call back into the
/// same box. Reference semantics: copies share one lock and one state.
///
/// Built on a POSIX mutex and condition variable on every platform (see `_UnsafeConditionLock`).
// Safety: `state` is read and written only inside `withLock…`, between `lock.lock()` and `lock.unlock()`;
// `wait` releases the lock only while the thread sleeps, and takes it again before the state is read.
package final class ConcurrencySafeCondition<State>: @unchecked Sendable {
    private let lock = _UnsafeConditionLock()
    private var state: State

    /// Creates a box that takes ownership of `state`.
    package init(_ state: sending State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state, waking nobody.
    ///
    /// For reads, and for changes no waiter is waiting for (such as claiming work that nobody waits for yet).
    @discardableResult
    package func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// Runs `body` with exclusive access to the state, then wakes every waiting thread to check its predicate.
    ///
    /// The change that ends a wait — work finished, a result stored, a claim given up — goes through here.
    @discardableResult
    package func withLockBroadcasting<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer {
            lock.broadcast()
            lock.unlock()
        }
        return try body(&state)
    }

    /// Sleeps until `isReady` holds for the state, then runs `body` under the same hold of the lock.
    ///
    /// `isReady` runs with the lock held, once on entry and again after every broadcast, so `body` sees the
    /// state `isReady` accepted: claim-or-wait is one call (`isReady`: nobody else is working on it; `body`:
    /// take the result, or claim the work).
    @discardableResult
    package func withLock<R>(
        waitingUntil isReady: (State) throws -> Bool,
        _ body: (inout State) throws -> R
    ) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        while try !isReady(state) {
            lock.wait()
        }
        return try body(&state)
    }

    /// As ``withLock(waitingUntil:_:)``, but gives up after `timeout` seconds: `nil`, without running `body`,
    /// if `isReady` still does not hold by then.
    ///
    /// Callers that want to act on a long wait (report it, then keep waiting) call this in a loop.
    package func withLock<R>(
        waitingUntil isReady: (State) throws -> Bool,
        timeout: Double,
        _ body: (inout State) throws -> R
    ) rethrows -> R? {
        let deadline = _UnsafeConditionLock.deadline(afterSeconds: timeout)
        lock.lock()
        defer { lock.unlock() }
        while try !isReady(state) {
            if !lock.wait(until: deadline) {
                guard try isReady(state) else { return nil }
                break
            }
        }
        return try body(&state)
    }
}
