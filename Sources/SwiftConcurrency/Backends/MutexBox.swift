// SPDX-License-Identifier: MPL-2.0

import Atomics
import Synchronization

/// A `Synchronization.Mutex` behind the ``ConcurrencyContainerProtocol`` contract.
///
/// `Mutex` is `~Copyable`, so it cannot conform to a (copyable) protocol itself; this final class owns one and
/// re-exposes its API with the protocol's signatures. Prefer ``ConcurrencySafeContainer``: this box pays for a
/// call it cannot inline and for an extra acquire/release pair (BENCHMARKS.md has the figures), and the thread
/// sanitizer cannot see `Mutex` itself.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public final class MutexBox<State>: ConcurrencyContainerProtocol {
    // The mutex guards `state`, which lives beside it rather than inside it: `withLockUnchecked` must hand out
    // non-Sendable state and results, which `Mutex`'s own `inout sending` closure forbids by design.
    @usableFromInline
    let mutex = Mutex<Void>(())

    // Guarded by `mutex`. The lock already orders every access; `handoff` only repeats that ordering where the
    // thread sanitizer can see it (the precompiled Synchronization library is not instrumented, so TSan would
    // otherwise report the mutex-protected accesses as races). On x86 and arm64 the pair costs plain loads/stores.
    // A swift-atomics atomic, the package's one atomic API, rather than `Synchronization.Atomic`.
    @usableFromInline
    nonisolated(unsafe) var state: State
    @usableFromInline
    let handoff = ManagedAtomic<Int>(0)

    /// Creates a box that takes ownership of `state`.
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
        try mutex.withLock { _ in try whileLocked(body) }
    }

    /// Runs `body` with exclusive access if the lock is free right now; returns `nil` otherwise.
    @inlinable
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try mutex.withLockIfAvailable { _ in try whileLocked(body) }
    }

    @inlinable
    func whileLocked<R>(_ body: (inout State) throws -> R) rethrows -> sending R {
        let generation = handoff.load(ordering: .acquiring)
        defer { handoff.store(generation &+ 1, ordering: .releasing) }
        return try body(&state)
    }
}
