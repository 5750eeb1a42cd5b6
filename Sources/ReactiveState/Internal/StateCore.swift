// SPDX-License-Identifier: MPL-2.0

import Atomics
import Foundation
import SwiftConcurrency

// The engine behind every state type, in the order a change runs: the core (its value, its lock, a change and
// the delivery loop), the ways to subscribe, one subscriber's link, the queue of pending deliveries, where a
// write through a `DiffedValue` goes, the lock itself, the signal to the owning object's `objectWillChange`, and
// the hop to the actor a subscriber was written on. A change crosses this file, the state type's own file,
// `DiffedValue.swift` and, for a `ManagedState`, `Rules.swift`.

// MARK: - The core

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
            lock(for: .delivery)
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

// Safety: `_fields` is read and written only under `_lock`; `_delivered` only by the thread that owns the
// delivery loop, which `_fields._isDelivering` hands over under the lock.
extension _StateCore: @unchecked Sendable {}

// MARK: - Subscribing

extension _StateCore {
    /// Subscribes with `DiffedValue`s that write back into this core.
    @inlinable
    func subscribeDiffs<S: Subscriber>(_ subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        subscribe(subscriber) { old, new, core in DiffedValue(old: old, new: new, editor: .core(core)) }
    }

    /// Subscribes a closure directly, without a Combine `Sink` in between: what the state types' own `sink`
    /// methods use. It is specialized for the caller's types (Combine's generic `sink` reaches the core through a
    /// protocol witness, which runs unspecialized), and it skips the lock a `Sink` takes per value.
    @inlinable
    func sink(_ receiveValue: @escaping (DiffedValue<Value>) -> Void) -> AnyCancellable {
        let subscription = StateSubscription(core: self)
        subscription._downstream = { old, new in
            receiveValue(DiffedValue(old: old, new: new, editor: .core(self)))
            return .none
        }
        withLock(for: .subscribe) { _fields._subscriptions.append(subscription) }
        subscription.request(.unlimited)
        return AnyCancellable(subscription)
    }

    /// `sink` for a closure written on an actor: delivered there (see `IsolatedDelivery`).
    @usableFromInline
    func isolatedSink(
        isolation: (any Actor)?,
        _ receiveValue: @escaping (DiffedValue<Value>) -> Void
    ) -> AnyCancellable {
        IsolatedDelivery.sink(CorePublisher(core: self), isolation: isolation, receiveValue)
    }

    /// A binding to the whole value: reads and atomic writes on this core, and its diffs as the publisher.
    @usableFromInline
    func rootBinding() -> UIBinding<Value> {
        UIBinding(
            read: { self.value },
            modify: { change, isAssignment in
                if isAssignment { self.write(change) } else { self.mutate(change) }
            },
            publisher: CorePublisher(core: self).eraseToAnyPublisher()
        )
    }
}

/// A core seen as a publisher of `DiffedValue`s (what `rootBinding` publishes).
struct CorePublisher<Value>: Publisher {
    typealias Output = DiffedValue<Value>
    typealias Failure = Never

    let core: _StateCore<Value>

    func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        core.subscribeDiffs(subscriber)
    }
}

// MARK: - One subscriber

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

    /// Not `@inlinable`: a library-evolution build requires a class's inlinable initializers to delegate, and a
    /// subscription is made once per subscriber, not per change.
    @usableFromInline
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

// MARK: - Pending deliveries

/// A first-in, first-out queue that reuses its storage: appends and removals never shift elements, and the
/// buffer is emptied (keeping its capacity) whenever the reader catches up, which it almost always does.
// Frozen so that its `@inlinable` initializer may set its stored properties in a library-evolution build.
@frozen
@usableFromInline
struct PendingQueue<Element> {
    @usableFromInline var _storage: [Element] = []
    @usableFromInline var _head = 0

    @inlinable
    init() {}

