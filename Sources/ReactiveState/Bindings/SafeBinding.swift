// SPDX-License-Identifier: MPL-2.0

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
/// A binding is not a `Publisher` itself: `$state.count` must reach the model's `count`, not Combine's
/// `count()` operator. Its changes are `publisher` (`$state.publisher.map(…)`); `sink` is on the binding too.
///
/// Child bindings (`$state.title`, `$state(\.title)`, `observe(_:)`), collection access (`safe`, `unsafe`,
/// `bindingArray`) and `values` come from extensions on this protocol.
public protocol SafeBinding<Value>: CustomReflectable {
    /// The type of the value.
    associatedtype Value

    /// The current value. Setting it stores the value and notifies subscribers.
    var wrappedValue: Value { get nonmutating set }

    /// The changes, as `DiffedValue`s: each subscriber first receives the current value (`old == nil`), then
    /// every change.
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

    /// Subscribes to the changes as `DiffedValue`s: the current value first (`old == nil`), then every change.
    ///
    /// `$state.sink { diff in … }` reads properties of the new value directly (`diff.count`); a closure that
    /// uses its parameter as the value (`{ status in label.text = status }`) gets the new values alone.
    func sink(receiveValue: @escaping (DiffedValue<Value>) -> Void) -> AnyCancellable
}

extension SafeBinding {
    /// A mirror of the current value, so debuggers and `dump` show the state rather than the wrapper.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue)
    }

    /// Subscribes to the changes through `publisher`.
    public func sink(receiveValue: @escaping (DiffedValue<Value>) -> Void) -> AnyCancellable {
        publisher.sink(receiveValue: receiveValue)
    }

    /// Subscribes to the new values alone: `$state.isOn.sink { isOn in … }`.
    ///
    /// Swift picks this overload when the closure uses its parameter as the value; a closure that reads
    /// `old` or `new` gets the whole `DiffedValue`.
    @_disfavoredOverload
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
        sink { (diff: DiffedValue<Value>) in receiveValue(diff.new) }
    }

    /// Runs `receiveValue` on every delivery, ignoring the value: `$state.sink { reload() }`.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        sink { (_: DiffedValue<Value>) in receiveValue() }
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
    /// Any property name works, including names of Combine operators (`$state.count`, `$state.map`), because a
    /// binding is not a `Publisher`.
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
        precondition(keyPaths.count == 1, "Call a binding with one key path, as in $state(\\.title).")
        return observe(keyPaths[0])
    }

    /// `$state(\.cache)` for a property that is not `Equatable`.
    public func dynamicallyCall<Member>(withArguments keyPaths: [WritableKeyPath<Value, Member>]) -> UIBinding<Member> {
        precondition(keyPaths.count == 1, "Call a binding with one key path, as in $state(\\.title).")
        return observe(keyPaths[0])
    }
}
