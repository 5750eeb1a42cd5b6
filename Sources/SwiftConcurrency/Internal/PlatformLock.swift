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

#if canImport(Darwin)
@usableFromInline typealias LockPrimitive = os_unfair_lock
#else
@usableFromInline typealias LockPrimitive = pthread_mutex_t
#endif

/// The raw lock operations on a primitive that lives at a stable address (tail-allocated in `LockedStorage`).
///
/// Every function is `@inlinable` so that a generic `withLock` specialised in the caller's module compiles down
/// to the same instructions as hand-written lock/unlock calls.
@usableFromInline
enum PlatformLock {
    static var name: String {
        #if canImport(Darwin)
        "os_unfair_lock"
        #else
        "pthread_mutex_t"
        #endif
    }

    @inlinable
    static func initialize(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
        lock.initialize(to: os_unfair_lock())
        #else
        // Default attributes on purpose: no priority inheritance (which makes contended hand-offs kernel calls)
        // and no adaptive spinning (non-portable; wastes a core when the holder is descheduled).
        let status = pthread_mutex_init(lock, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
        #endif
    }

    @inlinable
    static func destroy(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if !canImport(Darwin)
        let status = pthread_mutex_destroy(lock)
        precondition(status == 0, "pthread_mutex_destroy failed with \(status): the lock was still held")
        #endif
        lock.deinitialize(count: 1)
    }

    @inlinable
    static func lock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
        os_unfair_lock_lock(lock)
        #else
        let status = pthread_mutex_lock(lock)
        precondition(status == 0, "pthread_mutex_lock failed with \(status)")
        #endif
    }

    @inlinable
    static func unlock(_ lock: UnsafeMutablePointer<LockPrimitive>) {
        #if canImport(Darwin)
        os_unfair_lock_unlock(lock)
        #else
        let status = pthread_mutex_unlock(lock)
        precondition(status == 0, "pthread_mutex_unlock failed with \(status)")
        #endif
    }

    /// Takes the lock if nobody holds it; never waits.
    @inlinable
    static func tryLock(_ lock: UnsafeMutablePointer<LockPrimitive>) -> Bool {
        #if canImport(Darwin)
        os_unfair_lock_trylock(lock)
        #else
        pthread_mutex_trylock(lock) == 0
        #endif
    }
}
