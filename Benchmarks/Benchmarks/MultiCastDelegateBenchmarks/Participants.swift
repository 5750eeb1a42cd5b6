import Benchmark
import Foundation
import MultiCastDelegate

/// The delegate every broadcast benchmark calls.
protocol TickDelegate: MultiCastDelegate {
    func tick()
}

/// A subscriber whose callback does next to nothing, so the benchmarks measure delivery.
final class Ticker: TickDelegate {
    func tick() {
        blackHole(self)
    }
}

/// The producer, declared as the seed's usage example declares one.
final class Metronome: DelegateMultiCasting {
    typealias Delegate = any TickDelegate
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()
}

/// The peer: the multicast delegate apps write by hand — an array of weak boxes behind an `NSLock`,
/// broadcasting with one `async` per live subscriber, removing with a linear scan.
final class HandRolledMulticast: @unchecked Sendable {  // `entries` is only touched with `lock` held.
    private struct Entry {
        weak var subscriber: Ticker?
        let queue: DispatchQueue
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ subscriber: Ticker, queue: DispatchQueue) {
        lock.withLock { entries.append(Entry(subscriber: subscriber, queue: queue)) }
    }

    func remove(_ subscriber: Ticker) {
        lock.withLock { entries.removeAll { $0.subscriber === subscriber || $0.subscriber == nil } }
    }

    func broadcast(_ invocation: @escaping @Sendable (Ticker?) -> Void) {
        let snapshot = lock.withLock { entries }
        for entry in snapshot.reversed() {
            guard let subscriber = entry.subscriber else { continue }
            entry.queue.async { [weak subscriber] in invocation(subscriber) }
        }
    }
}