    @inlinable
    mutating func append(_ element: Element) {
        _storage.append(element)
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard _head < _storage.count else { return nil }
        let element = _storage[_head]
        _head += 1
        if _head == _storage.count {
            _storage.removeAll(keepingCapacity: true)
            _head = 0
        }
        return element
    }
}

// MARK: - Writes through a DiffedValue or a binding

/// Where a write through a `DiffedValue` or `UIBinding` goes.
///
/// A live state is referenced directly (`.core`), so the diffs a state emits carry no allocation; projections
/// onto a key path wrap their parent in closures.
@usableFromInline
// Safety: each case forwards to a locked core or draft.
enum StateEditor<Value>: @unchecked Sendable {
    /// A state object: reads take its lock, writes are atomic and delivered like any other change.
    case core(_StateCore<Value>)
    /// The working copy of one rule pass: reads see earlier writes of the same pass.
    case draft(RuleDraft<Value>)
    /// A projection of another editor.
    case projected(read: () -> Value, modify: (_ change: (inout Value) -> Void) -> Void, isDraft: Bool)

    /// True when reads must see writes made through this editor (a rule pass composing several edits).
    @inlinable
    var isDraft: Bool {
        switch self {
        case .core: false
        case .draft: true
        case .projected(_, _, let isDraft): isDraft
        }
    }

    @inlinable
    func read() -> Value {
        switch self {
        case .core(let core): core.value
        case .draft(let draft): draft.value
        case .projected(let read, _, _): read()
        }
    }

    @inlinable
    func modify(_ change: (inout Value) -> Void) {
        switch self {
        case .core(let core): core.write(change)
        case .draft(let draft): draft.modify(change)
        case .projected(_, let modify, _): modify(change)
        }
    }

    @inlinable
    func projected<Child>(_ keyPath: WritableKeyPath<Value, Child>) -> StateEditor<Child> {
        .projected(
            read: { self.read()[keyPath: keyPath] },
            modify: { change in self.modify { change(&$0[keyPath: keyPath]) } },
            isDraft: isDraft
        )
    }
}

// MARK: - The lock

extension _StateCore {
    /// Takes the state's lock for `access`. A debug build on Linux stops the program when this thread already
    /// holds it, naming the code that did (see `ConcurrencySafeContainer.lock(reentry:)`).
    @inlinable
    func lock(for access: StateAccess) {
        _lock.lock(reentry: reentryMessage(access))
    }

    @inlinable
    func withLock<R>(for access: StateAccess, _ body: () throws -> R) rethrows -> R {
        lock(for: access)
        defer { _lock.unlock() }
        return try body()
    }

    /// Runs `body`, the caller's code, under the lock; debug builds record `work` while it runs.
    @inlinable
    func running<R>(_ work: LockedWork, _ body: () throws -> R) rethrows -> R {
        #if DEBUG
        _fields._running = work
        defer { _fields._running = nil }
        #endif
        return try body()
    }
}

/// The lock a `_StateCore` runs under, resolved from a `StateLock` once at creation.
///
/// Two optionals rather than an enum with payloads: matching a payload copies (retains and releases) it, four
/// times per change, while reading a stored `let` does not.
@usableFromInline
// Safety: both fields are locks; neither set means `.absent`.
struct CoreLock: @unchecked Sendable {
    /// The package's lock, used bare (a `_StateCore` releases it while subscribers run); `.threadSafe`.
    @usableFromInline let _platform: ConcurrencySafeContainer<Void>?
    @usableFromInline let _custom: (any NSLocking)?

    @usableFromInline
    init(_ option: StateLock) {
        switch option {
        case .threadSafe: (_platform, _custom) = (ConcurrencySafeContainer(()), nil)
        case .absent: (_platform, _custom) = (nil, nil)
        case .custom(let lock): (_platform, _custom) = (nil, lock)
        }
    }

    /// Takes the lock; a debug build stops the program with `reentry` when this thread already holds the
    /// package's lock on Linux (see `ConcurrencySafeContainer.lock(reentry:)`). A custom lock does what that
    /// lock does.
    @inlinable
    func lock(reentry: @autoclosure () -> String) {
        if let _platform {
            _platform.lock(reentry: reentry())
        } else if let _custom {
            _custom.lock()
        }
    }

