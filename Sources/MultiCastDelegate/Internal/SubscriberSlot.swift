// SPDX-License-Identifier: MPL-2.0

import Atomics
import Dispatch

/// One registered subscriber as a broadcast sees it: a weak reference, its queue, its subscription's
/// "still active" flag, and its store's "found deallocated" flag.
///
/// Slots never change; a re-subscribe on a new queue stores a new slot. So a broadcast can copy the slot list
/// under the lock and deliver from the copy after releasing it. A slot is a class so that a callback captures
/// it with one retain instead of copying three references.
///
/// `subscriber` is a `weak let` where the compiler supports one, which also spares every load a dynamic
/// exclusivity check.
@usableFromInline
// Safety: `subscriber` is assigned only in `init` and weak loads are thread-safe; the rest is immutable and
// `Sendable`.
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
    /// Lowered by `unsubscribe`; shared by every slot the subscription has used (a re-subscribe on a new queue
    /// makes a new slot). `nil` for slots built from a custom ``DelegateSubscription``, which cannot cancel.
    @usableFromInline
    let isActive: ManagedAtomic<Bool>?
    /// Raised by a callback that finds the subscriber deallocated, so that the next broadcast sweeps the store;
    /// `nil` for custom stores.
    @usableFromInline
    let deathReport: ManagedAtomic<Bool>?

    init(
        _ subscriber: any MultiCastDelegate,
        queue: DispatchQueue,
        isActive: ManagedAtomic<Bool>?,
        deathReport: ManagedAtomic<Bool>?
    ) {
        self.subscriber = subscriber
        self.identity = ObjectIdentifier(subscriber)
        self.queue = queue
        self.isActive = isActive
        self.deathReport = deathReport
    }
}
