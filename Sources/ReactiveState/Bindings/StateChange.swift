// SPDX-License-Identifier: MPL-2.0

// Frozen so that its `@inlinable` initializer (run on every delivery of `bindDiffed(to:)`) may set its stored
// properties in a library-evolution build, which otherwise requires it to delegate to a non-inlinable one.
/// A transition where both sides exist: what `bindDiffed(to:)` hands a one-parameter closure that reads
/// `old` as a value rather than an optional.
///
/// ```swift
/// state.bindDiffed(to: \.count) { pair in
///     pair.new.displayText = "was: \(pair.old.count) - now: \(pair.new.count)"
/// }
/// ```
///
/// Unlike a `DiffedValue`, a `StateChange` is never delivered for a subscriber's first state (there is no old
/// one). Writes behave as on the `DiffedValue` it wraps.
@frozen
@dynamicMemberLookup
public struct StateChange<Value> {
    /// The state before the change.
    public let old: Value
    @usableFromInline let _diff: DiffedValue<Value>

    @inlinable
    init(old: Value, diff: DiffedValue<Value>) {
        self.old = old
        self._diff = diff
    }

    /// The state after the change; assigning writes back as `DiffedValue.new` does.
    public var new: Value {
        get { _diff.new }
        nonmutating set { _diff.new = newValue }
    }

    /// Reads a property of `new`; assigning writes that property back.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
        get { _diff.new[keyPath: keyPath] }
        nonmutating set { _diff[dynamicMember: keyPath] = newValue }
    }
}

extension StateChange: Sendable where Value: Sendable {}
