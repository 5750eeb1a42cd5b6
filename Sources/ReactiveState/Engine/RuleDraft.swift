// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// The working copy a rule pass edits through the `DiffedValue`s it hands to binding rules.
///
/// The pass closes the draft when every rule has run; a write that arrives later (say, from a rule that hops to
/// another queue) cannot change a state that has already been stored, so it is dropped with a diagnostic.
@usableFromInline
// Safety: `current` and `isOpen` are guarded by `lock`.
final class RuleDraft<Value>: @unchecked Sendable {
    // The fields stay outside the container: `Value` need not be `Sendable`, and the draft must not take ownership
    // of the caller's value (the caller keeps using it), which the container's `sending` initialiser would need.
    private let lock = ConcurrencySafeContainer<Void>(())
    private var current: Value
    private var isOpen = true

    @usableFromInline
    init(_ value: Value) {
        current = value
    }

    @usableFromInline
    var value: Value {
        lock.withLockUnchecked { _ in current }
    }

    @usableFromInline
    func modify(_ change: (inout Value) -> Void) {
        lock.withLockUnchecked { _ in
            guard isOpen else {
                Diagnostics.report(
                    "a binding rule of \(Value.self) wrote after its rule pass ended; the write is ignored. "
                        + "Rules must change the state synchronously.",
                    severity: .fault
                )
                return
            }
            change(&current)
        }
    }

    /// Ends the pass and returns the edited value.
    @usableFromInline
    func close() -> Value {
        lock.withLockUnchecked { _ in
            isOpen = false
            return current
        }
    }
}
