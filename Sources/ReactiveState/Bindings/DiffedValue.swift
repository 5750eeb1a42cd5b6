// SPDX-License-Identifier: MPL-2.0

// Frozen so that its `@inlinable` initializer (run on every delivery) may set its stored properties in a
// library-evolution build, which otherwise requires it to delegate to a non-inlinable initializer.
/// One state transition as a subscriber sees it: the state it saw last (`old`) and the state now (`new`).
///
/// A `DiffedValue` is a snapshot. `new` is the state that was delivered and never changes afterwards, however the
/// state moves on; `old` is `nil` on a subscriber's first delivery.
///
/// ```swift
/// @UIState var counter = 0
/// $counter.publisher
///     .sink { diff in print("Changed from \(diff.old ?? 0) to \(diff.new)") }
///     .store(in: &cancellables)
/// counter = 5  // prints "Changed from 0 to 0", then "Changed from 0 to 5"
/// ```
///
/// Properties of `new` read directly through dynamic member lookup (`diff.title`).
///
/// ## Writing back
/// A diff that comes from a state also writes to it. Assigning a property (`diff.title = "x"`) changes just that
/// property of the *current* state, atomically; assigning `diff.new` replaces the whole state. Either change is
/// delivered after the current delivery has finished. Inside binding rules the write goes to the rule pass's
/// working copy instead, and `new` reads that working copy, so several edits in one rule compose.
@frozen
@dynamicMemberLookup
public struct DiffedValue<Value> {
    /// The state this subscriber saw before, or `nil` on its first delivery.
    public let old: Value?
    @usableFromInline let _snapshot: Value
    @usableFromInline let _editor: StateEditor<Value>?

    /// The state delivered with this diff (a rule pass's working copy, inside binding rules).
    ///
    /// Setting it replaces the whole current state; prefer assigning one property (`diff.title = …`), which
    /// cannot overwrite a concurrent change to another property.
    public var new: Value {
        @inlinable get {
            if let _editor, _editor.isDraft { return _editor.read() }
            return _snapshot
        }
        nonmutating set {
            edit { $0 = newValue }
        }
    }

    /// Creates a read-only diff, for tests and custom publishers.
    public init(old: Value?, new: Value) {
        self.init(old: old, new: new, editor: nil)
    }

    @inlinable
    init(old: Value?, new: Value, editor: StateEditor<Value>?) {
        self.old = old
        self._snapshot = new
        self._editor = editor
    }

    /// Reads a property of `new`.
    @inlinable
    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
        new[keyPath: keyPath]
    }

    /// Reads a property of `new`; assigning writes that property of the state the diff came from.
    @inlinable
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Member {
        get { new[keyPath: keyPath] }
        nonmutating set { edit { $0[keyPath: keyPath] = newValue } }
    }

    /// The same transition seen through a key path: `old` and `new` are the property's values.
    @inlinable
    public func map<Member>(keyPath: KeyPath<Value, Member>) -> DiffedValue<Member> {
        DiffedValue<Member>(old: old?[keyPath: keyPath], new: new[keyPath: keyPath], editor: nil)
    }

    /// The same transition seen through a writable key path; writes go to that property of the source.
    @inlinable
    public func map<Member>(keyPath: WritableKeyPath<Value, Member>) -> DiffedValue<Member> {
        DiffedValue<Member>(
            old: old?[keyPath: keyPath],
            new: new[keyPath: keyPath],
            editor: _editor?.projected(keyPath)
        )
    }

    /// Whether the property at `keyPath` differs between `old` and `new`; always `true` on a first delivery.
    @inlinable
    public func hasChanged<Member: Equatable>(keyPath: KeyPath<Value, Member>) -> Bool {
        guard let old else { return true }
        return old[keyPath: keyPath] != new[keyPath: keyPath]
    }

    /// Runs `action` with the property's new value when the property at `keyPath` differs between `old` and
    /// `new` (always on a first delivery):
    /// `$state.sink { diff in diff.ifChanged(keyPath: \.title) { label.text = $0 } }`.
    @inlinable
    public func ifChanged<Member: Equatable>(
        keyPath: KeyPath<Value, Member>, do action: (Member) throws -> Void
    )
        rethrows
    {
        guard hasChanged(keyPath: keyPath) else { return }
        try action(new[keyPath: keyPath])
    }

    /// Applies `change` to the current value of the source (atomically, for a live state).
    @usableFromInline
    func edit(_ change: (inout Value) -> Void) {
        guard let _editor else {
            Diagnostics.report("a read-only DiffedValue<\(Value.self)> was assigned; the write is ignored.")
            return
        }
        _editor.modify(change)
    }

    /// The current value of the source: the live state (not the snapshot), or the rule pass's working copy.
    @inlinable
    var current: Value {
        _editor?.read() ?? _snapshot
    }
}

extension DiffedValue: Equatable where Value: Equatable {
    /// Two diffs are equal when both their `old` and their `new` values are equal.
    public static func == (lhs: DiffedValue, rhs: DiffedValue) -> Bool {
        lhs.old == rhs.old && lhs.new == rhs.new
    }
}

extension DiffedValue: Hashable where Value: Hashable {
    /// Hashes both `old` and `new`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(old)
        hasher.combine(new)
    }
}

// Safety: the editor forwards to locks.
extension DiffedValue: @unchecked Sendable where Value: Sendable {}

extension DiffedValue: CustomStringConvertible {
    /// Both sides, for logs.
    public var description: String {
        "DiffedValue(old: \(old.map { "\($0)" } ?? "nil"), new: \(new))"
    }
}
