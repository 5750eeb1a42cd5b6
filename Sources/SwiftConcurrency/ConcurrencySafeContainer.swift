// SPDX-License-Identifier: MPL-2.0

/// The default lock box: its state beside the platform's lightweight lock.
///
/// ```swift
/// let counter = ConcurrencySafeContainer<Int>(0)
/// counter.withLock { $0 += 1 }
/// let snapshot = counter.withLock { $0 }   // 1
/// ```
///
/// The lock is chosen when the module is compiled, never through a runtime branch or an existential, so
/// `withLock` compiles to the primitive's own lock and unlock calls:
/// - Apple platforms: `os_unfair_lock`, the primitive under both `Mutex` and `OSAllocatedUnfairLock`, available on
///   every deployment target the package supports (no `#available` needed). The package's benchmarks run on
///   Linux, so no figure is claimed for it here.
/// - Linux, Android: `pthread_mutex_t` with default attributes (error-checking in debug builds, which stop a
///   thread that locks the container it already holds), understood by the thread sanitizer. Measured on
///   Linux (BENCHMARKS.md): uncontended, `withLock` costs what the raw `pthread_mutex_t` costs (0.99×) and less
///   than `Mutex` (1.31×); with two threads contending it is as fast as the raw mutex, state and lock sharing a
///   cache line (see <doc:ChoosingABackend>).
///
/// `ConcurrencySafeContainer` has reference semantics: copies share one lock and one state.
public struct ConcurrencySafeContainer<State>: ConcurrencyContainerProtocol {
    // `ManagedBuffer` is explicitly non-Sendable, so the promise is made here: the storage's state is only ever
    // reached through `_UnsafeLockedStorage.withLock`/`withLockIfAvailable`, which hold its lock throughout.
    @usableFromInline
    nonisolated(unsafe) let storage: _UnsafeLockedStorage<State>

    /// Creates a container that takes ownership of `state`.
    @inlinable
    public init(_ state: sending State) {
        self.init(storage: _UnsafeLockedStorage.make(state))
    }

    // The one initializer that assigns the stored property: with library evolution, an `@inlinable` initializer
    // of a struct that is not frozen must delegate, as clients may not know its layout.
    @usableFromInline
    init(storage: _UnsafeLockedStorage<State>) {
        self.storage = storage
    }

    /// Runs `body` with exclusive access to the state and returns its result.
    @inlinable
    @discardableResult
    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try storage.withLock(body)
    }

    /// Runs `body` with exclusive access to the state, without `Sendable` checking.
    @inlinable
    @discardableResult
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try storage.withLock(body)
    }

    /// Runs `body` with exclusive access if the lock is free right now; returns `nil` otherwise.
    @inlinable
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        try storage.withLockIfAvailable(body)
    }

    /// The name of the lock primitive this build uses, e.g. `"pthread_mutex_t"`.
    public static var backendName: String { _UnsafeLockedStorage<State>.primitiveName }
}

// Package access only: the bare lock, for sibling modules whose critical sections do not fit one closure.
extension ConcurrencySafeContainer {
    /// Takes the lock; the caller must call ``unlock()`` on the same thread.
    ///
    /// ReactiveState needs this: it releases its lock while subscribers run and takes it again afterwards,
    /// in the middle of one operation. Everything else uses `withLock`.
    @inlinable
    package func lock() {
        storage.lock()
    }

    /// Takes the lock; in a debug build on Linux and other non-Apple platforms, a thread that already holds it
    /// stops the program with `reentry` (say what re-entered and how to fix it). On Apple platforms
    /// `os_unfair_lock` stops such a thread with a message of its own.
    @inlinable
    package func lock(reentry: @autoclosure () -> String) {
        storage.lock(reentry: reentry())
    }

    /// Releases the lock taken by ``lock()``.
    @inlinable
    package func unlock() {
        storage.unlock()
    }
}
