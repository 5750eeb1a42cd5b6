// SPDX-License-Identifier: MPL-2.0

/// One heap allocation holding the protected state (the header) and the lock (the single element).
///
/// Tail allocation gives the lock a stable address, which `os_unfair_lock` and `pthread_mutex_t` require, and
/// keeps state and lock on the same cache line.
@usableFromInline
final class LockedStorage<State>: ManagedBuffer<State, LockPrimitive> {
    @inlinable
    static func make(_ state: sending State) -> LockedStorage<State> {
        let buffer = create(minimumCapacity: 1) { _ in state }
        let storage = unsafeDowncast(buffer, to: LockedStorage<State>.self)
        storage.withUnsafeMutablePointerToElements { PlatformLock.initialize($0) }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { PlatformLock.destroy($0) }
    }

    @inlinable
    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        try withUnsafeMutablePointers { state, lock in
            PlatformLock.lock(lock)
            defer { PlatformLock.unlock(lock) }
            return try body(&state.pointee)
        }
    }

    @inlinable
    func withLockIfAvailable<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        try withUnsafeMutablePointers { state, lock in
            guard PlatformLock.tryLock(lock) else { return nil }
            defer { PlatformLock.unlock(lock) }
            return try body(&state.pointee)
        }
    }
}
