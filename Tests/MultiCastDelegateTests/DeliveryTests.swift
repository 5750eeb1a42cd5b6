// SPDX-License-Identifier: MPL-2.0

import Foundation
import MultiCastDelegate
import Testing

/// Subscribes with a closure run on each callback, for tests that act from inside a callback.
final class Reactor: EventDelegate {
    let name: String
    let reaction: @Sendable (Reactor, Int) -> Void

    init(_ name: String, reaction: @escaping @Sendable (Reactor, Int) -> Void) {
        self.name = name
        self.reaction = reaction
    }

    func receive(_ event: Int, on queue: String?) {
        reaction(self, event)
    }
}

/// A source with one recorder subscribed on a queue of its own, which the test can suspend.
private func subscribedOnOwnQueue() -> (EventSource, Recorder, DispatchQueue) {
    let source = EventSource()
    let recorder = Recorder()
    let queue = DispatchQueue.tagged("held")
    source.subscribeDelegate(recorder, receive: queue)
    return (source, recorder, queue)
}

@Suite("Delivery: asynchrony, order, unsubscribe and deallocation in flight, re-entrancy", .timeLimit(.minutes(5)))
struct DeliveryTests {
    @Test func invokeReturnsBeforeAnyCallbackRuns() async {
        let (source, recorder, queue) = subscribedOnOwnQueue()

        queue.suspend()
        source.send(1)
        #expect(recorder.events.isEmpty)
        queue.resume()

        await source.sendAndWait(2)
        #expect(recorder.events == [1, 2])
    }

    @Test func theLastRegisteredIsCalledFirst() async {
        let source = EventSource()
        let log = OrderLog()
        let shared = DispatchQueue.tagged("shared")
        let reactors = (0..<6).map { index in Reactor("s\(index)") { reactor, _ in log.append(reactor.name) } }
        for reactor in reactors {
            source.subscribeDelegate(reactor, receive: shared)
        }
        source.subscribeDelegate(reactors[2], receive: shared)  // re-subscribing keeps the original position

        await source.sendAndWait(0)
        await source.sendAndWait(1)

        let once = ["s5", "s4", "s3", "s2", "s1", "s0"]
        #expect(log.entries == once + once)
        // Subscribers are held weakly: without this, an optimized build releases them after their last use above.
        withExtendedLifetime(reactors) {}
    }

    @Test func interleavedQueuesKeepEachSubscribersQueueAndTheOrderWithinAQueue() async {
        let source = EventSource()
        let log = OrderLog()
        let placement = [("a", "left"), ("b", "right"), ("c", "left"), ("d", "left"), ("e", "right"), ("f", "left")]
        let queues = ["left": DispatchQueue.tagged("left"), "right": DispatchQueue.tagged("right")]
        let reactors = placement.map { name, _ in
            Reactor(name) { reactor, _ in log.append("\(reactor.name)@\(DispatchQueue.currentTag ?? "?")") }
        }
        for (reactor, (_, queue)) in zip(reactors, placement) {
            source.subscribeDelegate(reactor, receive: queues[queue]!)
        }

        await source.sendAndWait(1)

        let entries = log.entries
        #expect(entries.filter { $0.hasSuffix("@left") } == ["f@left", "d@left", "c@left", "a@left"])
        #expect(entries.filter { $0.hasSuffix("@right") } == ["e@right", "b@right"])
        #expect(entries.count == 6)
        withExtendedLifetime(reactors) {}  // held weakly: keep them subscribed until here in optimized builds too
    }

    @Test func callbacksQueuedBeforeUnsubscribeAreDropped() async {
        let (source, recorder, queue) = subscribedOnOwnQueue()

        queue.suspend()
        source.send(1)
        source.send(2)
        source.unsubscribeDelegate(recorder)
        queue.resume()
        queue.sync {}

        #expect(recorder.events.isEmpty)
    }

