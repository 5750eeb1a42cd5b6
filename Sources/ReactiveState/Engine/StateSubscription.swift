import SwiftConcurrency

/// One subscriber's link to a `StateCore`.
///
/// `demand`, `lastSeen` and `owesLatest` belong to the thread running the core's delivery loop (see `StateCore`);
/// `request` and `cancel` may come from any thread, so they only queue work for that loop. `isCancelled` is the
/// one field read across threads, and it is atomic: once `cancel()` returns, no further value is delivered.
class StateSubscription<Value>: Subscription, @unchecked Sendable {  // @unchecked: ownership as described above.
    private var demand: Subscribers.Demand = .none
    private var lastSeen: Value?
    /// True while the subscriber has missed a state for lack of demand; the next grant delivers the latest one.
    private var owesLatest = true
    private let isCancelled = AtomicFlag(false)
    private let core: StateCore<Value>

    init(core: StateCore<Value>) {
        self.core = core
    }

    final func offer(_ value: Value, from core: StateCore<Value>) {
        guard !isCancelled.isRaised else { return }
        guard demand > 0 else {
            owesLatest = true
            return
        }
        send(value, from: core)
    }

    final func grant(_ more: Subscribers.Demand, latest: Value, from core: StateCore<Value>) {
        guard !isCancelled.isRaised else { return }
        demand += more
        if owesLatest, demand > 0 {
            send(latest, from: core)
        }
    }

    private func send(_ value: Value, from core: StateCore<Value>) {
        let old = lastSeen
        lastSeen = value
        owesLatest = false
        if demand != .unlimited {
            demand -= 1
        }
        demand += deliver(old: old, new: value, from: core)
    }

    /// Hands one value to the subscriber; returns the extra demand it asks for.
    func deliver(old: Value?, new: Value, from core: StateCore<Value>) -> Subscribers.Demand { .none }

    /// Drops the subscriber (on the delivery thread, after the last delivery to it).
    func release() {}

    final func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "A subscriber requested \(demand) values; Combine requires a positive demand.")
        core.schedule(.demand(self, demand))
    }

    final func cancel() {
        guard !isCancelled.isRaised else { return }
        isCancelled.set(true)
        core.remove(self)
    }
}

/// A subscription that turns each state into the subscriber's input type (a `DiffedValue` or the bare value).
final class ForwardingSubscription<Value, Downstream: Subscriber>: StateSubscription<Value>, @unchecked Sendable
where Downstream.Failure == Never {
    // @unchecked: `downstream` is touched only on the delivery thread (delivery and release), like the base's fields.
    private var downstream: Downstream?
    private let input: (Value?, Value, StateCore<Value>) -> Downstream.Input

    init(
        core: StateCore<Value>,
        subscriber: Downstream,
        input: @escaping (Value?, Value, StateCore<Value>) -> Downstream.Input
    ) {
        self.downstream = subscriber
        self.input = input
        super.init(core: core)
    }

    override func deliver(old: Value?, new: Value, from core: StateCore<Value>) -> Subscribers.Demand {
        downstream?.receive(input(old, new, core)) ?? .none
    }

    override func release() {
        downstream = nil
    }
}
