// SPDX-License-Identifier: MPL-2.0

import Dispatch
import MultiCastDelegate
import Testing

@Suite("Subscribing and unsubscribing", .timeLimit(.minutes(5)))
struct SubscriptionTests {
    @Test func aSubscriberReceivesEachBroadcastOnceOnItsQueue() async {
        let source = EventSource()
        let recorder = Recorder()
        source.subscribeDelegate(recorder, receive: .tagged("a"))

        await source.sendAndWait(1)
        await source.sendAndWait(2)

        #expect(recorder.deliveries == [.init(event: 1, queue: "a"), .init(event: 2, queue: "a")])
    }

    @Test func eachSubscriberIsCalledOnTheQueueItRegisteredWith() async {
        let source = EventSource()
        let recorders = (0..<4).map { Recorder("r\($0)") }
        for recorder in recorders {
            source.subscribeDelegate(recorder, receive: .tagged(recorder.name))
        }

        await source.sendAndWait(7)

        for recorder in recorders {
            #expect(recorder.deliveries == [.init(event: 7, queue: recorder.name)])
        }
    }

    @Test func subscribingTwiceKeepsOneRegistrationAndMovesItToTheNewQueue() async {
        let handle = DelegateSubscriptionHandle()
        let source = EventSource(delegates: handle)
        let recorder = Recorder()
        let first = DispatchQueue.tagged("first")
        let second = DispatchQueue.tagged("second")

        source.subscribeDelegate(recorder, receive: first)
        source.subscribeDelegate(recorder, receive: first)
        await source.sendAndWait(1)
        source.subscribeDelegate(recorder, receive: second)
        await source.sendAndWait(2)

        #expect(recorder.deliveries == [.init(event: 1, queue: "first"), .init(event: 2, queue: "second")])
        #expect(handle.count == 1)
        #expect(handle.queue(for: recorder) === second)
    }

    @Test func queueForAnUnknownSubscriberIsMain() {
        let handle = DelegateSubscriptionHandle()
        let stranger = Recorder()
        #expect(handle.queue(for: stranger).label == DispatchQueue.main.label)

        handle.subscribe(stranger, receive: .tagged("known"))
        handle.unsubscribe(stranger)
        #expect(handle.queue(for: stranger).label == DispatchQueue.main.label)
    }

    @Test func unsubscribingStopsDeliveryAndUnknownSubscribersAreIgnored() async {
        let source = EventSource()
        let kept = Recorder("kept")
        let removed = Recorder("removed")
        source.subscribeDelegate(kept, receive: .tagged("kept"))
        source.subscribeDelegate(removed, receive: .tagged("removed"))

        await source.sendAndWait(1)
        source.unsubscribeDelegate(removed)
        source.unsubscribeDelegate(removed)
        source.unsubscribeDelegate(Recorder("never subscribed"))
        await source.sendAndWait(2)

        #expect(kept.events == [1, 2])
        #expect(removed.events == [1])
    }

    @Test func containsAndCountFollowTheLiveSubscribers() {
        let handle = DelegateSubscriptionHandle()
        let source = EventSource(delegates: handle)
        let first = Recorder()
        let second = Recorder()
        #expect(handle.count == 0)
        #expect(!handle.contains(first))

        source.subscribeDelegate(first, receive: .tagged("q"))
        source.subscribeDelegate(second, receive: .tagged("q"))
        #expect(handle.count == 2 && source.delegateCount == 2)
        #expect(handle.contains(first) && source.containsDelegate(second))

        source.unsubscribeDelegate(first)
        #expect(!handle.contains(first) && !source.containsDelegate(first))
        #expect(handle.count == 1 && source.delegateCount == 1)
    }

    @Test func subscribersAreListedInRegistrationOrder() {
        let handle = DelegateSubscriptionHandle()
        let recorders = (0..<5).map { Recorder("r\($0)") }
        for recorder in recorders {
            handle.subscribe(recorder, receive: .tagged("q"))
        }
        handle.subscribe(recorders[1], receive: .tagged("moved"))  // keeps its position
        handle.unsubscribe(recorders[3])

        let names = handle.subscribers.map { ($0 as! Recorder).name }
        #expect(names == ["r0", "r1", "r2", "r4"])
        // Subscribers are held weakly: without this, an optimized build releases them after their last use above.
        withExtendedLifetime(recorders) {}
    }

    @Test func oneStoreCanHoldSubscribersOfDifferentDelegateTypes() async {
        let shared = DelegateSubscriptionHandle()
        let events = EventSource(delegates: shared)
        let recorder = Recorder()
        let display = Thermometer.Display()
        shared.subscribe(recorder, receive: .tagged("events"))
        shared.subscribe(display, receive: .tagged("display"))

        // The display is not an EventDelegate: the typed broadcast hands it `nil`, which `?.` ignores.
        let nilCount = Counter()
        await events.invokeAndWait { delegate in
            if let delegate {
                delegate.receive(5, on: nil)
            } else {
                nilCount.increment()
            }
        }

        #expect(recorder.events == [5])
        #expect(nilCount.value == 1)
    }
}
