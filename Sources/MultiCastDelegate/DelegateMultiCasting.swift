// SPDX-License-Identifier: MPL-2.0

import Dispatch
import SwiftConcurrency

/// A producer that broadcasts delegate callbacks to many subscribers, each on its own queue.
///
/// Adopt it on the object that owns the subscriber list. The only requirement you implement is
/// ``delegates``; ``subscribeDelegate(_:receive:)``, ``unsubscribeDelegate(_:)`` and ``invoke(invocation:)``
/// come from a protocol extension that forwards to that store.
///
/// ```swift
/// protocol DownloadDelegate: MultiCastDelegate {
///     func downloadDidStart(_ url: URL)
///     func downloadDidFinish(_ url: URL, data: Data)
/// }
///
/// final class Downloader: DelegateMultiCasting, Sendable {
///     typealias Delegate = any DownloadDelegate
///     let delegates: any DelegateSubscription = DelegateSubscriptionHandle()
///
///     func start(_ url: URL) {
///         invoke { $0?.downloadDidStart(url) }
///     }
/// }
///
/// downloader.subscribeDelegate(observer, receive: .main)
/// downloader.unsubscribeDelegate(observer)
/// ```
///
/// `Delegate` is usually a protocol refining ``MultiCastDelegate`` (`any DownloadDelegate`), but may be any
/// class that conforms to it. Passing a `Delegate` that is not a ``MultiCastDelegate`` to
/// ``subscribeDelegate(_:receive:)`` or ``unsubscribeDelegate(_:)`` stops the program with a message that
/// names the type, rather than being silently ignored.
///
/// ## Topics
/// ### Managing subscribers
/// - ``delegates``
/// - ``subscribeDelegate(_:receive:)``
/// - ``unsubscribeDelegate(_:)``
/// - ``containsDelegate(_:)``
/// - ``delegateCount``
/// ### Broadcasting
/// - ``invoke(invocation:)``
/// - ``invokeAndWait(invocation:)``
/// - ``invokeOnMainActor(_:)``
/// - ``invokeOnMainActorAndWait(_:)``
public protocol DelegateMultiCasting: Sendable {
    /// The type subscribers are called through: a protocol refining ``MultiCastDelegate`` (written
    /// `any MyDelegate`) or a class conforming to it.
    associatedtype Delegate: Sendable

    /// The store that holds the subscribers, usually a ``DelegateSubscriptionHandle``.
    var delegates: any DelegateSubscription { get }

    /// Registers `delegate` to receive callbacks on `queue`, or moves it to `queue` if already registered.
    ///
    /// The delegate is held weakly: it never has to unsubscribe before it is deallocated.
    func subscribeDelegate(_ delegate: Delegate, receive queue: DispatchQueue)

    /// Removes `delegate`; callbacks already queued for it are dropped. Does nothing if it is not registered.
    func unsubscribeDelegate(_ delegate: Delegate)

    /// Calls `invocation` once for every subscriber, asynchronously, on each subscriber's queue, newest
    /// registration first.
    ///
    /// The closure's argument is `nil` if the subscriber has been deallocated by the time its callback runs,
    /// so write `$0?.method()`. `invoke` never waits for a callback; see ``invokeAndWait(invocation:)``.
    func invoke(invocation: @escaping @Sendable (Delegate?) -> Void)
}

extension DelegateMultiCasting {
    /// Forwards to ``DelegateSubscription/subscribe(_:receive:)``.
    public func subscribeDelegate(_ delegate: Delegate, receive queue: DispatchQueue) {
        delegates.subscribe(Self.subscriber(delegate, in: "subscribeDelegate"), receive: queue)
    }

    /// Forwards to ``DelegateSubscription/unsubscribe(_:)``.
    public func unsubscribeDelegate(_ delegate: Delegate) {
        delegates.unsubscribe(Self.subscriber(delegate, in: "unsubscribeDelegate"))
    }

    /// Dispatches `invocation` to every subscriber's queue, newest registration first.
    @inlinable
    public func invoke(invocation: @escaping @Sendable (Delegate?) -> Void) {
        Delivery.broadcast(to: deliverySlots, as: Delegate.self, group: nil, invocation: invocation)
    }

