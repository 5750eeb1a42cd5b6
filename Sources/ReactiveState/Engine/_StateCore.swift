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
public final class _StateCore<Value> {
    @usableFromInline
    struct Fields {
        @usableFromInline var _value: Value
        @usableFromInline var _pending = PendingQueue<Delivery>()
        @usableFromInline var _isDelivering = false
        @usableFromInline var _subscriptions: [StateSubscription<Value>] = []
        /// Set once someone observes the state as an `ObservableObject`; fired before every change.
        @usableFromInline var _willChange: WillChangeSignal?
        #if DEBUG
        /// The caller's code running under the lock, if any: what the stop of a re-entered lock names.
        @usableFromInline var _running: LockedWork?
        #endif

        @usableFromInline
        init(value: Value) {
            self._value = value
        }
    }

    @usableFromInline
    enum Delivery {
        case state(Value)
        case demand(StateSubscription<Value>, Subscribers.Demand)
        case release(StateSubscription<Value>)
    }

    @usableFromInline let _lock: CoreLock
    @usableFromInline var _fields: Fields
    /// The last state the delivery loop handed out: what a subscriber that asks for demand late catches up to.
    /// Read and written only by the thread that owns the delivery loop (`fields.isDelivering`, set and cleared
    /// under the lock, hands it over).
    @usableFromInline var _delivered: Value
    @usableFromInline let _isDuplicate: ((Value, Value) -> Bool)?
    /// Whether the object owning this state has been linked (or found unable to be).
    @usableFromInline let _isOwnerLinked = ManagedAtomic(false)
    /// Runs under the lock on every change before it is stored (ManagedState's rules); set before first use.
    @usableFromInline let _settle: ((inout Value, Value) -> Void)?

    @usableFromInline
    init(
        _ value: Value,
        lock: StateLock,
        isDuplicate: ((Value, Value) -> Bool)?,
        settle: ((inout Value, Value) -> Void)? = nil
    ) {
        self._lock = CoreLock(lock)
        self._fields = Fields(value: value)
        self._delivered = value
        self._isDuplicate = isDuplicate
        self._settle = settle
    }

    @inlinable
    var value: Value {
        withLock(for: .read) { _fields._value }
    }

    /// The signal behind the state's `objectWillChange`, created on first use.
    var willChangeSignal: WillChangeSignal {
        withLock(for: .observe) {
            if let signal = _fields._willChange { return signal }
            let signal = WillChangeSignal()
            _fields._willChange = signal
            return signal
        }
    }

    /// Links the object whose stored property holds this state, so that changes fire its `objectWillChange`
    /// too. Only the first owner is linked; later calls cost one atomic load (every read and write through the
    /// owner makes one).
    @inlinable
    func linkOwner(_ owner: AnyObject) {
        guard !_isOwnerLinked.load(ordering: .acquiring) else { return }
        linkFirstOwner(owner)
    }

    @usableFromInline
    func linkFirstOwner(_ owner: AnyObject) {
        guard !_isOwnerLinked.exchange(true, ordering: .acquiringAndReleasing),
            let problem = willChangeSignal.link(owner)
        else { return }
        Diagnostics.report(problem)
    }

    /// The number of live subscriptions (for tests and diagnostics).
    var subscriptionCount: Int {
        withLock(for: .read) { _fields._subscriptions.count }
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
        mutate(announcing: { [_isDuplicate] current in !(_isDuplicate?(current, newValue) ?? false) }) { $0 = newValue }
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
            announcing: { [_isDuplicate] current in
                guard let _isDuplicate else { return true }
                var copy = current
                change(&copy)
                return !_isDuplicate(current, copy)
            },
            change
        )
    }

    /// `mutate`, firing the will-change signal first (with no lock held) when there is one and `announces` says
    /// the write may change the current value.
    @inlinable
    func mutate<R>(announcing announces: (Value) -> Bool, _ body: (inout Value) throws -> R) rethrows -> R {
        lock(for: .write)
        if let signal = _fields._willChange, running(.comparison, { announces(_fields._value) }) {
            _lock.unlock()
            signal.send()
            lock(for: .write)
        }
        var draft = _fields._value
        let result: R
        do {
            result = try running(.body) { try body(&draft) }
        } catch {
            _lock.unlock()
            throw error
        }
        let previous = _fields._value
        if let _settle {
            running(.rules) { _settle(&draft, previous) }
        }
        _fields._value = draft
        let deliverNow: Bool
        if let _isDuplicate, running(.comparison, { _isDuplicate(previous, draft) }) {
            deliverNow = false
        } else if _fields._isDelivering {
            _fields._pending.append(.state(draft))
            deliverNow = false
        } else {
            _fields._isDelivering = true
            deliverNow = true
        }
        let audience = deliverNow ? _fields._subscriptions : []
        _lock.unlock()
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
        subscription._downstream = { old, new in subscriber.receive(input(old, new, self)) }
        withLock(for: .subscribe) { _fields._subscriptions.append(subscription) }
        subscriber.receive(subscription: subscription)
    }

    @usableFromInline
    func schedule(_ delivery: Delivery) {
        lock(for: .subscription)
        if _fields._isDelivering {
            _fields._pending.append(delivery)
            _lock.unlock()
            return
        }
        _fields._isDelivering = true
        _lock.unlock()
        runDeliveries(from: delivery, audience: [])
    }

    @usableFromInline
    func remove(_ subscription: StateSubscription<Value>) {
        withLock(for: .subscription) { _fields._subscriptions.removeAll { $0 === subscription } }
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
                _delivered = value
                for subscription in audience {
                    subscription.offer(value)
                }
            case .demand(let subscription, let demand):
                subscription.grant(demand, latest: _delivered)
            case .release(let subscription):
                subscription.release()
            }
            _lock.lock()
            guard let next = _fields._pending.popFirst() else {
                _fields._isDelivering = false
                _lock.unlock()
                return
            }
            let nextAudience: [StateSubscription<Value>]? =
                if case .state = next { _fields._subscriptions } else { nil }
            _lock.unlock()
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

// Safety: `_fields` is read and written only under `_lock`; `_delivered` only by the thread that owns the
// delivery loop, which `_fields._isDelivering` hands over under the lock.
extension _StateCore: @unchecked Sendable {}
