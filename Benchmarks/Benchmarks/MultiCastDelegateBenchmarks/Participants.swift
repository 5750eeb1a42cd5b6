// SPDX-License-Identifier: MPL-2.0

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

/// What the broadcast and churn benchmarks drive: UtilityKit's multicaster and the hand-written peer.
protocol Multicaster {
    init()
    func add(_ subscriber: Ticker, queue: DispatchQueue)
    func remove(_ subscriber: Ticker)
    func broadcast(_ invocation: @escaping @Sendable ((any TickDelegate)?) -> Void)
}

/// UtilityKit: the producer, declared as the module's usage example declares one.
final class Metronome: DelegateMultiCasting, Multicaster {
    typealias Delegate = any TickDelegate
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    func add(_ subscriber: Ticker, queue: DispatchQueue) {
        subscribeDelegate(subscriber, receive: queue)
    }

    func remove(_ subscriber: Ticker) {
        unsubscribeDelegate(subscriber)
    }

    func broadcast(_ invocation: @escaping @Sendable ((any TickDelegate)?) -> Void) {
        invoke(invocation: invocation)
    }
}

/// The peer: the multicast delegate apps write by hand — an array of weak boxes behind an `NSLock`,
/// broadcasting with one `async` per live subscriber, removing with a linear scan.
final class HandRolledMulticast: Multicaster, @unchecked Sendable {  // `entries` is only touched under `lock`.
    private struct Entry {
        weak var subscriber: Ticker?
        let queue: DispatchQueue
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    init() {}

    func add(_ subscriber: Ticker, queue: DispatchQueue) {
        lock.withLock { entries.append(Entry(subscriber: subscriber, queue: queue)) }
    }

    func remove(_ subscriber: Ticker) {
        lock.withLock { entries.removeAll { $0.subscriber === subscriber || $0.subscriber == nil } }
    }

    func broadcast(_ invocation: @escaping @Sendable ((any TickDelegate)?) -> Void) {
        let snapshot = lock.withLock { entries }
        for entry in snapshot.reversed() {
            guard let subscriber = entry.subscriber else { continue }
            entry.queue.async { [weak subscriber] in invocation(subscriber) }
        }
    }
}
