// SPDX-License-Identifier: MPL-2.0

import Dispatch
import MultiCastDelegate
import Testing

/// A delegate protocol whose callbacks are main-actor isolated, as a screen's are.
@MainActor protocol ScreenDelegate: MultiCastDelegate {
    func show(_ event: Int)
}

/// A producer in nonisolated code broadcasting to main-actor delegates.
final class ScreenEvents: DelegateMultiCasting {
    typealias Delegate = any ScreenDelegate
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    func send(_ event: Int) {
        invokeOnMainActor { $0?.show(event) }
    }
}

/// Records, without a lock, what it was shown and on which queue: it is main-actor state.
final class ScreenRecorder: ScreenDelegate {
    let name: String
    private let order: OrderLog
    private(set) var shown: [Int] = []
    private(set) var queues: [String?] = []

    init(_ name: String, order: OrderLog) {
        self.name = name
        self.order = order
    }

    func show(_ event: Int) {
        shown.append(event)
        queues.append(DispatchQueue.currentTag)
        order.append(name)
    }
}

@Suite("Main-actor broadcasts: main queue, order, unsubscribe in flight", .timeLimit(.minutes(1)))
struct MainActorBroadcastTests {
    @Test func everySubscriberIsCalledOnTheMainQueueNewestFirst() async {
        let events = ScreenEvents()
        let order = OrderLog()
        let first = await ScreenRecorder("first", order: order)
        let second = await ScreenRecorder("second", order: order)
        events.subscribeDelegate(first, receive: .taggedMain)
        events.subscribeDelegate(second, receive: .tagged("elsewhere"))  // still called on the main queue

        events.send(1)
        events.send(2)
        await events.invokeOnMainActorAndWait { _ in }

        #expect(await first.shown == [1, 2])
        #expect(await second.shown == [1, 2])
        #expect(await second.queues == ["main", "main"])
        #expect(order.entries == ["second", "first", "second", "first"])
    }

    @Test @MainActor func nothingRunsBeforeTheCallReturnsAndUnsubscribedSubscribersGetNothing() async {
        let events = ScreenEvents()
        let order = OrderLog()
        let kept = ScreenRecorder("kept", order: order)
        let removed = ScreenRecorder("removed", order: order)
        events.subscribeDelegate(kept, receive: .taggedMain)
        events.subscribeDelegate(removed, receive: .taggedMain)

        events.send(1)
        #expect(kept.shown.isEmpty)  // asynchronous, even when called from the main actor
        events.unsubscribeDelegate(removed)
        await events.invokeOnMainActorAndWait { _ in }

        #expect(kept.shown == [1])
        #expect(removed.shown.isEmpty)
    }

    @Test func withNoSubscribersTheWaitReturns() async {
        await ScreenEvents().invokeOnMainActorAndWait { _ in Issue.record("no subscriber to call") }
    }
}
