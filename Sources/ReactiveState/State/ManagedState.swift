import Foundation

/// A model whose rules keep it consistent, observable like `UIState`.
///
/// ```swift
/// @ManagedState var model = CounterModel()
/// $model.sink { print("Count:", $0.count) }.store(in: &cancellables)
/// model.count += 1
/// ```
///
/// Every change runs the model's rules (`applyRules()` and the binding rules) until the model is stable, then
/// stores it and publishes it once. Subscribers run with no lock held and may change the state; such a change
/// is delivered after the current delivery has reached every subscriber. Use `withLock` for an atomic
/// read-modify-write, or to make several changes that publish once:
///
/// ```swift
/// $model.withLock { model in
///     model.count += 1
///     model.displayText = "busy"
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
@dynamicCallable
public final class ManagedState<Value: BehavioralStateContract>: SafeBinding {
    @usableFromInline let core: StateCore<Value>
    /// The binding rules' subscriptions and the outside-world tokens: they live as long as the state.
    @usableFromInline let bindingRules: [AnyCancellable]
    @usableFromInline let anyRules: [Any]

    /// Creates the state: sets up the model's rules, settles the first value, and stores it.
    ///
    /// - Parameters:
    ///   - wrappedValue: The first model, before its rules run.
    ///   - lock: How the value is guarded (thread-safe by default; see `StateLock`).
    @inlinable
    public init(wrappedValue: Value, lock: StateLock = .threadSafe) {
        let passes = PassthroughSubject<DiffedValue<Value>, Never>()
        let rules = Value.applyBindingRules(to: passes.eraseToAnyPublisher())
        let settler = RuleSettler<Value>(passes: rules.isEmpty ? nil : passes)
        var initial = wrappedValue
        settler.settle(&initial, previous: nil)
        let core = StateCore(initial, lock: lock, isDuplicate: ==) { model, previous in
            settler.settle(&model, previous: previous)
        }
        self.core = core
        bindingRules = rules
        anyRules = Value.applyAnyRules(to: core.rootBinding())
    }

    /// The current model. Assigning runs the rules and publishes the settled model if it changed.
    public var wrappedValue: Value {
        @inlinable get { core.value }
        @inlinable set { core.mutate { $0 = newValue } }
    }

    /// The state itself: `$model.sink`, `$model.count`, `$model()`, `$model(\.count)`, `$model.withLock`.
    public var projectedValue: ManagedState<Value> { self }

    /// The changes, as `DiffedValue`s (the state itself is also this publisher).
    public var publisher: AnyPublisher<DiffedValue<Value>, Never> { eraseToAnyPublisher() }

    /// Changes the model atomically; the rules run once, on the result, and it is published once.
    @inlinable
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        core.mutate(body)
    }

    /// A binding to the whole value.
    public func observe() -> UIBinding<Value> { core.rootBinding() }

    /// Subscribes to the changes as `DiffedValue`s: the current value first (`old == nil`), then every change.
    ///
    /// `$state.sink { diff in … }` reads properties of the new value directly (`diff.count`); a closure that
    /// declares the value type (`{ (value: Model) in … }`) gets the new values alone.
    @inlinable
    public func sink(receiveValue: @escaping (DiffedValue<Value>) -> Void) -> AnyCancellable {
        core.sink(receiveValue)
    }

    /// Runs `receiveValue` on every delivery, ignoring the value: `$state.sink { reload() }`.
    @inlinable
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        core.sink { _ in receiveValue() }
    }

    /// Attaches `subscriber` (Combine's `Publisher` requirement).
    @inlinable
    public func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        core.subscribeDiffs(subscriber)
    }
}

extension ManagedState: @unchecked Sendable where Value: Sendable {}  // @unchecked: state lives in the locked core.
