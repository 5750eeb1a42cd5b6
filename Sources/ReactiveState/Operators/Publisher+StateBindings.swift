// SPDX-License-Identifier: MPL-2.0

/// Bindings over `DiffedValue` publishers: run code when one property changes, and change the state in return.
///
/// They work on any state's publisher and, inside `applyBindingRules`, on the rule passes. A change a closure
/// makes goes to the current state (atomically, for the property-level forms) or, in rules, to the working copy.
/// A closure runs with no lock held.
extension Publisher where Failure == Never {
    /// When the property at `keyPath` changes, lets `onChange` change that property:
    /// `bind(to: \.profile.name) { name in name = name.uppercased() }`.
    @inlinable
    public func bind<Value, Member: Equatable>(
        to keyPath: WritableKeyPath<Value, Member>,
        onChange: @escaping (inout Member) -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        filter { $0.hasChanged(keyPath: keyPath) }
            .sink { (diff: DiffedValue<Value>) in
                let before = diff.current[keyPath: keyPath]
                var member = before
                onChange(&member)
                if member != before {
                    diff[dynamicMember: keyPath] = member
                }
            }
    }

    /// When the property at `keyPath` changes, lets `onChange` change the whole model:
    /// `bind(to: \.username) { model in model.status = "Username updated" }`.
    @_disfavoredOverload
    @inlinable
    public func bind<Value, Member: Equatable>(
        to keyPath: WritableKeyPath<Value, Member>,
        onChange: @escaping (inout Value) -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        filter { $0.hasChanged(keyPath: keyPath) }
            .sink { (diff: DiffedValue<Value>) in diff.apply(onChange) }
    }

    /// When the property at `keyPath` changes, hands its new value to `onChange` (observation only).
    @_disfavoredOverload
    @inlinable
    public func bind<Value, Member: Equatable>(
        to keyPath: KeyPath<Value, Member>,
        onChange: @escaping (Member) -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        filter { $0.hasChanged(keyPath: keyPath) }
            .sink { (diff: DiffedValue<Value>) in onChange(diff.new[keyPath: keyPath]) }
    }

    /// On every delivery, lets `onChange` change the whole model.
    @inlinable
    public func bind<Value>(onChange: @escaping (inout Value) -> Void) -> AnyCancellable
    where Output == DiffedValue<Value> {
        sink { (diff: DiffedValue<Value>) in diff.apply(onChange) }
    }

    /// On every delivery, hands the whole `DiffedValue` to `onChange`.
    @inlinable
    public func bindDiffed<Value>(onChange: @escaping (DiffedValue<Value>) -> Void) -> AnyCancellable
    where Output == DiffedValue<Value> {
        sink { (diff: DiffedValue<Value>) in onChange(diff) }
    }

    /// When the property at `keyPath` changes, hands the whole `DiffedValue` to `onChange`.
    @inlinable
    public func bindDiffed<Value, Member: Equatable>(
        to keyPath: KeyPath<Value, Member>,
        onChange: @escaping (DiffedValue<Value>) -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        filter { $0.hasChanged(keyPath: keyPath) }
            .sink { (diff: DiffedValue<Value>) in onChange(diff) }
    }

    /// When the property at `keyPath` changes from one value to another, hands the change (with a non-optional
    /// `old`) to `onChange`: `bindDiffed(to: \.count) { pair in … pair.old.count … }`. Never called for a
    /// subscriber's first value, which has no old one.
    @_disfavoredOverload
    @inlinable
    public func bindDiffed<Value, Member: Equatable>(
        to keyPath: KeyPath<Value, Member>,
        onChange: @escaping (StateChange<Value>) -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        filter { $0.old != nil && $0.hasChanged(keyPath: keyPath) }
            .sink { (diff: DiffedValue<Value>) in
                guard let old = diff.old else { return }
                onChange(StateChange(old: old, diff: diff))
            }
    }

    /// When the property at `keyPath` changes, lets `onChange` change the model, given the property's diff:
    /// `bindDiffed(to: \.title) { model, title in model.subtitle = "was \(title.old ?? "")" }`.
    @inlinable
    public func bindDiffed<Value, Member: Equatable>(
        to keyPath: WritableKeyPath<Value, Member>,
        onChange: @escaping (inout Value, DiffedValue<Member>) -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        filter { $0.hasChanged(keyPath: keyPath) }
            .sink { (diff: DiffedValue<Value>) in
                let member = diff.map(keyPath: keyPath)
                diff.apply { onChange(&$0, member) }
            }
    }

    /// When the property at `keyPath` changes, hands the model and the property's diff to `onChange`
    /// (observation only).
    @_disfavoredOverload
    @inlinable
    public func bindDiffed<Value, Member: Equatable>(
        to keyPath: KeyPath<Value, Member>,
        onChange: @escaping (Value, DiffedValue<Member>) -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        filter { $0.hasChanged(keyPath: keyPath) }
            .sink { (diff: DiffedValue<Value>) in onChange(diff.new, diff.map(keyPath: keyPath)) }
    }
}

extension DiffedValue {
    /// Runs a caller's closure on a copy of the current value, outside any lock, and writes the result back.
    /// A copy of the *current* value, not of the snapshot: a change queued by an earlier subscriber is not
    /// overwritten. (Writing back an unchanged value publishes nothing: states drop equal values.)
    @inlinable
    func apply(_ change: (inout Value) -> Void) {
        var value = current
        change(&value)
        edit { $0 = value }
    }
}
