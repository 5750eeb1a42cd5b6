// SPDX-License-Identifier: MPL-2.0

#if !canImport(Darwin)
import Synchronization
#endif

/// A machine word shared between threads, read on hot paths of sibling modules (package access only).
///
/// DependencyContainer keeps a 64-bit filter of the keys a container has registrations for, so that
/// resolving any other key skips the registration table's lock. Same platform choice as ``AtomicFlag``.
@usableFromInline
package final class AtomicWord: Sendable {
    #if canImport(Darwin)
    @usableFromInline let state: ConcurrencySafeContainer<UInt>

    package init(_ initial: UInt) {
        state = ConcurrencySafeContainer(initial)
    }

    @inlinable
    package var value: UInt { state.withLock { $0 } }

    @usableFromInline
    package func set(_ value: UInt) {
        state.withLock { $0 = value }
    }
    #else
    @usableFromInline let state: Atomic<UInt>

    package init(_ initial: UInt) {
        state = Atomic(initial)
    }

    @inlinable
    package var value: UInt { state.load(ordering: .acquiring) }

    @usableFromInline
    package func set(_ value: UInt) {
        state.store(value, ordering: .releasing)
    }
    #endif
}
