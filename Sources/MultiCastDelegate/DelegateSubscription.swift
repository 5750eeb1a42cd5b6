// SPDX-License-Identifier: MPL-2.0

import Dispatch

/// A store of delegate subscribers and the queue each one receives its callbacks on.
///
/// ``DelegateMultiCasting`` forwards every subscription to a store of this type. The library ships
/// ``DelegateSubscriptionHandle``, a complete thread-safe implementation that holds subscribers weakly; write
/// your own only when you need different semantics (strong references, say).
///
/// The store works on `any MultiCastDelegate` so that one store can hold subscribers of different delegate
/// types; ``DelegateMultiCasting`` puts a typed API on top.
///
/// A store is a class because its subscriber list is shared mutable state: every copy of a value type would
/// keep its own list, and the producer would broadcast to the wrong one.
public protocol DelegateSubscription: AnyObject, Sendable {
    /// The subscribers that are still alive, in registration order (oldest first).
    ///
    /// Implementations that hold subscribers weakly leave out the ones that have been deallocated.
    var subscribers: [any MultiCastDelegate] { get }

    /// Registers `subscriber` to receive callbacks on `queue`.
    ///
    /// Subscribing an object that is already registered does not add it twice: it changes the queue its
    /// later callbacks are delivered on.
    func subscribe(_ subscriber: any MultiCastDelegate, receive queue: DispatchQueue)

    /// Removes `subscriber`. Removing an object that is not registered does nothing.
    func unsubscribe(_ subscriber: any MultiCastDelegate)

    /// The queue `subscriber` registered with, or `DispatchQueue.main` if it is not registered.
    func queue(for subscriber: any MultiCastDelegate) -> DispatchQueue
}