    @inlinable
    func unlock() {
        if let _platform {
            _platform.unlock()
        } else if let _custom {
            _custom.unlock()
        }
    }
}

// MARK: - The owning object's objectWillChange

/// Announces a state's changes before they are stored: to the state's own `objectWillChange`, and to the
/// `objectWillChange` of the object that owns the state (a view model), once the two are linked.
///
/// A state creates its signal only when someone asks for it, so a state nobody observes this way pays nothing
/// but a `nil` check per change.
@usableFromInline
// Safety: every stored property is read and written only under `targets`' lock; the publishers lock themselves.
final class WillChangeSignal: @unchecked Sendable {
    /// Who hears a change. The owner is held weakly: once it is gone, its publisher gets nothing more from this
    /// state. A state has one owner at most (the object whose stored property holds it).
    private struct Targets {
        var own: ObservableObjectPublisher?
        weak var owner: AnyObject?
        weak var ownerPublisher: ObservableObjectPublisher?
    }

    private let targets = ConcurrencySafeContainer(Targets())

    init() {}

    /// The state's own `objectWillChange`, created when first asked for: a state that is only ever observed
    /// through its owner sends nothing to it.
    var publisher: ObservableObjectPublisher {
        targets.withLockUnchecked { targets in
            if let own = targets.own { return own }
            let own = ObservableObjectPublisher()
            targets.own = own
            return own
        }
    }

    /// Fires every publisher, with no lock held (a subscriber may read or write the state).
    @usableFromInline
    func send() {
        let (own, owner) = targets.withLockUnchecked { targets in
            (targets.own, targets.owner == nil ? nil : targets.ownerPublisher)
        }
        own?.send()
        owner?.send()
    }

    /// Links `owner` (the object whose stored property holds the state), unless an owner is linked already.
    /// Returns what the caller may report: why `owner` could not be linked, or `nil`.
    func link(_ owner: AnyObject) -> String? {
        let isLinked = targets.withLockUnchecked { $0.owner != nil }
        guard !isLinked else { return nil }
        guard let observable = owner as? any ObservableObject else { return nil }
        guard let publisher = Self.stablePublisher(of: observable) else {
            return "\(type(of: owner)) is an ObservableObject whose objectWillChange is a new publisher on every "
                + "read (it has no @Published property), so its state changes cannot reach SwiftUI. Declare "
                + "`let objectWillChange = ObservableObjectPublisher()` in it."
        }
        targets.withLockUnchecked { targets in
            guard targets.owner == nil else { return }
            targets.owner = owner
            targets.ownerPublisher = publisher
        }
        return nil
    }

    /// The owner's `objectWillChange` if it is an `ObservableObjectPublisher` that stays the same object.
    ///
    /// Combine's and OpenCombine's default `objectWillChange` keep one publisher only in a `@Published`
    /// property; an object with none returns a new, unconnected publisher each time.
    private static func stablePublisher<Owner: ObservableObject>(of owner: Owner) -> ObservableObjectPublisher? {
        guard let first = owner.objectWillChange as? ObservableObjectPublisher,
            let second = owner.objectWillChange as? ObservableObjectPublisher,
            first === second
        else { return nil }
        return first
    }
}

/// A property-wrapper class that links the object storing it (that object's `objectWillChange`) on every use
/// through that object.
///
/// The `_enclosingInstance` subscripts of ``UIState``, ``ManagedState`` and ``ValueSubject`` all forward to
/// ``owned(by:storage:)``. Swift looks those subscripts up on the wrapper type itself, never in a protocol
/// extension, so each type still declares its two; what they do is written once, here.
@usableFromInline
protocol _OwnerLinkedWrapper: AnyObject {
    /// Links `owner`'s `objectWillChange` to this wrapper's changes; only the first owner is linked.
    func _linkOwner(_ owner: AnyObject)
}

