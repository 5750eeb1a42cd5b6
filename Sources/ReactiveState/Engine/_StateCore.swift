// SPDX-License-Identifier: MPL-2.0

import Atomics

/// The engine behind every state type: the value, its lock, its subscribers and their delivery.
///
/// It is public only so that the state types can share one implementation of their API (`StateWrapper`); it
/// has no public members.
///
/// Two rules give the semantics:
/// - **Subscribers run with no lock held.** A change is stored under the lock; delivery happens after unlocking,
///   so a subscriber may read or write the state with any `StateLock`.
/// - **Delivery is serialized and breadth-first.** Exactly one thread at a time runs the delivery loop. A change
///   made while a delivery is running (by a subscriber, or by another thread) is queued and delivered after the
///   current one has reached every subscriber. So every subscriber sees the states in the order they were
///   stored, and each `DiffedValue.old` is the state that subscriber saw last.
///
/// Per-subscription bookkeeping (demand, last value seen) is owned by whichever thread runs the delivery loop;
/// requests for demand and releases are queued like changes, so that bookkeeping needs no lock of its own.
///
/// The hot path is `@inlinable` so that it is specialized for the caller's value type: unspecialized, every
/// change spent most of its time looking up generic metadata.
public final class _StateCore<Value>: @unchecked Sendable {  // Safety: `fields` under `lock`; `delivered` below.
    @usableFromInline
    struct Fields {
        @usableFromInline var value: Value
        @usableFromInline var pending = PendingQueue<Delivery>()
        @usableFromInline var isDelivering = false
        @usableFromInline var subscriptions: [StateSubscription<Value>] = []
        /// Set once someone observes the state as an `ObservableObject`; fired before every change.
        @usableFromInline var willChange: WillChangeSignal?

        @usableFromInline
        init(value: Value) {
            self.value = value
        }
    }

    @usableFromInline
    enum Delivery {
        case state(Value)
        case demand(StateSubscription<Value>, Subscribers.Demand)
        case release(StateSubscription<Value>)
    }

    @usableFromInline let lock: CoreLock
    @usableFromInline var fields: Fields
    /// The last state the delivery loop handed out: what a subscriber that asks for demand late catches up to.
    /// Read and written only by the thread that owns the delivery loop (`fields.isDelivering`, set and cleared
    /// under the lock, hands it over).
    @usableFromInline var delivered: Value
    @usableFromInline let isDuplicate: ((Value, Value) -> Bool)?
    /// Whether the object owning this state has been linked (or found unable to be).
    @usableFromInline let isOwnerLinked = ManagedAtomic(false)
    /// Runs under the lock on every change before it is stored (ManagedState's rules); set before first use.
    @usableFromInline let settle: ((inout Value, Value) -> Void)?

    @usableFromInline
    init(
        _ value: Value,
        lock: StateLock,
        isDuplicate: ((Value, Value) -> Bool)?,
        settle: ((inout Value, Value) -> Void)? = nil
    ) {
        self.lock = CoreLock(lock)
        self.fields = Fields(value: value)
        self.delivered = value
        self.isDuplicate = isDuplicate
        self.settle = settle
    }

    @inlinable
    var value: Value {
        lock.withLock { fields.value }
    }

    /// The signal behind the state's `objectWillChange`, created on first use.
    var willChangeSignal: WillChangeSignal {
        lock.withLock {
            if let signal = fields.willChange { return signal }
            let signal = WillChangeSignal()
            fields.willChange = signal
            return signal
        }
    }

    /// Links the object whose stored property holds this state, so that changes fire its `objectWillChange`
    /// too. Only the first owner is linked; later calls cost one atomic load (every read and write through the
    /// owner makes one).
    @inlinable
    func linkOwner(_ owner: AnyObject) {
        guard !isOwnerLinked.load(ordering: .acquiring) else { return }
        linkFirstOwner(owner)
    }

    @usableFromInline
    func linkFirstOwner(_ owner: AnyObject) {
        guard !isOwnerLinked.exchange(true, ordering: .acquiringAndReleasing),
            let problem = willChangeSignal.link(owner)
        else { return }
        Diagnostics.report(problem)
    }

    /// The number of live subscriptions (for tests and diagnostics).
    var subscriptionCount: Int {
        lock.withLock { fields.subscriptions.count }
    }

