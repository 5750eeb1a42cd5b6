#if canImport(Darwin)
import SwiftConcurrency
#else
import Synchronization
#endif

/// Whether one subscription — from `subscribe` until `unsubscribe` — is still in force.
///
/// Every callback checks its token just before it runs, which is what lets `unsubscribe` drop callbacks that
/// a broadcast already queued. Re-subscribing on another queue keeps the token, so an `unsubscribe` after it
/// also drops what is still queued on the old queue.
///
/// The check runs once per delivered callback, so it is the cheapest correct primitive per platform: an
/// atomic where `Synchronization` is available on every supported OS version (Linux, Windows), an unfair
/// lock on Darwin, where `Atomic` needs macOS 15 / iOS 18 and `os_unfair_lock` costs about as much.
@usableFromInline
final class SubscriptionToken: Sendable {
    #if canImport(Darwin)
    private let state = ConcurrencySafeContainer(true)

    @usableFromInline
    var isActive: Bool { state.withLock { $0 } }

    func cancel() {
        state.withLock { $0 = false }
    }
    #else
    private let state = Atomic(true)

    @usableFromInline
    var isActive: Bool { state.load(ordering: .acquiring) }

    func cancel() {
        state.store(false, ordering: .releasing)
    }
    #endif

    init() {}
}
