// SPDX-License-Identifier: MPL-2.0

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

// The package's lock primitives: this file is the only place that names them. `LockPrimitive` is the lock
// box's; `_UnsafeConditionLock` below pairs a mutex with a condition variable for the wait box.
#if canImport(Darwin)
@usableFromInline typealias LockPrimitive = os_unfair_lock
#else
@usableFromInline typealias LockPrimitive = pthread_mutex_t
#endif

/// One heap allocation holding the protected state (the header) and the lock (the single element).
///
/// Tail allocation gives the lock a stable address, which `os_unfair_lock` and `pthread_mutex_t` require, and
/// keeps state and lock on the same cache line. Every lock operation is `@inlinable` so that a generic
/// `withLock` specialised in the caller's module compiles down to the same instructions as hand-written
/// lock/unlock calls. Unsafe because it hands out raw pointers to the lock and the state: only the lock box's
/// `withLock` family reaches them, always with the lock held.
@usableFromInline
final class _UnsafeLockedStorage<State>: ManagedBuffer<State, LockPrimitive> {
    /// The name of the primitive, as ``ConcurrencySafeContainer/backendName`` reports it.
    static var primitiveName: String {
        #if canImport(Darwin)
        "os_unfair_lock"
        #else
        "pthread_mutex_t"
        #endif
    }

    @inlinable
    static func make(_ state: sending State) -> _UnsafeLockedStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in state }
        let storage = unsafeDowncast(buffer, to: _UnsafeLockedStorage<State>.self)
        storage.withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
            lock.initialize(to: os_unfair_lock())
            #else
            // Default attributes on purpose: no priority inheritance (which makes contended hand-offs kernel
            // calls) and no adaptive spinning (non-portable; wastes a core when the holder is descheduled).
            let status = pthread_mutex_init(lock, nil)
            precondition(status == 0, "pthread_mutex_init failed with \(status)")
            #endif
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { lock in
            #if !canImport(Darwin)
            let status = pthread_mutex_destroy(lock)
            precondition(status == 0, "pthread_mutex_destroy failed with \(status): the lock was still held")
            #endif
            _ = lock.deinitialize(count: 1)
        }
    }

    @inlinable
    func lock() {
        withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
            os_unfair_lock_lock(lock)
            #else
            let status = pthread_mutex_lock(lock)
            precondition(status == 0, "pthread_mutex_lock failed with \(status)")
            #endif
        }
    }

    @inlinable
    func unlock() {
        withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
            os_unfair_lock_unlock(lock)
            #else
            let status = pthread_mutex_unlock(lock)
            precondition(status == 0, "pthread_mutex_unlock failed with \(status)")
            #endif
        }
    }

    /// Takes the lock if nobody holds it; never waits.
    @inlinable
    func tryLock() -> Bool {
        withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
            os_unfair_lock_trylock(lock)
            #else
            pthread_mutex_trylock(lock) == 0
            #endif
        }
    }

    @inlinable
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try withUnsafeMutablePointerToHeader { try body(&$0.pointee) }
    }

    @inlinable
    func withLockIfAvailable<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard tryLock() else { return nil }
        defer { unlock() }
        return try withUnsafeMutablePointerToHeader { try body(&$0.pointee) }
    }
}

/// A mutex and a condition variable, for ``ConcurrencySafeCondition``.
///
/// POSIX on every platform, Darwin included: `os_unfair_lock` has no condition variable to pair with. Waiting is
/// off every hot path, so each primitive gets an allocation of its own, which gives it the stable address POSIX
/// requires. Unsafe because the primitives are raw pointers; the wait box is the only user and keeps every
/// `wait` between its own `lock` and `unlock`.
final class _UnsafeConditionLock {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        var status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
        status = pthread_cond_init(condition, nil)
        precondition(status == 0, "pthread_cond_init failed with \(status)")
    }

    deinit {
        pthread_cond_destroy(condition)
        let status = pthread_mutex_destroy(mutex)
        precondition(status == 0, "pthread_mutex_destroy failed with \(status): the lock was still held")
        condition.deinitialize(count: 1)
        condition.deallocate()
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    func lock() {
        let status = pthread_mutex_lock(mutex)
        precondition(status == 0, "pthread_mutex_lock failed with \(status)")
    }

    func unlock() {
        let status = pthread_mutex_unlock(mutex)
        precondition(status == 0, "pthread_mutex_unlock failed with \(status)")
    }

    /// Releases the lock, sleeps until woken, and takes the lock again. May wake without a broadcast: callers
    /// check their condition in a loop.
    func wait() {
        let status = pthread_cond_wait(condition, mutex)
        precondition(status == 0, "pthread_cond_wait failed with \(status)")
    }

    /// As ``wait()``, but gives up at `deadline` (wall-clock time, as `pthread_cond_timedwait` measures it);
    /// `false` if it gave up.
    func wait(until deadline: timespec) -> Bool {
        var deadline = deadline
        let status = pthread_cond_timedwait(condition, mutex, &deadline)
        precondition(status == 0 || status == ETIMEDOUT, "pthread_cond_timedwait failed with \(status)")
        return status == 0
    }

    /// Wakes every thread waiting in ``wait()``; called with the lock held.
    func broadcast() {
        let status = pthread_cond_broadcast(condition)
        precondition(status == 0, "pthread_cond_broadcast failed with \(status)")
    }

    /// The wall-clock time `seconds` from now, in the form ``wait(until:)`` takes.
    static func deadline(afterSeconds seconds: Double) -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let total = (Double(now.tv_sec) + Double(now.tv_nsec) / 1e9) + max(0, seconds)
        let wholeSeconds = total.rounded(.down)
        return timespec(tv_sec: .init(wholeSeconds), tv_nsec: .init((total - wholeSeconds) * 1e9))
    }
}