    @Test func moveToAnotherQueueThenUnsubscribeDropsWhatTheOldQueueHeld() async {
        let source = EventSource()
        let recorder = Recorder()
        let old = DispatchQueue.tagged("old")
        old.suspend()
        source.subscribeDelegate(recorder, receive: old)
        source.send(1)
        source.subscribeDelegate(recorder, receive: .tagged("new"))
        await source.sendAndWait(2)

        source.unsubscribeDelegate(recorder)
        old.resume()
        old.sync {}

        #expect(recorder.deliveries == [.init(event: 2, queue: "new")])
    }

    @Test func aSubscriberDeallocatedBeforeDeliveryGetsNil() async {
        let source = EventSource()
        let queue = DispatchQueue.tagged("held")
        var recorder: Recorder? = Recorder()
        weak let watched = recorder
        source.subscribeDelegate(recorder!, receive: queue)

        queue.suspend()
        let nilDeliveries = Counter()
        source.invoke { delegate in
            if delegate == nil { nilDeliveries.increment() }
        }
        recorder = nil
        #expect(watched == nil, "the store must not keep its subscribers alive")
        queue.resume()
        queue.sync {}

        #expect(nilDeliveries.value == 1)
    }

    @Test func aCallbackMayUnsubscribeItself() async {
        let source = EventSource()
        let calls = Counter()
        let reactor = Reactor("self-removing") { reactor, _ in
            calls.increment()
            source.unsubscribeDelegate(reactor)
        }
        source.subscribeDelegate(reactor, receive: .tagged("q"))

        await source.sendAndWait(1)
        await source.sendAndWait(2)

        #expect(calls.value == 1)
        #expect(!source.containsDelegate(reactor))
    }

    @Test func aCallbackMayUnsubscribeOneStillWaitingForTheSameBroadcast() async {
        let source = EventSource()
        let shared = DispatchQueue.tagged("shared")
        let earlier = Recorder("earlier")
        source.subscribeDelegate(earlier, receive: shared)
        // Registered later, so called first: it removes `earlier` before `earlier`'s turn.
        let remover = Reactor("remover") { _, _ in source.unsubscribeDelegate(earlier) }
        source.subscribeDelegate(remover, receive: shared)

        await source.sendAndWait(1)

        #expect(earlier.events.isEmpty)
        #expect(source.delegateCount == 1)
    }

    @Test func aCallbackMaySubscribeAndBroadcast() async {
        let source = EventSource()
        let late = Recorder("late")
        let chained = Counter()
        let starter = Reactor("starter") { _, event in
            guard event == 1 else { return }
            source.subscribeDelegate(late, receive: .tagged("late"))
            source.invoke { _ in chained.increment() }
        }
        source.subscribeDelegate(starter, receive: .tagged("starter"))

        await source.sendAndWait(1)
        await source.sendAndWait(2)

        #expect(late.events == [2])
        #expect(chained.value >= 1)
    }

    @Test func invokeAndWaitReturnsAfterEveryCallbackRan() async {
        let source = EventSource()
        let recorders = (0..<8).map { Recorder("r\($0)") }
        for (index, recorder) in recorders.enumerated() {
            source.subscribeDelegate(recorder, receive: index == 0 ? .taggedMain : .tagged(recorder.name))
        }

        await source.invokeAndWait { delegate in
            // Slow callbacks: returning early would leave some of them unrecorded.
            Thread.sleep(forTimeInterval: 0.002)
            delegate?.receive(1, on: DispatchQueue.currentTag)
        }

        #expect(recorders.allSatisfy { $0.events == [1] })
        #expect(recorders[0].deliveries.first?.queue == "main")
    }

    @Test func invokeAndWaitWithNoSubscribersReturnsAndCallsNobody() async {
        let source = EventSource()
        let recorder = Recorder()
        source.subscribeDelegate(recorder, receive: .tagged("gone"))
        source.unsubscribeDelegate(recorder)
        await source.sendAndWait(1)  // a hang here fails the suite's time limit
        #expect(source.delegateCount == 0)
        #expect(recorder.events.isEmpty)
    }
}
