// SPDX-License-Identifier: MPL-2.0

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
