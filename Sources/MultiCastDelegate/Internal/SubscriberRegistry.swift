// SPDX-License-Identifier: MPL-2.0

import Atomics
import Dispatch

/// The subscriber list of a ``DelegateSubscriptionHandle``: ordered, weak, and indexed by object identity.
///
/// This is pure bookkeeping with no locking; the handle serialises every call.
///
/// Removing a subscriber leaves a vacant (`nil`) slot instead of shifting the rest, so removal is O(1) and
/// registration order survives. Vacant slots, and slots whose subscriber has been deallocated, are swept
/// out once they could make up half the list, which keeps `subscribe` and `unsubscribe` O(1) amortised and
/// the list at most about twice the number of live subscribers.
///
/// None of the mutating methods may release the last strong reference to a subscriber: its `deinit` would
/// run while the handle's lock is held, and a `deinit` that unsubscribes would deadlock. Wherever a weak
/// reference has to be loaded, the strong reference is handed back in `keepAlive` for the caller to drop
/// after unlocking. Comparing with a subscriber the caller passed in is safe, since the caller owns it.
struct SubscriberRegistry: Sendable {
    /// Registration order, oldest first; `nil` marks a slot vacated by `unsubscribe`.
    private(set) var slots: ContiguousArray<SubscriberSlot?> = []
    private var indexByIdentity: [ObjectIdentifier: Int] = [:]
    private var vacantCount = 0
    /// `subscribe` sweeps deallocated subscribers when the list reaches this length.
    private var sweepThreshold = Self.minimumSweepThreshold

    private static let minimumSweepThreshold = 32

    /// Raised by a callback that finds its subscriber deallocated; see ``sweepIfReported(keepAlive:)``.
    let deathReport = ManagedAtomic(false)

    /// Sweeps if a callback found a deallocated subscriber since the last sweep: broadcasts skip no dead
    /// slot themselves (checking would cost every callback two more reference-count operations), so this is
    /// what stops broadcasts to a dead subscriber once one of its callbacks has found it gone.
    mutating func sweepIfReported(keepAlive: inout [any MultiCastDelegate]) {
        guard deathReport.load(ordering: .acquiring) else { return }
        deathReport.store(false, ordering: .releasing)
        sweep(keepAlive: &keepAlive)
    }

    /// Registers `subscriber`, or moves an existing registration to `queue` without changing its position.
    mutating func subscribe(
        _ subscriber: any MultiCastDelegate,
        queue: DispatchQueue,
        keepAlive: inout [any MultiCastDelegate]
    ) {
        let identity = ObjectIdentifier(subscriber)
        if let index = indexByIdentity[identity], let existing = slots[index] {
            if existing.subscriber === subscriber {
                if existing.queue !== queue {
                    slots[index] = SubscriberSlot(
                        subscriber,
                        queue: queue,
                        isActive: existing.isActive,
                        deathReport: deathReport
                    )
                }
                return
            }
            // The registered object was deallocated and `subscriber` now lives at its address.
            vacate(index)
        }
        indexByIdentity[identity] = slots.count
        slots.append(SubscriberSlot(subscriber, queue: queue, isActive: ManagedAtomic(true), deathReport: deathReport))
        if slots.count >= sweepThreshold {
            sweep(keepAlive: &keepAlive)
        }
    }

    /// Removes `subscriber` and returns its subscription's "still active" flag, or `nil` if it was not
    /// registered.
    mutating func unsubscribe(_ subscriber: any MultiCastDelegate) -> ManagedAtomic<Bool>? {
        let identity = ObjectIdentifier(subscriber)
        guard let index = indexByIdentity[identity], let slot = slots[index] else { return nil }
        let wasRegistered = slot.subscriber === subscriber
        vacate(index)
        if vacantCount > Self.minimumSweepThreshold / 2, vacantCount * 2 > slots.count {
            compactVacancies()
        }
        return wasRegistered ? slot.isActive : nil
    }

    /// The live slot registered for `subscriber`, if any.
    func slot(for subscriber: any MultiCastDelegate) -> SubscriberSlot? {
        guard let index = indexByIdentity[ObjectIdentifier(subscriber)], let slot = slots[index],
            slot.subscriber === subscriber
        else { return nil }
        return slot
    }

    /// Strong references to the subscribers still alive, oldest registration first.
    var liveSubscribers: [any MultiCastDelegate] {
        var alive: [any MultiCastDelegate] = []
        alive.reserveCapacity(slots.count - vacantCount)
        for case let slot? in slots {
            if let subscriber = slot.subscriber {
                alive.append(subscriber)
            }
        }
        return alive
    }

    private mutating func vacate(_ index: Int) {
        if let slot = slots[index], indexByIdentity[slot.identity] == index {
            indexByIdentity[slot.identity] = nil
        }
        slots[index] = nil
        vacantCount += 1
    }

    /// Drops vacant slots and slots of deallocated subscribers, then reindexes.
    private mutating func sweep(keepAlive: inout [any MultiCastDelegate]) {
        var survivors = ContiguousArray<SubscriberSlot?>()
        survivors.reserveCapacity(slots.count - vacantCount)
        for case let slot? in slots {
            if let subscriber = slot.subscriber {
                keepAlive.append(subscriber)
                survivors.append(slot)
            }
        }
        adopt(survivors)
    }

    /// Drops vacant slots only: no weak reference is loaded, so nothing needs keeping alive.
    private mutating func compactVacancies() {
        var survivors = ContiguousArray<SubscriberSlot?>()
        survivors.reserveCapacity(slots.count - vacantCount)
        for case let slot? in slots {
            survivors.append(slot)
        }
        adopt(survivors)
    }

    private mutating func adopt(_ survivors: ContiguousArray<SubscriberSlot?>) {
        slots = survivors
        vacantCount = 0
        indexByIdentity.removeAll(keepingCapacity: true)
        // Indexing by the stored identity loads no weak reference. A slot whose subscriber has died since
        // stays indexed until `subscribe` meets a new object at the same address and vacates it.
        for (index, slot) in slots.enumerated() {
            if let slot {
                indexByIdentity[slot.identity] = index
            }
        }
        sweepThreshold = max(Self.minimumSweepThreshold, slots.count * 2)
    }
}
