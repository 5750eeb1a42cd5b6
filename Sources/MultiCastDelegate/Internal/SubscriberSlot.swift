import Dispatch

/// One registered subscriber as a broadcast sees it: a weak reference, its queue, and its subscription's
/// token.
///
/// Slots never change; a re-subscribe on a new queue stores a new slot. So a broadcast can copy the slot list
/// under the lock and deliver from the copy after releasing it. A slot is a class so that a callback captures
/// it with one retain instead of copying three references.
///
/// `@unchecked Sendable`: `subscriber` is assigned only in `init` (it is a `weak let` where the compiler
/// supports one, which also spares every load a dynamic exclusivity check), and the runtime makes loading a
/// weak reference safe from any thread; every other property is an immutable `Sendable` value.
@usableFromInline
final class SubscriberSlot: @unchecked Sendable {
    #if compiler(>=6.2)
    @usableFromInline
    weak let subscriber: (any MultiCastDelegate)?
    #else
    @usableFromInline
    private(set) weak var subscriber: (any MultiCastDelegate)?
    #endif
    /// The subscriber's identity, kept so the slot can be unindexed after the subscriber is deallocated.
    let identity: ObjectIdentifier
    @usableFromInline
    let queue: DispatchQueue
    /// `nil` for slots built from a custom ``DelegateSubscription``, which has no way to cancel deliveries.
    @usableFromInline
    let token: SubscriptionToken?

    init(_ subscriber: any MultiCastDelegate, queue: DispatchQueue, token: SubscriptionToken?) {
        self.subscriber = subscriber
        self.identity = ObjectIdentifier(subscriber)
        self.queue = queue
        self.token = token
    }
}
