// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// What every binding-like wrapper shares: a readable and writable value whose changes are published as
/// `DiffedValue`s.
///
/// `UIState`, `ManagedState` and `UIBinding` conform, so code can take any of them:
///
/// ```swift
/// func observe(_ binding: some SafeBinding) {
///     binding.justNew().sink { print("New value:", $0) }.store(in: &cancellables)
/// }
/// ```
///
/// A binding is a `Publisher` of its changes, so Combine's operators chain on it directly:
/// `$state.filter { $0.count > 5 }.map(\.new.count).sink { … }`. `publisher` is the same changes, type-erased.
///
/// Child bindings (`$state.title`, `$state(\.title)`, `observe(_:)`), collection access (`safe`, `unsafe`,
/// `bindingArray`) and `values` come from extensions on this protocol. A property whose name is also a member of
/// the binding (a Combine operator such as `count`, `first`, `map`, `filter` or `prefix`, or one of the members
/// listed in <doc:ComingFromCombineExt>) is reached with `$state(\.count)`, `$state.observe(\.count)` or
/// `$state[dynamicMember: \.count]`.
public protocol SafeBinding<Value>: Publisher, CustomReflectable
where Output == DiffedValue<Value>, Failure == Never {
    /// The type of the value.
    associatedtype Value

    /// The current value. Setting it stores the value and notifies subscribers.
    var wrappedValue: Value { get nonmutating set }

    /// The changes, as `DiffedValue`s: each subscriber first receives the current value (`old == nil`), then
    /// every change. The binding itself publishes the same; this is its type-erased form.
    var publisher: AnyPublisher<DiffedValue<Value>, Never> { get }

    /// Runs `body` on the value atomically: no other change can land between its read and its write.
    ///
    /// ```swift
    /// $state.withLock { $0.count += 1 }  // safe from any number of threads
    /// ```
    @discardableResult
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result

    /// A binding to the whole value.
    func observe() -> UIBinding<Value>
}

extension SafeBinding {
    /// A mirror of the current value, so debuggers and `dump` show the state rather than the wrapper.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue)
    }

    /// Attaches `subscriber` to `publisher` (Combine's `Publisher` requirement).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        publisher.receive(subscriber: subscriber)
    }

    /// Subscribes to the changes as `DiffedValue`s: the current value first (`old == nil`), then every change.
    ///
    /// `receiveValue` runs in the isolation it was written in (see <doc:ObservableObjectInterop>, "Where
    /// subscribers run"): written on an actor (a `@MainActor` view model), it is called on that actor even when
    /// the change comes from another thread; written in nonisolated code, it is called on the thread that made
    /// the change.
    ///
    /// `$state.sink { diff in … }` reads properties of the new value directly (`diff.count`); a closure that
    /// uses its parameter as the value (`{ status in label.text = status }`) gets the new values alone.
    public func sink(
        isolation: isolated (any Actor)? = #isolation,
        receiveValue: @escaping (DiffedValue<Value>) -> Void
    ) -> AnyCancellable {
        IsolatedDelivery.sink(publisher, isolation: isolation, receiveValue)
    }

    /// Subscribes to the new values alone: `$state.isOn.sink { isOn in … }`, in the closure's isolation.
    ///
    /// Swift picks this overload when the closure uses its parameter as the value; a closure that reads
    /// `old` or `new` gets the whole `DiffedValue`.
    @_disfavoredOverload
    public func sink(
        isolation: isolated (any Actor)? = #isolation,
        receiveValue: @escaping (Value) -> Void
    ) -> AnyCancellable {
        sink(isolation: isolation) { (diff: DiffedValue<Value>) in receiveValue(diff.new) }
    }

    /// Runs `receiveValue` on every delivery, ignoring the value: `$state.sink { reload() }`, in the closure's
    /// isolation.
    public func sink(
        isolation: isolated (any Actor)? = #isolation,
        receiveValue: @escaping () -> Void
    ) -> AnyCancellable {
        sink(isolation: isolation) { (_: DiffedValue<Value>) in receiveValue() }
    }

    /// The new values alone, without the `old` side.
    public func justNew() -> AnyPublisher<Value, Never> {
        publisher.map(\.new).eraseToAnyPublisher()
    }

    /// The new values of one property.
    public func justNew<Member>(_ keyPath: KeyPath<Value, Member>) -> AnyPublisher<Member, Never> {
        publisher.map { $0.new[keyPath: keyPath] }.eraseToAnyPublisher()
    }

    /// Another name for `justNew(_:)`.
    public func extractNew<Member>(_ keyPath: KeyPath<Value, Member>) -> AnyPublisher<Member, Never> {
        justNew(keyPath)
    }

    /// A binding to one property. It emits only when that property changes.
    public func observe<Member: Equatable>(_ keyPath: WritableKeyPath<Value, Member>) -> UIBinding<Member> {
        observe().child(keyPath, isDuplicate: ==)
    }

    /// A binding to one property of a type that is not `Equatable`: it emits whenever the value emits.
    public func observe<Member>(_ keyPath: WritableKeyPath<Value, Member>) -> UIBinding<Member> {
        observe().child(keyPath, isDuplicate: nil)
    }

    /// `$state.title`: a binding to one property, emitting only when it changes.
    ///
    /// Swift looks a name up here only when the binding has no member of that name: a property named like a
    /// Combine operator (`count`, `map`) or a member of the binding (`publisher`) is reached with `$state(\.count)`
    /// or `$state[dynamicMember: \.count]` instead.
    public subscript<Member: Equatable>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> UIBinding<Member> {
        observe(keyPath)
    }

    /// `$state.title` for a property that is not `Equatable`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> UIBinding<Member> {
        observe(keyPath)
    }

    /// `$state()`: a binding to the whole value.
    public func dynamicallyCall(withArguments arguments: [Never]) -> UIBinding<Value> {
        observe()
    }

    /// `$state(\.title)`: a binding to one property.
    public func dynamicallyCall<Member: Equatable>(
        withArguments keyPaths: [WritableKeyPath<Value, Member>]
    ) -> UIBinding<Member> {
        ProgramStop.require(
            keyPaths.count == 1,
            "Call a binding with one key path, as in $state(\\.title), not with \(keyPaths.count)."
        )
        return observe(keyPaths[0])
    }

    /// `$state(\.cache)` for a property that is not `Equatable`.
    public func dynamicallyCall<Member>(withArguments keyPaths: [WritableKeyPath<Value, Member>]) -> UIBinding<Member> {
        ProgramStop.require(
            keyPaths.count == 1,
            "Call a binding with one key path, as in $state(\\.title), not with \(keyPaths.count)."
        )
        return observe(keyPaths[0])
    }
}
