// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

// A `ManagedState`'s rules: the loop that settles a change, and the working copy its binding rules edit.

// Frozen so that its `@inlinable` initializer, specialized with the rest of a `ManagedState`'s creation, may set its
// stored property in a library-evolution build, which otherwise requires it to delegate to a non-inlinable one.
/// Runs a model's rules on a change until the model is stable.
///
/// One pass: `applyRules()`, then every binding rule sees `DiffedValue(old: <what the rules saw last>, new:
/// <working copy>)` and may edit the working copy. The model is stable when a pass changes nothing. Because each
/// pass's `old` is what the previous pass showed the rules, a rule sees the edits other rules made, once; a rule
/// that keeps re-triggering itself never settles and is stopped at `ManagedStateCyclicDependencyMaxDepth` passes.
@frozen
@usableFromInline
struct RuleSettler<Model: BehavioralStateContract> {
    /// Where rule passes are published; nil when the model has no binding rules (the pass is then just
    /// `applyRules()`).
    @usableFromInline let _passes: PassthroughSubject<DiffedValue<Model>, Never>?

    /// Settles `model`, which was `previous` before the change (`nil` for the initial value).
    @inlinable
    init(passes: PassthroughSubject<DiffedValue<Model>, Never>?) {
        self._passes = passes
    }

    @inlinable
    func settle(_ model: inout Model, previous: Model?) {
        let limit = ManagedStateCyclicDependencyMaxDepth
        var seenByRules = previous
        var pass = 0
        while true {
            let start = model
            model.applyRules()
            if let _passes {
                let draft = RuleDraft(model)
                _passes.send(DiffedValue(old: seenByRules, new: model, editor: .draft(draft)))
                seenByRules = model
                model = draft.close()
            }
            pass += 1
            if model == start { return }
            if pass >= limit {
                reportCycle(passes: pass)
                return
            }
        }
    }

    @usableFromInline
    func reportCycle(passes: Int) {
        let message =
            "the rules of \(Model.self) did not settle after \(passes) passes "
            + "(ManagedStateCyclicDependencyMaxDepth); the state keeps the value of the last pass. "
            + "A rule that changes what it observes re-triggers itself: compare before writing."
        #if DEBUG
        if ManagedStateCyclicDependencyWarning {
            ProgramStop.stop(message)
        }
        #endif
        Diagnostics.report(message, severity: .fault)
    }
}

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
