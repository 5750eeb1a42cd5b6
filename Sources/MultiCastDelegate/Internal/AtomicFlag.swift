#if canImport(Darwin)
import SwiftConcurrency
#else
import Synchronization
#endif

/// A Boolean shared between threads, read on every delivered callback.
///
/// Two uses: a subscription's "still active" flag, which every callback checks just before it runs (that is
/// what lets `unsubscribe` drop callbacks already queued, including on a queue the subscriber has since
/// moved away from), and a store's "a subscriber was found deallocated" flag, which asks the next broadcast
/// to sweep.
///
/// The read runs once per delivered callback, so it is the cheapest correct primitive per platform: an atomic
/// where `Synchronization` is available on every supported OS version (Linux, Windows), an unfair lock on
/// Darwin, where `Atomic` needs macOS 15 / iOS 18 and `os_unfair_lock` costs about as much.
@usableFromInline
final class AtomicFlag: Sendable {
    #if canImport(Darwin)
    private let state: ConcurrencySafeContainer<Bool>

    init(_ initial: Bool) {
        state = ConcurrencySafeContainer(initial)
    }

    @usableFromInline
    var isRaised: Bool { state.withLock { $0 } }

    @usableFromInline
    func set(_ raised: Bool) {
        state.withLock { $0 = raised }
    }
    #else
    private let state: Atomic<Bool>

    init(_ initial: Bool) {
        state = Atomic(initial)
    }

    @usableFromInline
    var isRaised: Bool { state.load(ordering: .acquiring) }

    @usableFromInline
    func set(_ raised: Bool) {
        state.store(raised, ordering: .releasing)
    }
    #endif
}
