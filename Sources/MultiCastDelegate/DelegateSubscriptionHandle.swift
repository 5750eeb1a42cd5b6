// SPDX-License-Identifier: MPL-2.0

import Atomics
import Dispatch
import SwiftConcurrency

/// The ready-made, thread-safe ``DelegateSubscription``: holds subscribers weakly, in registration order,
/// each with its own queue.
///
/// Give one to every ``DelegateMultiCasting`` producer:
///
/// ```swift
/// let delegates: any DelegateSubscription = DelegateSubscriptionHandle()
/// ```
///
/// ## Behaviour
/// - Subscribers are held weakly. One that is deallocated stops receiving callbacks once a callback has found
///   it gone (until then it gets `nil`); it never needs to unsubscribe in `deinit`, though it may.
/// - Subscribing an object twice keeps one registration, in its first position, and moves its later
///   callbacks to the new queue.
/// - Broadcasts reach subscribers in reverse registration order: the one registered last is called first.
///   Subscribers sharing a serial queue run in exactly that order.
/// - After ``unsubscribe(_:)`` returns, no callback starts for that subscriber, including callbacks a
///   broadcast had already queued. A callback that is already running when another thread unsubscribes
///   finishes; unsubscribing on the subscriber's own serial queue rules even that out.
/// - Every method may be called from any thread, including from inside a callback.
///
/// ## Cost
/// ``subscribe(_:receive:)``, ``unsubscribe(_:)``, ``contains(_:)`` and ``queue(for:)`` are O(1) amortised:
/// removal leaves a hole that is swept out later, together with deallocated subscribers, once holes could
/// make up half the list. A broadcast copies the list under the lock in O(1) (copy-on-write) and dispatches
/// after releasing it; if a callback has found a subscriber deallocated, it first sweeps, in O(n).
/// ``subscribers`` and ``count`` are O(n): they check every weak reference.
public final class DelegateSubscriptionHandle: DelegateSubscription {
    private let registry = ConcurrencySafeContainer(SubscriberRegistry())

    /// Creates an empty store.
    public init() {}

    /// The live subscribers, oldest registration first.
    public var subscribers: [any MultiCastDelegate] {
        registry.withLock { $0.liveSubscribers }
    }

    /// The number of live subscribers.
    public var count: Int {
        subscribers.count
    }

    /// Registers `subscriber` to receive callbacks on `queue`, or moves an existing registration to `queue`.
    public func subscribe(_ subscriber: any MultiCastDelegate, receive queue: DispatchQueue) {
        // Subscribers whose weak references were loaded during a sweep are released here, after unlocking,
        // so that no subscriber's deinit can run under the lock.
        let keepAlive = registry.withLock { registry in
            var keepAlive: [any MultiCastDelegate] = []
            registry.subscribe(subscriber, queue: queue, keepAlive: &keepAlive)
            return keepAlive
        }
        withExtendedLifetime(keepAlive) {}
    }

    /// Removes `subscriber` and drops any of its callbacks that are still queued. Does nothing if
    /// `subscriber` is not registered.
    public func unsubscribe(_ subscriber: any MultiCastDelegate) {
        let isActive = registry.withLock { $0.unsubscribe(subscriber) }
        isActive?.store(false, ordering: .releasing)
    }

    /// The queue `subscriber` registered with, or `DispatchQueue.main` if it is not registered.
    public func queue(for subscriber: any MultiCastDelegate) -> DispatchQueue {
        registry.withLock { $0.slot(for: subscriber)?.queue } ?? .main
    }

    /// Whether `subscriber` is registered (and, being passed in, alive).
    public func contains(_ subscriber: any MultiCastDelegate) -> Bool {
        registry.withLock { $0.slot(for: subscriber) != nil }
    }

    /// The slots to deliver a broadcast to, oldest registration first; vacant slots are `nil`.
    @usableFromInline
    func deliverySlots() -> ContiguousArray<SubscriberSlot?> {
        let (slots, keepAlive) = registry.withLock { registry in
            var keepAlive: [any MultiCastDelegate] = []
            registry.sweepIfReported(keepAlive: &keepAlive)
            return (registry.slots, keepAlive)
        }
        withExtendedLifetime(keepAlive) {}
        return slots
    }
}