extension _OwnerLinkedWrapper {
    /// The wrapper stored at `storage` in `owner`, after linking `owner`.
    @inlinable
    static func owned<Owner: AnyObject>(by owner: Owner, storage: ReferenceWritableKeyPath<Owner, Self>) -> Self {
        let wrapper = owner[keyPath: storage]
        wrapper._linkOwner(owner)
        return wrapper
    }
}

extension _OwnerLinkedWrapper where Self: StateWrapper {
    @inlinable
    func _linkOwner(_ owner: AnyObject) {
        _core.linkOwner(owner)
    }
}

extension UIState: _OwnerLinkedWrapper {}

extension ManagedState: _OwnerLinkedWrapper {}

extension ValueSubject: _OwnerLinkedWrapper {
    @usableFromInline
    func _linkOwner(_ owner: AnyObject) {
        root.linkOwner(owner)
    }
}

/// A core seen without its value type: what a `ValueSubject` and its children share for `objectWillChange`.
protocol OwnedState: AnyObject, Sendable {
    var willChangeSignal: WillChangeSignal { get }
    func linkOwner(_ owner: AnyObject)
}

extension _StateCore: OwnedState {}

// MARK: - Delivery on the subscriber's actor

/// Calls a subscriber closure of the library's own `sink` in the isolation the closure was written in.
///
/// A state may be written from any thread, while a closure written inside an actor (a `@MainActor` view model)
/// may only run on that actor. Without an isolation (`nil`, nonisolated code) values are handed over at once, on
/// the writing thread. With one, a value is handed over at once only when the writing thread is already on that
/// actor (the main thread, for the main actor) and nothing is waiting; otherwise it is queued and the queue is
/// drained on the actor, in order.
// Safety: `pending` and `isDraining` are guarded by `lock`; `receive` is called only on the
// thread that made the change when `isolation` is nil (as Combine's `sink` does), and otherwise only while
// isolated to `isolation`, the isolation it was written in.
final class IsolatedDelivery<Input>: @unchecked Sendable {
    private let isolation: (any Actor)?
    private let receive: (Input) -> Void
    private let lock = ConcurrencySafeContainer<Void>(())
    private var pending = PendingQueue<Input>()
    private var isDraining = false
    private let isCancelled = ManagedAtomic(false)

    private init(isolation: (any Actor)?, receive: @escaping (Input) -> Void) {
        self.isolation = isolation
        self.receive = receive
    }

    /// Subscribes `receive` to `publisher`, delivering in `isolation`.
    static func sink<P: Publisher>(
        _ publisher: P,
        isolation: (any Actor)?,
        _ receive: @escaping (Input) -> Void
    ) -> AnyCancellable where P.Output == Input, P.Failure == Never {
        guard let isolation else { return publisher.sink(receiveValue: receive) }
        let delivery = IsolatedDelivery(isolation: isolation, receive: receive)
        let subscription = publisher.sink { delivery.send($0) }
        return AnyCancellable {
            delivery.isCancelled.store(true, ordering: .releasing)
            subscription.cancel()
        }
    }

    private var isOnActorThread: Bool {
        guard let isolation else { return true }
        return isolation === MainActor.shared && Thread.isMainThread
    }

    private func send(_ input: Input) {
        lock.lock()
        if !isDraining, isOnActorThread {
            lock.unlock()
            receive(input)
            return
        }
        pending.append(input)
        let startsDrain = !isDraining
        isDraining = true
        lock.unlock()
        guard startsDrain, let isolation else { return }
        Task { await Self.drain(self, on: isolation) }
    }

    private static func drain(_ delivery: IsolatedDelivery, on isolation: isolated any Actor) {
        delivery.drainPending()
    }

    private func drainPending() {
        while true {
            lock.lock()
            guard let next = pending.popFirst() else {
                isDraining = false
                lock.unlock()
                return
            }
            lock.unlock()
            if !isCancelled.load(ordering: .acquiring) { receive(next) }
        }
    }
}
