// SPDX-License-Identifier: MPL-2.0

import Atomics
import Dispatch

/// Dispatches one broadcast: the single code path behind `invoke` and `invokeAndWait`, for the built-in
/// handle and for custom stores alike.
@usableFromInline
enum Delivery {
    /// Queues `invocation` for every slot, newest registration first.
    ///
    /// Consecutive subscribers (in that order) on the same queue share one queued block that calls them one
    /// after another: apps put most delegates on the main queue, and one `async` per broadcast instead of one
    /// per subscriber is most of the cost saved. Order, queue and every per-subscriber check stay the same.
    ///
    /// Each callback reads the weak reference when it runs, so a subscriber deallocated by then gets `nil`
    /// (and the store is asked to sweep it out), and checks its subscription's flag, so one unsubscribed by
    /// then gets nothing. When `group` is given, every queued block is part of it.
    @inlinable
    static func broadcast<Delegate: Sendable>(
        to slots: ContiguousArray<SubscriberSlot?>,
        as _: Delegate.Type,
        group: DispatchGroup?,
        invocation: @escaping @Sendable (Delegate?) -> Void
    ) {
        var run = Run()
        for case let slot? in slots.reversed() {
            if let head = run.head, head.queue !== slot.queue {
                run.dispatch(group: group, invocation: invocation)
                run = Run()
            }
            run.append(slot)
        }
        run.dispatch(group: group, invocation: invocation)
    }

    /// Queues one block on the main queue that calls `invocation` for every slot, newest registration first,
    /// on the main actor.
    @inlinable
    static func broadcastOnMainActor<Delegate: Sendable>(
        to slots: ContiguousArray<SubscriberSlot?>,
        as _: Delegate.Type,
        group: DispatchGroup?,
        invocation: @escaping @MainActor (Delegate?) -> Void
    ) {
        guard slots.contains(where: { $0 != nil }) else { return }
        DispatchQueue.main.async(group: group) {
            // The main queue's blocks run on the main actor's executor; this tells the compiler so.
            MainActor.assumeIsolated {
                for case let slot? in slots.reversed() {
                    Delivery.call(slot) { invocation($0) }
                }
            }
        }
    }

    /// Suspends until every block in `group` has finished.
    @inlinable
    static func wait(for group: DispatchGroup) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            group.notify(queue: .global()) { finished.resume() }
        }
    }

    /// The slots of a custom ``DelegateSubscription``, built from its public requirements.
    @usableFromInline
    static func slots(of store: any DelegateSubscription) -> ContiguousArray<SubscriberSlot?> {
        ContiguousArray(
            store.subscribers.map { SubscriberSlot($0, queue: store.queue(for: $0), isActive: nil, deathReport: nil) }
        )
    }

    /// Subscribers that will be called from one queued block, in calling order. A run of one (the most
    /// common case besides "everyone on main") allocates no array. Frozen, so that its inlinable `init()` may
    /// set its properties under library evolution (it is built into callers as it is).
    @frozen
    @usableFromInline
    struct Run {
        @usableFromInline var head: SubscriberSlot?
        @usableFromInline var rest: ContiguousArray<SubscriberSlot> = []

        @inlinable
        init() {}

        @inlinable
        mutating func append(_ slot: SubscriberSlot) {
            if head == nil {
                head = slot
            } else {
                rest.append(slot)
            }
        }

        @inlinable
        func dispatch<Delegate: Sendable>(
            group: DispatchGroup?,
            invocation: @escaping @Sendable (Delegate?) -> Void
        ) {
            guard let head else { return }
            if rest.isEmpty {
                head.queue.async(group: group) { Delivery.call(head, invocation) }
            } else {
                head.queue.async(group: group) { [rest] in
                    Delivery.call(head, invocation)
                    for slot in rest {
                        Delivery.call(slot, invocation)
                    }
                }
            }
        }
    }

    /// Runs one subscriber's callback, unless it was unsubscribed after the broadcast.
    @inlinable
    static func call<Delegate: Sendable>(_ slot: SubscriberSlot, _ invocation: (Delegate?) -> Void) {
        guard slot.isActive?.load(ordering: .acquiring) ?? true else { return }
        let subscriber = slot.subscriber
        if subscriber == nil {
            slot.deathReport?.store(true, ordering: .releasing)
        }
        invocation(subscriber as? Delegate)
    }
}
