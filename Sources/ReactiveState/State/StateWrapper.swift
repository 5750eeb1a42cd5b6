// SPDX-License-Identifier: MPL-2.0

/// The API `UIState` and `ManagedState` share, written once: reading and writing the value, atomic changes,
/// subscribing, and taking part in an `ObservableObject`.
///
/// You do not conform your own types; use the two state types.
public protocol StateWrapper<Value>: SafeBinding, ObservableObject
where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The engine that stores the value and delivers its changes: an implementation detail with no public API,
    /// underscored so that a model property named `core` stays reachable as `$state.core`.
    var _core: _StateCore<Value> { get }
}

extension StateWrapper {
    /// The changes, as `DiffedValue`s: each subscriber first receives the current value (`old == nil`), then
    /// every change. Combine's operators go here: `$state.publisher.map(\.new.count)`.
    public var publisher: AnyPublisher<DiffedValue<Value>, Never> {
        CorePublisher(core: _core).eraseToAnyPublisher()
    }

    /// Attaches `subscriber` (Combine's `Publisher` requirement): it receives the current value (`old == nil`),
    /// then every change.
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        _core.subscribeDiffs(subscriber)
    }

    /// Changes the value atomically and publishes the result once (for a `ManagedState`, after its rules ran).
    @inlinable
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        _core.mutate(body)
    }

    /// A binding to the whole value.
    public func observe() -> UIBinding<Value> { _core.rootBinding() }

    /// Subscribes to the changes as `DiffedValue`s: the current value first (`old == nil`), then every change.
    ///
    /// `receiveValue` runs in the isolation it was written in: on the actor it was written on (a `@MainActor`
    /// view model's sink runs on the main actor, even for a change made on another thread), or, written in
    /// nonisolated code, on the thread that made the change. See <doc:ObservableObjectInterop>.
    ///
    /// `$state.sink { diff in … }` reads properties of the new value directly (`diff.count`); a closure that
    /// uses its parameter as the value (`{ status in label.text = status }`) gets the new values alone.
    @inlinable
    public func sink(
        isolation: isolated (any Actor)? = #isolation,
        receiveValue: @escaping (DiffedValue<Value>) -> Void
    ) -> AnyCancellable {
        if isolation == nil { return _core.sink(receiveValue) }
        return _core.isolatedSink(isolation: isolation, receiveValue)
    }

    /// Fires before every change of the value, with no lock held, as `@Published` does: SwiftUI's
    /// `@ObservedObject var state: UIState<…>` re-renders with it.
    ///
    /// Every write fires it once: an assignment, a `withLock` block, a write through a binding or a
    /// `DiffedValue`. Assigning a value equal to the current one is not a write and fires nothing. A state that
    /// is a stored property of an `ObservableObject` also fires that object's `objectWillChange`; see
    /// <doc:ObservableObjectInterop>.
    public var objectWillChange: ObservableObjectPublisher {
        _core.willChangeSignal.publisher
    }

    /// `_model.count`: reads a property of the value; assigning writes it back (running a model's rules).
    ///
    /// `$model.count` is a binding to the property instead (`UIBinding<Int>`) wherever a binding fits; this
    /// form is chosen where only the property's value does (`_model.count = 1`, `_model.count + 1`).
    @_disfavoredOverload
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
        get { _core.value[keyPath: keyPath] }
        set { _core.assign(newValue, at: keyPath) }
    }
}
