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
// Safety: ownership as above.
final class StateSubscription<Value>: Subscription, @unchecked Sendable {
    @usableFromInline var _demand: Subscribers.Demand = .none
    @usableFromInline var _lastSeen: Value?
    /// True while the subscriber has missed a state for lack of demand; the next grant delivers the latest one.
    @usableFromInline var _owesLatest = true
    /// Hands one value to the subscriber and returns the extra demand it asks for; nil once released.
    @usableFromInline var _downstream: ((_ old: Value?, _ new: Value) -> Subscribers.Demand)?
    @usableFromInline let _isCancelled = ManagedAtomic(false)
    @usableFromInline let _core: _StateCore<Value>

    @inlinable
    init(core: _StateCore<Value>) {
        self._core = core
    }

    @inlinable
    func offer(_ value: Value) {
        guard !_isCancelled.load(ordering: .acquiring) else { return }
        guard _demand > 0 else {
            _owesLatest = true
            return
        }
        send(value)
    }

    @usableFromInline
    func grant(_ more: Subscribers.Demand, latest: Value) {
        guard !_isCancelled.load(ordering: .acquiring) else { return }
        _demand += more
        if _owesLatest, _demand > 0 {
            send(latest)
        }
    }

    @inlinable
    func send(_ value: Value) {
        guard let _downstream else { return }
        let old = _lastSeen
        _lastSeen = value
        _owesLatest = false
        if _demand != .unlimited {
            _demand -= 1
        }
        _demand += _downstream(old, value)
    }

    /// Drops the subscriber (on the delivery thread, after the last delivery to it).
    @usableFromInline
    func release() {
        _downstream = nil
    }

    @usableFromInline
    func request(_ demand: Subscribers.Demand) {
        ProgramStop.require(
            demand > 0, "A subscriber requested \(demand) values; Combine requires a positive demand."
        )
        _core.schedule(.demand(self, demand))
    }

    @usableFromInline
    func cancel() {
        // `exchange`, so that of two racing `cancel()` calls exactly one removes the subscription.
        guard !_isCancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _core.remove(self)
    }
}
