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
            #elseif DEBUG
            // Debug builds: an error-checking mutex, whose `pthread_mutex_lock` returns EDEADLK to the thread
            // that already holds it, where the default mutex would hang silently (see `lock(reentry:)`).
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
            let status = pthread_mutex_init(lock, &attributes)
            pthread_mutexattr_destroy(&attributes)
            precondition(status == 0, "pthread_mutex_init failed with \(status)")
            #else
            // Default attributes on purpose: no priority inheritance (which makes contended hand-offs kernel
            // calls), no adaptive spinning (non-portable; wastes a core when the holder is descheduled) and no
            // error checking (debug builds have it; it costs a check of the owner on every lock).
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
        lock(reentry: Self.reentryMessage)
    }

    /// Takes the lock. A thread that already holds it stops the program instead of waiting for itself forever:
    /// on Apple platforms `os_unfair_lock_lock` traps ("BUG IN CLIENT OF LIBPLATFORM: Trying to recursively
    /// lock an os_unfair_lock"), in every build; elsewhere, debug builds stop with `reentry`, which says what
    /// re-entered, and release builds hang, as the default `pthread_mutex_t` does (the check is compiled out).
    @inlinable
    func lock(reentry: @autoclosure () -> String) {
        withUnsafeMutablePointerToElements { lock in
            #if canImport(Darwin)
            os_unfair_lock_lock(lock)
            #else
            let status = pthread_mutex_lock(lock)
            #if DEBUG
            if status == EDEADLK { Self.reentered(reentry()) }
            #endif
            precondition(status == 0, "pthread_mutex_lock failed with \(status)")
            #endif
        }
    }

    /// What a re-entered `ConcurrencySafeContainer` says when its user has nothing more precise to say.
    @usableFromInline
    static var reentryMessage: String {
        """
        ConcurrencySafeContainer<\(State.self)>.withLock was entered again on the thread that holds its lock. \
        The lock is not recursive: on Apple platforms os_unfair_lock stops the program here, and elsewhere a \
        release build would wait for itself forever. Fix: do not use the container from inside its own \
        closure; return what you need from the closure and act on it after the closure has returned.
        """
    }

    /// The debug stop of a re-entered lock, out of line: it is never on the path of a lock that is taken.
    @usableFromInline
    static func reentered(_ message: String) -> Never {
        ProgramStop.stop(message)
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
        // The seconds field is a word: 32 bits on Apple Watch, where a deadline past January 2038 would not fit.
        // Clamped to the largest one that does (a timeout that long is a wait without one), never a trap.
        let latest = Double(Int.max).nextDown.rounded(.down)
        let total = min((Double(now.tv_sec) + Double(now.tv_nsec) / 1e9) + max(0, seconds), latest)
        let wholeSeconds = total.rounded(.down)
        return timespec(tv_sec: .init(wholeSeconds), tv_nsec: .init((total - wholeSeconds) * 1e9))
    }
}
