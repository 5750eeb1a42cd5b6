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

// The package's one lock primitive. This file is the only place that names it.
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
/// lock/unlock calls.
@usableFromInline
final class LockedStorage<State>: ManagedBuffer<State, LockPrimitive> {
    /// The name of the primitive, as ``ConcurrencySafeContainer/backendName`` reports it.
    static var primitiveName: String {
        #if canImport(Darwin)
        "os_unfair_lock"
        #else
        "pthread_mutex_t"
        #endif
    }

    @inlinable
    static func make(_ state: sending State) -> LockedStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in state }
        let storage = unsafeDowncast(buffer, to: LockedStorage<State>.self)
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
