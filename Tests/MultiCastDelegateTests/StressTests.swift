// SPDX-License-Identifier: MPL-2.0

import Dispatch
import MultiCastDelegate
import SwiftConcurrency
import TestSupport
import Testing

/// Records every event it receives and anything that should never happen: a second delivery of the same
/// event, or a delivery after its own queue saw `unsubscribe` return.
final class AuditingSubscriber: EventDelegate {
    private struct Audit: Sendable {
        var received: Set<Int> = []
        var duplicates = 0
        var deliveredWhileUnsubscribed = 0
        var isSubscribed = false
    }

    private let audit = ConcurrencySafeContainer(Audit())
    let queue: DispatchQueue

    init(_ name: String) {
        queue = .tagged(name)
    }

    func receive(_ event: Int, on queue: String?) {
        audit.withLock { audit in
            if !audit.isSubscribed { audit.deliveredWhileUnsubscribed += 1 }
            if !audit.received.insert(event).inserted { audit.duplicates += 1 }
        }
    }

    /// Subscribes on the subscriber's own queue, so that its callbacks and its subscription state change in
    /// one serial order.
    func subscribe(to source: EventSource) {
        queue.sync {
            audit.withLock { $0.isSubscribed = true }
            source.subscribeDelegate(self, receive: queue)
        }
    }

    func unsubscribe(from source: EventSource) {
        queue.sync {
            source.unsubscribeDelegate(self)
            audit.withLock { $0.isSubscribed = false }
        }
    }

    var received: Set<Int> { audit.withLock { $0.received } }
    var duplicates: Int { audit.withLock { $0.duplicates } }
    var deliveredWhileUnsubscribed: Int { audit.withLock { $0.deliveredWhileUnsubscribed } }
}

/// Bounded: fixed counts, a few seconds at most under the thread sanitizer.
@Suite("Concurrent stress", .timeLimit(.minutes(5)))
struct StressTests {
    static let broadcasters = 4
    static let broadcastsEach = 300
    static let churners = 8
    static let churnCycles = 150

    @Test func broadcastsRacingSubscriptionChangesLoseDuplicateAndLeakNothing() async {
        let source = EventSource()
        let steady = (0..<8).map { AuditingSubscriber("steady\($0)") }
        let churning = (0..<Self.churners).map { AuditingSubscriber("churn\($0)") }
        let spareQueue = DispatchQueue.tagged("spare")
        for subscriber in steady {
            subscriber.subscribe(to: source)
        }

        await withTaskGroup(of: Void.self) { group in
            for broadcaster in 0..<Self.broadcasters {
                group.addTask {
                    for index in 0..<Self.broadcastsEach {
                        let event = broadcaster * Self.broadcastsEach + index
                        if index.isMultiple(of: 2) {
                            source.send(event)
                        } else {
                            await source.sendAndWait(event)
                        }
                    }
                }
            }
            for subscriber in churning {
                group.addTask {
                    for _ in 0..<Self.churnCycles {
                        subscriber.subscribe(to: source)
                        await Task.yield()
                        subscriber.unsubscribe(from: source)
                    }
                }
            }
            group.addTask {
                // Moves steady subscribers between queues and back, and adds subscribers that die at once.
                for round in 0..<Self.churnCycles {
                    let subscriber = steady[round % steady.count]
                    source.subscribeDelegate(subscriber, receive: spareQueue)
                    source.subscribeDelegate(Recorder(), receive: spareQueue)
                    source.subscribeDelegate(subscriber, receive: subscriber.queue)
                    _ = source.delegateCount
                    await Task.yield()
                }
            }
        }
        spareQueue.sync {}
        for subscriber in steady + churning {
            subscriber.queue.sync {}
        }

        let everyEvent = Set(0..<(Self.broadcasters * Self.broadcastsEach))
        for subscriber in steady {
            #expect(subscriber.received == everyEvent)
            #expect(subscriber.duplicates == 0)
        }
        for subscriber in churning {
            #expect(subscriber.duplicates == 0)
            #expect(subscriber.deliveredWhileUnsubscribed == 0)
            #expect(subscriber.received.isSubset(of: everyEvent))
        }
        #expect(source.delegateCount == steady.count)
    }

    @Test func concurrentRegistrationKeepsTheStoreConsistent() {
        let handle = DelegateSubscriptionHandle()
        let workers = 8
        let perWorker = 400
        let kept = ConcurrencySafeContainer<[Recorder]>([])
        race(threads: workers) { worker in
            var mine: [Recorder] = []
            for index in 0..<perWorker {
                let recorder = Recorder("w\(worker)-\(index)")
                handle.subscribe(recorder, receive: .tagged("w\(worker)"))
                switch index % 3 {
                case 0: mine.append(recorder)  // stays subscribed
                case 1: handle.unsubscribe(recorder)  // leaves explicitly
                default: break  // deallocated at the end of this iteration
                }
                _ = handle.contains(recorder)
                _ = handle.queue(for: recorder)
            }
            kept.withLock { [mine] in $0 += mine }
        }
        let survivors = kept.withLock { $0 }

        #expect(handle.count == survivors.count)
        #expect(survivors.allSatisfy { handle.contains($0) })
        #expect(Set(handle.subscribers.map { ObjectIdentifier($0) }) == Set(survivors.map { ObjectIdentifier($0) }))
    }
}