    /// Changes the value atomically and delivers the result. A change that only touches fields the value's `==`
    /// ignores (such as `@IgnoredState`) is stored but not delivered.
    @inlinable
    @discardableResult
    func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        try mutate(announcing: { _ in true }, body)
    }

    /// Assigns a whole value. Assigning one equal to the current value announces nothing in advance.
    @inlinable
    func assign(_ newValue: Value) {
        mutate(announcing: { [isDuplicate] current in !(isDuplicate?(current, newValue) ?? false) }) { $0 = newValue }
    }

    /// Assigns one property. Like `assign(_:)`, an assignment that leaves the value equal announces nothing.
    @inlinable
    func assign<Member>(_ newValue: Member, at keyPath: WritableKeyPath<Value, Member>) {
        write { $0[keyPath: keyPath] = newValue }
    }

    /// Applies a change that only assigns (a write through a binding or a `DiffedValue`). Before it announces,
    /// it runs the change on a copy: a change that leaves the value equal to the current one announces nothing.
    /// (A `withLock` block is not run twice, so `mutate` announces it unconditionally.)
    @inlinable
    func write(_ change: (inout Value) -> Void) {
        mutate(
            announcing: { [isDuplicate] current in
                guard let isDuplicate else { return true }
                var copy = current
                change(&copy)
                return !isDuplicate(current, copy)
            },
            change
        )
    }

    /// `mutate`, firing the will-change signal first (with no lock held) when there is one and `announces` says
    /// the write may change the current value.
    @inlinable
    func mutate<R>(announcing announces: (Value) -> Bool, _ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        if let signal = fields.willChange, announces(fields.value) {
            lock.unlock()
            signal.send()
            lock.lock()
        }
        var draft = fields.value
        let result: R
        do {
            result = try body(&draft)
        } catch {
            lock.unlock()
            throw error
        }
        let previous = fields.value
        settle?(&draft, previous)
        fields.value = draft
        let deliverNow: Bool
        if let isDuplicate, isDuplicate(previous, draft) {
            deliverNow = false
        } else if fields.isDelivering {
            fields.pending.append(.state(draft))
            deliverNow = false
        } else {
            fields.isDelivering = true
            deliverNow = true
        }
        let audience = deliverNow ? fields.subscriptions : []
        lock.unlock()
        // The replaced value is released here, with no lock held: its deinit may use this state.
        withExtendedLifetime(previous) {}
        if deliverNow {
            runDeliveries(from: .state(draft), audience: audience)
        }
        return result
    }

    /// Adds a subscriber. It receives the current state as soon as it requests demand, with `old == nil`.
    @inlinable
    func subscribe<S: Subscriber>(
        _ subscriber: S,
        input: @escaping (_ old: Value?, _ new: Value, _ core: _StateCore<Value>) -> S.Input
    ) where S.Failure == Never {
        let subscription = StateSubscription(core: self)
        subscription.downstream = { old, new in subscriber.receive(input(old, new, self)) }
        lock.withLock { fields.subscriptions.append(subscription) }
        subscriber.receive(subscription: subscription)
    }

    @usableFromInline
    func schedule(_ delivery: Delivery) {
        lock.lock()
        if fields.isDelivering {
            fields.pending.append(delivery)
            lock.unlock()
            return
        }
        fields.isDelivering = true
        lock.unlock()
        runDeliveries(from: delivery, audience: [])
    }

    @usableFromInline
    func remove(_ subscription: StateSubscription<Value>) {
        lock.withLock { fields.subscriptions.removeAll { $0 === subscription } }
        schedule(.release(subscription))
    }

    /// The delivery loop. Only the thread that set `isDelivering` runs it; it ends by clearing the flag under the
    /// lock when nothing is pending, so no queued delivery is ever stranded.
    @inlinable
    func runDeliveries(from first: Delivery, audience firstAudience: [StateSubscription<Value>]) {
        var delivery = first
        var audience = firstAudience
        while true {
            switch delivery {
            case .state(let value):
                delivered = value
                for subscription in audience {
                    subscription.offer(value)
                }
            case .demand(let subscription, let demand):
                subscription.grant(demand, latest: delivered)
            case .release(let subscription):
                subscription.release()
            }
            lock.lock()
            guard let next = fields.pending.popFirst() else {
                fields.isDelivering = false
                lock.unlock()
                return
            }
            let nextAudience: [StateSubscription<Value>]? =
                if case .state = next { fields.subscriptions } else { nil }
            lock.unlock()
            // Replaced after unlocking: dropping the last reference to a cancelled subscription runs deinits.
            if let nextAudience { audience = nextAudience }
            delivery = next
        }
    }
}

/// A core seen without its value type: what a `ValueSubject` and its children share for `objectWillChange`.
protocol OwnedState: AnyObject, Sendable {
    var willChangeSignal: WillChangeSignal { get }
    func linkOwner(_ owner: AnyObject)
}

extension _StateCore: OwnedState {}