    /// Broadcasts like ``invoke(invocation:)`` and returns once every callback it queued has finished.
    ///
    /// Use it where the caller must know delivery is over: in tests, or before tearing down what the
    /// callbacks use. Callbacks that were dropped (their subscriber unsubscribed first) count as finished.
    /// It suspends, never blocks, so it may be awaited on the main actor even when subscribers receive on
    /// the main queue.
    ///
    /// This always uses the default delivery, even if the conforming type implements its own
    /// ``invoke(invocation:)``.
    @inlinable
    public func invokeAndWait(invocation: @escaping @Sendable (Delegate?) -> Void) async {
        let group = DispatchGroup()
        Delivery.broadcast(to: deliverySlots, as: Delegate.self, group: group, invocation: invocation)
        await Delivery.wait(for: group)
    }

    /// Calls `invocation` once for every subscriber on the main actor, asynchronously, newest registration
    /// first: the broadcast for delegate protocols whose callbacks are `@MainActor` (a UI subscriber, or any
    /// delegate protocol declared in an app target that is main-actor by default).
    ///
    /// ```swift
    /// @MainActor protocol ProgressDelegate: MultiCastDelegate {
    ///     func progressDidChange(_ fraction: Double)
    /// }
    ///
    /// invokeOnMainActor { $0?.progressDidChange(0.5) }   // the compiler knows this runs on the main actor
    /// ```
    ///
    /// Every callback of the broadcast runs in one block on the main queue, whatever queue each subscriber
    /// registered with; otherwise the rules of ``invoke(invocation:)`` hold: the argument is `nil` for a
    /// subscriber deallocated meanwhile, and nothing runs for one unsubscribed before its turn. Called from the
    /// main actor, it still returns before any callback runs.
    @inlinable
    public func invokeOnMainActor(_ invocation: @escaping @MainActor (Delegate?) -> Void) {
        Delivery.broadcastOnMainActor(to: deliverySlots, as: Delegate.self, group: nil, invocation: invocation)
    }

    /// Broadcasts like ``invokeOnMainActor(_:)`` and returns once every callback it queued has finished.
    ///
    /// It runs on the main actor, so it takes the subscribers registered when it is called from there; it
    /// suspends, never blocks.
    @inlinable
    @MainActor
    public func invokeOnMainActorAndWait(_ invocation: @escaping @MainActor (Delegate?) -> Void) async {
        let group = DispatchGroup()
        Delivery.broadcastOnMainActor(to: deliverySlots, as: Delegate.self, group: group, invocation: invocation)
        await Delivery.wait(for: group)
    }

    /// Whether `delegate` is currently subscribed.
    public func containsDelegate(_ delegate: Delegate) -> Bool {
        let subscriber = Self.subscriber(delegate, in: "containsDelegate")
        if let handle = delegates as? DelegateSubscriptionHandle {
            return handle.contains(subscriber)
        }
        return delegates.subscribers.contains { $0 === subscriber }
    }

    /// The number of live subscribers.
    public var delegateCount: Int {
        delegates.subscribers.count
    }

    /// The built-in handle's slots directly (no array of strong references), or slots built from a custom
    /// store's public requirements.
    @inlinable
    var deliverySlots: ContiguousArray<SubscriberSlot?> {
        if let handle = delegates as? DelegateSubscriptionHandle {
            return handle.deliverySlots()
        }
        return Delivery.slots(of: delegates)
    }

    private static func subscriber(_ delegate: Delegate, in operation: String) -> any MultiCastDelegate {
        guard let subscriber = delegate as? any MultiCastDelegate else {
            ProgramStop.stop(
                "\(Self.self).\(operation): \(type(of: delegate)) is not a MultiCastDelegate. Declare "
                    + "`typealias Delegate` as a protocol refining MultiCastDelegate (`any MyDelegate`) or as a "
                    + "class conforming to it."
            )
        }
        return subscriber
    }
}
