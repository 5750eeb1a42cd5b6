/// An observable value: read and write it like a variable, observe it and its properties through `$`.
///
/// ```swift
/// struct ViewState: Equatable { var isOn: Bool }
/// @UIState var state = ViewState(isOn: false)
///
/// $state.isOn.sink { print("Toggle is now:", $0) }.store(in: &cancellables)
/// state.isOn = true
/// ```
///
/// Only changes are published: assigning an equal value emits nothing. Each subscriber first receives the
/// current value (`old == nil`), then every later change in order. `UIState` is safe to use from any thread;
/// subscribers run on the thread that made the change, with no lock held.
@propertyWrapper
@dynamicMemberLookup
@dynamicCallable
public final class UIState<Value: Equatable>: SafeBinding {
    @usableFromInline let core: StateCore<Value>

    /// Creates the state with its first value and, optionally, a choice of lock (default: thread-safe).
    public init(wrappedValue: Value, lock: StateLock = .threadSafe) {
        core = StateCore(wrappedValue, lock: lock, isDuplicate: ==)
    }

    /// The current value. Assigning a different value publishes it.
    public var wrappedValue: Value {
        @inlinable get { core.value }
        @inlinable set { core.mutate { $0 = newValue } }
    }

    /// The state itself: `$state.sink`, `$state.title`, `$state(\.title)`, `$state.publisher`.
    public var projectedValue: UIState<Value> { self }

    /// The changes, as `DiffedValue`s (the state itself is also this publisher).
    public var publisher: AnyPublisher<DiffedValue<Value>, Never> { eraseToAnyPublisher() }

    /// Runs `body` on the value atomically and publishes the result once.
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

extension UIState where Value: ExpressibleByNilLiteral {
    /// A state that starts as `nil`.
    public convenience init() { self.init(wrappedValue: nil) }
}

extension UIState where Value: ExpressibleByArrayLiteral {
    /// A state that starts as an empty collection.
    public convenience init() { self.init(wrappedValue: []) }
}

extension UIState: @unchecked Sendable where Value: Sendable {}  // @unchecked: all state lives in the locked core.
