// SPDX-License-Identifier: MPL-2.0

import Dispatch
import Testing

// `@testable` to read the slot list's length: sweeping dead entries is internal bookkeeping with no public
// trace other than memory use.
@testable import MultiCastDelegate

@Suite("Weak storage and sweeping", .timeLimit(.minutes(5)))
struct WeakStorageTests {
    @Test func theStoreDoesNotKeepSubscribersAlive() {
        let handle = DelegateSubscriptionHandle()
        weak var watched: Recorder?
        do {
            let recorder = Recorder()
            watched = recorder
            handle.subscribe(recorder, receive: .tagged("q"))
            #expect(handle.count == 1)
        }
        #expect(watched == nil)
        #expect(handle.count == 0)
        #expect(handle.subscribers.isEmpty)
    }

    @Test func aDelegateNobodyElseHoldsIsDroppedAtOnce() async {
        let source = EventSource()
        source.subscribeDelegate(Recorder("unheld"), receive: .tagged("q"))
        #expect(source.delegateCount == 0)
        #expect(source.delegates.subscribers.isEmpty)
        await source.sendAndWait(1)  // reaches nobody, and returns
    }

    @Test func partialDeallocationLeavesTheRestInOrder() async {
        let source = EventSource()
        let log = OrderLog()
        let shared = DispatchQueue.tagged("shared")
        var reactors: [Reactor?] = (0..<6).map { index in Reactor("s\(index)") { r, _ in log.append(r.name) } }
        for reactor in reactors {
            source.subscribeDelegate(reactor!, receive: shared)
        }

        reactors[1] = nil
        reactors[4] = nil
        await source.sendAndWait(0)

        #expect(log.entries == ["s5", "s3", "s2", "s0"])
        #expect(source.delegateCount == 4)
        withExtendedLifetime(reactors) {}  // held weakly: keep the survivors alive in optimized builds too
    }

    @Test func unsubscribedAndDeallocatedEntriesAreSweptOut() {
        let handle = DelegateSubscriptionHandle()
        let kept = (0..<10).map { Recorder("kept\($0)") }
        for recorder in kept {
            handle.subscribe(recorder, receive: .tagged("q"))
        }

        // 10,000 subscribers that come and go: half unsubscribe, half are simply deallocated.
        for round in 0..<10_000 {
            let transient = Recorder()
            handle.subscribe(transient, receive: .tagged("q"))
            if round.isMultiple(of: 2) {
                handle.unsubscribe(transient)
            }
        }

        #expect(handle.count == kept.count)
        #expect(handle.subscribers.map { ($0 as! Recorder).name } == kept.map(\.name))
        // Bounded by the sweep policy: about twice the live subscribers, plus the minimum sweep threshold.
        #expect(handle.deliverySlots().count <= 2 * kept.count + 32)
    }

    @Test func aSubscriberDeallocatedWithoutUnsubscribingGetsAtMostOneNilCallback() async {
        let source = EventSource()
        let survivor = Recorder("survivor")
        source.subscribeDelegate(survivor, receive: .tagged("survivor"))
        do {
            let departed = Recorder("departed")
            source.subscribeDelegate(departed, receive: .tagged("departed"))
        }
        let nilCallbacks = Counter()
        let callback: @Sendable ((any EventDelegate)?) -> Void = { delegate in
            if let delegate {
                delegate.receive(0, on: nil)
            } else {
                nilCallbacks.increment()
            }
        }

        await source.invokeAndWait(invocation: callback)
        await source.invokeAndWait(invocation: callback)
        await source.invokeAndWait(invocation: callback)

        #expect(nilCallbacks.value <= 1)
        #expect(survivor.events == [0, 0, 0])
        #expect(source.delegateCount == 1)
    }

    @Test func anObjectAtADeadSubscribersAddressIsANewSubscriber() async {
        // Allocating and freeing objects of one size in a loop makes the allocator reuse addresses, so later
        // subscribers land on identities of dead ones. Whatever happens, exactly the live one must remain.
        let source = EventSource()
        var last: Recorder?
        for index in 0..<500 {
            last = nil
            let recorder = Recorder("r\(index)")
            source.subscribeDelegate(recorder, receive: .tagged("q"))
            last = recorder
        }

        await source.sendAndWait(1)

        #expect(source.delegateCount == 1)
        #expect(last?.events == [1])
        #expect(source.containsDelegate(last!))
    }
}
