// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// A container's run-time state per definition (``DefinitionOverrides``), by definition key, and its
/// container-wide settings: decorator, default scope and where its `autoRegister()` stands.
final class RegistrationTable: Sendable {
    private let entries = ConcurrencySafeContainer<State>(State())

    struct State: Sendable {
        var overrides: [FactoryKey: DefinitionOverrides] = [:]
        var decorator: (@Sendable (Any) -> Void)?
        /// `manager.defaultScope`: the scope of definitions that set none. Resets keep it, as in Factory.
        var defaultScope: Scope?
        var autoRegistration = AutoRegistrationPhase.pending
        /// Set by a reset that forgets registrations while `autoRegister()` runs (on another thread): the run in
        /// progress finishes, then the phase goes back to pending, so that the next resolution runs it again,
        /// after it rather than beside it.
        var autoRegistrationRerun = false
        /// A copy of the process-wide `manager.trace` switch, kept here so that a resolution reads it under the
        /// lock it takes anyway instead of a lock every resolution in the process shares.
        var trace = false
    }

    init() {
        ResolutionTrace.track(self)
    }

    deinit {
        ResolutionTrace.untrack(self)
    }

    /// Sets the copy of the trace switch.
    func setTrace(_ enabled: Bool) {
        entries.withLockUnchecked { $0.trace = enabled }
    }

    /// What one resolution reads from the table, under one lock: the fields of the definition's
    /// ``DefinitionOverrides`` it uses and the container-wide settings.
    struct Lookup {
        var scope: Scope?
        var timeToLive: Double?
        var scopeOnParameters = false
        /// The definition's own decorator: an `@Sendable (T, Bool) -> Void`.
        var definitionDecorator: (any Sendable)?
        var registration: (any RegistrationRecord)?
        var contexts: [ContextOverride] = []
        /// The container decorator.
        let decorator: (@Sendable (Any) -> Void)?
        let defaultScope: Scope?
        /// Whether `manager.trace` is on.
        let trace: Bool
        /// Whether the resolution may go ahead: the container's `autoRegister()` has run, or runs on this thread.
        let autoRegistered: Bool

        /// The record to build with: the active context registration, else the plain registration.
        func effectiveRecord() -> (any RegistrationRecord)? {
            DefinitionOverrides.effectiveRecord(registration: registration, contexts: contexts, in: .current)
        }
    }

    /// The overrides of `key` and the container-wide settings.
    func lookup(_ key: FactoryKey, manager: ObjectIdentifier) -> Lookup {
        entries.withLockUnchecked { state in
            var found = Lookup(
                decorator: state.decorator,
                defaultScope: state.defaultScope,
                trace: state.trace,
                autoRegistered: state.autoRegistration.allows(manager))
            guard !state.overrides.isEmpty, let overrides = state.overrides[key] else { return found }
            found.scope = overrides.scope
            found.timeToLive = overrides.timeToLive
            found.scopeOnParameters = overrides.scopeOnParameters
            found.definitionDecorator = overrides.decorator
            found.registration = overrides.registration
            found.contexts = overrides.contexts
            return found
        }
    }

    /// The plain registration of `key`, if any.
    func record(for key: FactoryKey) -> (any RegistrationRecord)? {
        entries.withLockUnchecked { $0.overrides[key]?.registration }
    }

    /// Changes the overrides of `key` under the lock; returns what `body` returns.
    func update<R>(_ key: FactoryKey, _ body: (inout DefinitionOverrides) -> R) -> R {
        entries.withLockUnchecked { state in
            var overrides = state.overrides[key] ?? DefinitionOverrides()
            let result = body(&overrides)
            state.overrides[key] = overrides.isEmpty ? nil : overrides
            return result
        }
    }

    /// Changes the overrides of `key` like ``update(_:_:)``, but only once the container's `autoRegister()` has
    /// run (or while it runs on this thread), so that it cannot overwrite the change; otherwise changes nothing
    /// and returns `nil`. Not generic: modifiers call it on every access to a definition.
    func updateIfAutoRegistered(
        _ key: FactoryKey, manager: ObjectIdentifier, _ body: (inout DefinitionOverrides) -> Bool
    ) -> Bool? {
        entries.withLockUnchecked { state -> Bool? in
            guard state.autoRegistration.allows(manager) else { return nil }
            // Changed in place, with one hash: a definition's modifiers run on every access to it. They only add
            // to an entry, so it never needs removing here; an entry left empty (nothing applied) is harmless.
            return body(&state.overrides[key, default: DefinitionOverrides()])
        }
    }

