// SPDX-License-Identifier: MPL-2.0

import Atomics
import SwiftConcurrency

/// One subscriber's link to a `_StateCore`.
///
/// `demand`, `lastSeen`, `owesLatest` and `downstream` belong to the thread running the core's delivery loop
/// (see `_StateCore`); `request` and `cancel` may come from any thread, so they only queue work for that loop.
/// `isCancelled` is the one field read across threads, and it is atomic: once `cancel()` returns, no further
/// value is delivered.
///
/// The subscriber sits behind a closure made where the subscriber's type is known, so delivery is specialized
/// code; a generic subclass would dispatch through its vtable to unspecialized code, which costs metadata lookups
/// on every delivery.
@usableFromInline
final class StateSubscription<Value>: Subscription, @unchecked Sendable {  // @unchecked: ownership as above.
    @usableFromInline var demand: Subscribers.Demand = .none
    @usableFromInline var lastSeen: Value?
    /// True while the subscriber has missed a state for lack of demand; the next grant delivers the latest one.
    @usableFromInline var owesLatest = true
    /// Hands one value to the subscriber and returns the extra demand it asks for; nil once released.
    @usableFromInline var downstream: ((_ old: Value?, _ new: Value) -> Subscribers.Demand)?
    @usableFromInline let isCancelled = ManagedAtomic(false)
    @usableFromInline let core: _StateCore<Value>

    @inlinable
    init(core: _StateCore<Value>) {
        self.core = core
    }

    @inlinable
    func offer(_ value: Value) {
        guard !isCancelled.load(ordering: .acquiring) else { return }
        guard demand > 0 else {
            owesLatest = true
            return
        }
        send(value)
    }

    @usableFromInline
    func grant(_ more: Subscribers.Demand, latest: Value) {
        guard !isCancelled.load(ordering: .acquiring) else { return }
        demand += more
        if owesLatest, demand > 0 {
            send(latest)
        }
    }

    @inlinable
    func send(_ value: Value) {
        guard let downstream else { return }
        let old = lastSeen
        lastSeen = value
        owesLatest = false
        if demand != .unlimited {
            demand -= 1
        }
        demand += downstream(old, value)
    }

    /// Drops the subscriber (on the delivery thread, after the last delivery to it).
    @usableFromInline
    func release() {
        downstream = nil
    }

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
        ProgramStop.require(
            demand > 0, "A subscriber requested \(demand) values; Combine requires a positive demand."
        )
        core.schedule(.demand(self, demand))
    }

    @usableFromInline
    func cancel() {
        // `exchange`, so that of two racing `cancel()` calls exactly one removes the subscription.
        guard !isCancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        core.remove(self)
    }
}
