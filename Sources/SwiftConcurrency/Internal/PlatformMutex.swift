// SPDX-License-Identifier: MPL-2.0

/// The platform's fastest lock with separate `lock()` and `unlock()` calls (package access only).
///
/// `ConcurrencySafeContainer` pairs a lock with the state it guards, which is what callers almost always want.
/// ReactiveState needs the bare primitive: its lock is chosen at run time (this one, none, or a caller's
/// `NSLocking`), so it cannot keep its fields inside a container of one particular kind.
@usableFromInline
package final class PlatformMutex: @unchecked Sendable {  // @unchecked: the pointee is a lock, safe by definition.
    @usableFromInline let primitive: UnsafeMutablePointer<LockPrimitive>

    package init() {
        primitive = .allocate(capacity: 1)
        PlatformLock.initialize(primitive)
    }

    deinit {
        PlatformLock.destroy(primitive)
        primitive.deallocate()
    }

    @inlinable
    package func lock() { PlatformLock.lock(primitive) }

    @inlinable
    package func unlock() { PlatformLock.unlock(primitive) }
}