    /// The default scope of definitions that set none.
    var defaultScope: Scope? {
        get { entries.withLockUnchecked { $0.defaultScope } }
        set { entries.withLockUnchecked { $0.defaultScope = newValue } }
    }

    /// Where the container's `autoRegister()` stands.
    var autoRegistration: AutoRegistrationPhase {
        get { entries.withLockUnchecked { $0.autoRegistration } }
        set { entries.withLockUnchecked { $0.autoRegistration = newValue } }
    }

    /// Marks the `autoRegister()` that `manager` ran as done, unless a reset made it pending again meanwhile.
    func finishAutoRegistration(for manager: ObjectIdentifier) {
        entries.withLockUnchecked { state in
            guard case .running(let runner) = state.autoRegistration, runner == manager else { return }
            state.autoRegistration = state.autoRegistrationRerun ? .pending : .done
            state.autoRegistrationRerun = false
        }
    }

    /// Moves a pending `autoRegister()` to running; returns whether the caller is the one to run it.
    func claimAutoRegistration(for manager: ObjectIdentifier) -> Bool {
        entries.withLockUnchecked { state in
            guard case .pending = state.autoRegistration else { return false }
            state.autoRegistration = .running(manager)
            return true
        }
    }

    /// Stores `record` as the registration of `key`, returning the record it replaces.
    @discardableResult
    func set(_ record: any RegistrationRecord, for key: FactoryKey) -> (any RegistrationRecord)? {
        update(key) { overrides in
            defer { overrides.registration = record }
            return overrides.registration
        }
    }

    /// Removes the registration of `key`, returning it.
    @discardableResult
    func remove(_ key: FactoryKey) -> (any RegistrationRecord)? {
        update(key) { overrides in
            defer { overrides.registration = nil }
            return overrides.registration
        }
    }

    /// Removes what `parts` selects from every definition, returning the records removed.
    func removeAll(_ parts: Parts) -> [any RegistrationRecord] {
        entries.withLockUnchecked { state in
            var removed: [any RegistrationRecord] = []
            for (key, var overrides) in state.overrides {
                if parts.contains(.registrations), let record = overrides.registration {
                    removed.append(record)
                    overrides.registration = nil
                }
                if parts.contains(.contexts) {
                    removed += overrides.contexts.map(\.record)
                    overrides.contexts = []
                }
                if parts.contains(.options) {
                    overrides.clearOptions()
                }
                state.overrides[key] = overrides.isEmpty ? nil : overrides
            }
            if parts.contains(.options) { state.decorator = nil }
            // As in Factory, a container that forgets its registrations runs its `autoRegister()` again: after
            // the run in progress if there is one (a reset by that run itself asks for none).
            if parts.contains(.registrations) {
                if case .running(let runner) = state.autoRegistration {
                    if !AutoRegistrationPhase.runningHere.contains(runner) { state.autoRegistrationRerun = true }
                } else {
                    state.autoRegistration = .pending
                }
            }
            return removed
        }
    }

    /// The container decorator, called with every instance this container resolves.
    var decorator: (@Sendable (Any) -> Void)? {
        get { entries.withLockUnchecked { $0.decorator } }
        set { entries.withLockUnchecked { $0.decorator = newValue } }
    }

    /// Everything stored, for `push()` and for isolated containers that start from this one.
    var snapshot: State { entries.withLockUnchecked { $0 } }

    /// Replaces everything stored with `state`, returning the records no longer stored.
    func restore(_ state: State) -> [any RegistrationRecord] {
        entries.withLockUnchecked { current in
            let kept = Set(state.overrides.values.flatMap(\.records).map(\.serial))
            let dropped = current.overrides.values.flatMap(\.records).filter { !kept.contains($0.serial) }
            let (defaultScope, trace) = (current.defaultScope, current.trace)
            current = state
            // The default scope and the trace switch are settings, not run-time state: restoring keeps them.
            current.defaultScope = defaultScope
            current.trace = trace
            if case .running = state.autoRegistration {
                current.autoRegistration = .done
                current.autoRegistrationRerun = false
            }
            return dropped
        }
    }

    /// The parts of the table a reset removes.
    struct Parts: OptionSet {
        let rawValue: Int
        static let registrations = Parts(rawValue: 1)
        static let contexts = Parts(rawValue: 2)
        /// Decorators, `once()` marks and the options set by modifiers.
        static let options = Parts(rawValue: 4)
        static let all: Parts = [.registrations, .contexts, .options]
    }
}
