// SPDX-License-Identifier: MPL-2.0

#if !canImport(Darwin)
import Synchronization
#endif

/// A Boolean shared between threads and read on hot paths of sibling modules (package access only).
///
/// MultiCastDelegate checks a subscription's "still active" flag before every callback and a store's "a
/// subscriber was found deallocated" flag; DependencyContainer checks "this container has overrides" before
/// every resolution.
///
/// The read is on hot paths, so it is the cheapest correct primitive per platform: an atomic
/// where `Synchronization` is available on every supported OS version (Linux), an unfair lock on
/// Darwin, where `Atomic` needs macOS 15 / iOS 18 and `os_unfair_lock` costs about as much.
@usableFromInline
package final class AtomicFlag: Sendable {
    #if canImport(Darwin)
    private let state: ConcurrencySafeContainer<Bool>

    package init(_ initial: Bool) {
        state = ConcurrencySafeContainer(initial)
    }

    @usableFromInline
    package var isRaised: Bool { state.withLock { $0 } }

    @usableFromInline
    package func set(_ raised: Bool) {
        state.withLock { $0 = raised }
    }
    #else
    private let state: Atomic<Bool>

    package init(_ initial: Bool) {
        state = Atomic(initial)
    }

    @usableFromInline
    package var isRaised: Bool { state.load(ordering: .acquiring) }

    @usableFromInline
    package func set(_ raised: Bool) {
        state.store(raised, ordering: .releasing)
    }
    #endif
}
