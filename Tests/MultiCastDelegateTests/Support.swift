// SPDX-License-Identifier: MPL-2.0

import Dispatch
import MultiCastDelegate
import SwiftConcurrency

/// The delegate protocol most tests broadcast through.
protocol EventDelegate: MultiCastDelegate {
    func receive(_ event: Int, on queue: String?)
}

/// A producer with the minimal conformance: only `delegates`.
final class EventSource: DelegateMultiCasting {
    typealias Delegate = any EventDelegate
    let delegates: any DelegateSubscription

    init(delegates: any DelegateSubscription = DelegateSubscriptionHandle()) {
        self.delegates = delegates
    }

    func send(_ event: Int) {
        invoke { $0?.receive(event, on: DispatchQueue.currentTag) }
    }

    func sendAndWait(_ event: Int) async {
        await invokeAndWait { $0?.receive(event, on: DispatchQueue.currentTag) }
    }
}

/// A subscriber that records what it receives, and where.
final class Recorder: EventDelegate {
    let name: String
    private let log = ConcurrencySafeContainer<[Delivery]>([])

    struct Delivery: Equatable, Sendable {
        let event: Int
        let queue: String?
    }

    init(_ name: String = "recorder") {
        self.name = name
    }

    func receive(_ event: Int, on queue: String?) {
        log.withLock { $0.append(Delivery(event: event, queue: queue)) }
    }

    var deliveries: [Delivery] { log.withLock { $0 } }
    var events: [Int] { deliveries.map(\.event) }
}

/// Appends every callback's recipient to one shared log, to observe order across subscribers.
final class OrderLog: Sendable {
    private let names = ConcurrencySafeContainer<[String]>([])

    func append(_ name: String) {
        names.withLock { $0.append(name) }
    }

    var entries: [String] { names.withLock { $0 } }
}

extension DispatchQueue {
    private static let tagKey = DispatchSpecificKey<String>()

    /// A serial queue that callbacks can recognise through ``currentTag``.
    static func tagged(_ tag: String) -> DispatchQueue {
        let queue = DispatchQueue(label: "MultiCastDelegateTests." + tag)
        queue.setSpecific(key: tagKey, value: tag)
        return queue
    }

    /// The main queue, tagged `"main"`. (On Linux the main queue may be drained by a thread other than the
    /// main thread, so `Thread.isMainThread` cannot tell.)
    static var taggedMain: DispatchQueue {
        main.setSpecific(key: tagKey, value: "main")
        return main
    }

    /// The tag of the queue the caller runs on, if it is a ``tagged(_:)`` queue.
    static var currentTag: String? { getSpecific(key: tagKey) }
}

/// A thread-safe tally.
final class Counter: Sendable {
    private let count = ConcurrencySafeContainer(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int { count.withLock { $0 } }
}
