// SPDX-License-Identifier: MPL-2.0

import Dispatch
import MultiCastDelegate
import SwiftConcurrency
import Testing

/// A store with different semantics from the built-in one: it keeps subscribers alive and does not
/// deduplicate. `DelegateMultiCasting` must work with it through the four requirements alone.
final class StrongStore: DelegateSubscription {
    private let entries = ConcurrencySafeContainer<[(subscriber: any MultiCastDelegate, queue: DispatchQueue)]>([])

    var subscribers: [any MultiCastDelegate] { entries.withLock { $0.map(\.subscriber) } }

    func subscribe(_ subscriber: any MultiCastDelegate, receive queue: DispatchQueue) {
        entries.withLock { $0.append((subscriber, queue)) }
    }

    func unsubscribe(_ subscriber: any MultiCastDelegate) {
        entries.withLock { $0.removeAll { $0.subscriber === subscriber } }
    }

    func queue(for subscriber: any MultiCastDelegate) -> DispatchQueue {
        entries.withLock { $0.first { $0.subscriber === subscriber }?.queue } ?? .main
    }
}

@Suite("A custom DelegateSubscription", .timeLimit(.minutes(5)))
struct CustomStoreTests {
    @Test func theDefaultImplementationsUseOnlyTheFourRequirements() async {
        let source = EventSource(delegates: StrongStore())
        let log = OrderLog()
        let reactors = (0..<3).map { index in Reactor("c\(index)") { r, _ in log.append(r.name) } }
        let shared = DispatchQueue.tagged("shared")
        for reactor in reactors {
            source.subscribeDelegate(reactor, receive: shared)
        }

        await source.sendAndWait(1)
        source.unsubscribeDelegate(reactors[1])
        await source.sendAndWait(2)

        #expect(log.entries == ["c2", "c1", "c0", "c2", "c0"])
        #expect(source.containsDelegate(reactors[0]) && !source.containsDelegate(reactors[1]))
        #expect(source.delegateCount == 2)
    }

    @Test func aStrongStoreKeepsItsSubscribersAlive() async {
        let source = EventSource(delegates: StrongStore())
        weak var watched: Recorder?
        do {
            let recorder = Recorder()
            watched = recorder
            source.subscribeDelegate(recorder, receive: .tagged("q"))
        }
        await source.sendAndWait(3)
        #expect(watched?.events == [3])
    }
}
