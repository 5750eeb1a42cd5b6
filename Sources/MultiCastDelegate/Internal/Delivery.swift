import Dispatch

/// Dispatches one broadcast: the single code path behind `invoke` and `invokeAndWait`, for the built-in
/// handle and for custom stores alike.
@usableFromInline
enum Delivery {
    /// Queues `invocation` for every slot whose subscriber is alive, newest registration first.
    ///
    /// Each callback re-reads the weak reference when it runs, so a subscriber deallocated in between gets
    /// `nil`, and checks its subscription's token, so one unsubscribed in between gets nothing. When `group`
    /// is given, every queued callback is part of it.
    @inlinable
    static func broadcast<Delegate: Sendable>(
        to slots: ContiguousArray<SubscriberSlot?>,
        as _: Delegate.Type,
        group: DispatchGroup?,
        invocation: @escaping @Sendable (Delegate?) -> Void
    ) {
        for case let slot? in slots.reversed() where slot.subscriber != nil {
            slot.queue.async(group: group) {
                guard slot.token?.isActive ?? true else { return }
                invocation(slot.subscriber as? Delegate)
            }
        }
    }

    /// The slots of a custom ``DelegateSubscription``, built from its public requirements.
    @usableFromInline
    static func slots(of store: any DelegateSubscription) -> ContiguousArray<SubscriberSlot?> {
        ContiguousArray(
            store.subscribers.map { SubscriberSlot($0, queue: store.queue(for: $0), token: nil) }
        )
    }
}
