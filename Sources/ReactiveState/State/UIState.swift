// SPDX-License-Identifier: MPL-2.0

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
public final class UIState<Value: Equatable>: StateWrapper {
    /// The engine that stores the value and delivers its changes.
    public let _core: _StateCore<Value>

    /// Creates the state with its first value and, optionally, a choice of lock (default: thread-safe).
    public init(wrappedValue: Value, lock: StateLock = .threadSafe) {
        _core = _StateCore(wrappedValue, lock: lock, isDuplicate: ==)
    }

    /// The current value. Assigning a different value publishes it.
    public var wrappedValue: Value {
        @inlinable get { _core.value }
        @inlinable set { _core.assign(newValue) }
    }

    /// The state itself: `$state.sink`, `$state.title`, `$state(\.title)`, `$state.publisher`.
    public var projectedValue: UIState<Value> { self }

    /// `state` used as a stored property of a class: as `wrappedValue`, and links the class's
    /// `objectWillChange` when it is an `ObservableObject`.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, UIState>
    ) -> Value {
        @inlinable get { owned(by: owner, storage: storageKeyPath).wrappedValue }
        @inlinable set { owned(by: owner, storage: storageKeyPath).wrappedValue = newValue }
    }

    /// `$state` used as a stored property of a class: the state, after linking the class's `objectWillChange`.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        projected projectedKeyPath: KeyPath<Owner, UIState>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, UIState>
    ) -> UIState {
        owned(by: owner, storage: storageKeyPath)
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

extension UIState where Value: ExpressibleByDictionaryLiteral {
    /// A state that starts as an empty dictionary.
    public convenience init() { self.init(wrappedValue: [:]) }
}

extension UIState: Equatable {
    /// Two states are equal when their current values are.
    public static func == (lhs: UIState, rhs: UIState) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

// Safety: all state lives in the locked core.
extension UIState: @unchecked Sendable where Value: Sendable {}
