// SPDX-License-Identifier: MPL-2.0

import Atomics
import SwiftConcurrency

/// A container's run-time state per definition (``DefinitionOverrides``), by definition key, and its
/// container-wide settings: decorator, default scope and where its `autoRegister()` stands.
final class RegistrationTable: Sendable {
    private let entries = ConcurrencySafeContainer<State>(State())
    /// Changes, under the lock, with everything stored that a resolution reads (see ``generation``). An
    /// `UnsafeAtomic` that lives exactly as long as the table (destroyed in `deinit`): every resolution reads it,
    /// and reading a `ManagedAtomic` goes through a method of its class first.
    private let changes = UnsafeAtomic<UInt>.create(RegistrationTable.nextGeneration())
    /// The keys stored, for resolutions that read the table without its lock (see
    /// ``storesNothingWithoutLock(for:)``).
    private let storedKeys = _UnsafeKeyFilter.create()
    /// Whether a definition that stores nothing needs no settings: `autoRegister()` has run, and no
    /// container-wide setting (decorator, default scope) is set. Changes, under the lock, with ``generation``.
    private let plainIsEmpty = UnsafeAtomic<Bool>.create(false)

    deinit {
        changes.destroy()
        storedKeys.destroy()
        plainIsEmpty.destroy()
    }

    struct State: Sendable {
        /// The settings of every definition that stores something.
        var overrides: [FactoryKey: DefinitionSettings] = [:]
        /// The settings of every definition that stores nothing.
        var plain = DefinitionSettings(DefinitionOverrides(), decorator: nil, defaultScope: nil)
        var decorator: (@Sendable (Any) -> Void)?
        /// `manager.defaultScope`: the scope of definitions that set none. Resets keep it, as in Factory.
        var defaultScope: Scope?
        var autoRegistration = AutoRegistrationPhase.pending
        /// Set by a reset that forgets registrations while `autoRegister()` runs (on another thread): the run in
        /// progress finishes, then the phase goes back to pending, so that the next resolution runs it again,
        /// after it rather than beside it.
        var autoRegistrationRerun = false

        /// The settings object for `overrides`, with the container-wide settings as they are now.
        func settings(_ overrides: DefinitionOverrides) -> DefinitionSettings {
            DefinitionSettings(overrides, decorator: decorator, defaultScope: defaultScope)
        }

        /// Rebuilds every settings object after a container-wide setting changed.
        mutating func rebuildSettings() {
            plain = settings(DefinitionOverrides())
            for (key, current) in overrides { overrides[key] = settings(current.overrides) }
        }
    }

    /// Identifies what the table stores now: it changes (to a number no table in the process had before) with
    /// every change a resolution could see. A resolution that holds a ``DefinitionSettings`` taken at the
    /// generation still current may use it without taking the lock.
    var generation: UInt { changes.load(ordering: .acquiring) }

    private static let generations = ManagedAtomic<UInt>(0)

    private static func nextGeneration() -> UInt {
        generations.wrappingIncrementThenLoad(ordering: .relaxed)
    }

    /// Runs `body` on the state under the lock, as a change: published once it is done (see ``publish(_:)``).
    /// `key` names the one definition `body` may add, if that is all it does; `nil` means any change.
    private func change<R>(of key: FactoryKey? = nil, _ body: (inout State) -> R) -> R {
        entries.withLockUnchecked { state in
            defer {
                if let key { storedKeys.insert(key) } else { storedKeys.rebuild(from: state.overrides.keys) }
                publish(state)
            }
            return body(&state)
        }
    }

    /// Makes a change visible to resolutions that read without the lock: a new ``generation``, and whether a
    /// definition that stores nothing needs no settings. Called under the lock, after ``storedKeys`` has every
    /// key stored.
    private func publish(_ state: State) {
        var plainIsEmpty = state.decorator == nil && state.defaultScope == nil
        if case .done = state.autoRegistration {} else { plainIsEmpty = false }
        self.plainIsEmpty.store(plainIsEmpty, ordering: .releasing)
        changes.store(Self.nextGeneration(), ordering: .releasing)
    }

    /// What one resolution reads from the table, under one lock.
    struct Lookup {
        let settings: DefinitionSettings
        /// Whether the resolution may go ahead: the container's `autoRegister()` has run, or runs on this thread.
        let autoRegistered: Bool
        /// The ``generation`` at which `settings` was current, or 0 when `autoRegister()` has not finished:
        /// then a later resolution must ask again.
        let generation: UInt
    }

    /// Whether, read without the lock, the table stores nothing for `key`, `autoRegister()` has run and no
    /// container-wide setting is set: then a resolution needs no settings; otherwise the caller calls
    /// ``lookup(_:manager:)``.
    func storesNothingWithoutLock(for key: FactoryKey) -> Bool {
        plainIsEmpty.load(ordering: .acquiring) && !storedKeys.mayContain(key)
    }

    /// The settings of `key` and whether a resolution by `manager` may go ahead.
    func lookup(_ key: FactoryKey, manager: ObjectIdentifier) -> Lookup {
        return entries.withLockUnchecked { state in
            Self.lookup(key, manager: manager, in: state, generation: changes.load(ordering: .relaxed))
        }
    }

    private static func lookup(
        _ key: FactoryKey, manager: ObjectIdentifier, in state: State, generation: UInt
    ) -> Lookup {
        let settings = state.overrides.isEmpty ? state.plain : state.overrides[key] ?? state.plain
        guard case .done = state.autoRegistration else {
            return Lookup(settings: settings, autoRegistered: state.autoRegistration.allows(manager), generation: 0)
        }
        return Lookup(settings: settings, autoRegistered: true, generation: generation)
    }

    /// The plain registration of `key`, if any.
    func record(for key: FactoryKey) -> (any RegistrationRecord)? {
        guard storedKeys.mayContain(key) else { return nil }
        return entries.withLockUnchecked { state in
            guard !state.overrides.isEmpty else { return nil }
            return state.overrides[key]?.overrides.registration
        }
    }

    /// Changes the overrides of `key` under the lock; returns what `body` returns.
    func update<R>(_ key: FactoryKey, _ body: (inout DefinitionOverrides) -> R) -> R {
        change(of: key) { state in Self.update(key, in: &state, body).result }
    }

    /// Changes the overrides of `key` in `state`, hashing `key` once unless something changed; stores a new
    /// settings object only then (compare before store). Returns what `body` returns, whether anything changed,
    /// and the settings of `key` after the change.
    private static func update<R>(
        _ key: FactoryKey, in state: inout State, _ body: (inout DefinitionOverrides) -> R
    ) -> (result: R, changed: Bool, settings: DefinitionSettings) {
        let stored = state.overrides.isEmpty ? nil : state.overrides[key]
        let current = stored?.overrides ?? DefinitionOverrides()
        var overrides = current
        let result = body(&overrides)
        guard !overrides.storesTheSame(as: current) else { return (result, false, stored ?? state.plain) }
        let settings = overrides.isEmpty ? nil : state.settings(overrides)
        state.overrides[key] = settings
        return (result, true, settings ?? state.plain)
    }

    /// Changes the overrides of `key` like ``update(_:_:)``, but only once the container's `autoRegister()` has
    /// run (or while it runs on this thread), so that it cannot overwrite the change; otherwise changes nothing
    /// and returns `nil`. Returns what `body` returns and what a resolution that follows reads. Skips `body`
    /// when the stored overrides are `unchanged` by it: a definition's modifiers run on every access, and
    /// nearly always write what is stored already. Not generic, for the same reason.
    func updateIfAutoRegistered(
        _ key: FactoryKey,
        manager: ObjectIdentifier,
        unchanged: (DefinitionSettings) -> Bool,
        _ body: (inout DefinitionOverrides) -> Bool
    ) -> (applied: Bool, found: Lookup)? {
        entries.withLockUnchecked { state -> (applied: Bool, found: Lookup)? in
            guard state.autoRegistration.allows(manager) else { return nil }
            // A modifier that writes what is stored changes nothing, not even the generation, so that the
            // settings other resolutions hold stay valid. The stored settings are handed on as they are found:
            // kept in a local first, they are retained once more and released.
            if !state.overrides.isEmpty, let stored = state.overrides[key], unchanged(stored) {
                return (true, Lookup(settings: stored, autoRegistered: true, generation: handedGeneration(state)))
            }
            return change(key, in: &state, body)
        }
    }

    /// The changing half of ``updateIfAutoRegistered(_:manager:unchanged:_:)``, apart so that the half that runs
    /// on nearly every access stays short. Called under the lock.
    @inline(never)
    private func change(
        _ key: FactoryKey, in state: inout State, _ body: (inout DefinitionOverrides) -> Bool
    ) -> (applied: Bool, found: Lookup) {
        let (applied, changed, settings) = Self.update(key, in: &state, body)
        if changed {
            storedKeys.insert(key)
            publish(state)
        }
        return (applied, Lookup(settings: settings, autoRegistered: true, generation: handedGeneration(state)))
    }

    /// The generation settings read now are handed over at: 0 while `autoRegister()` runs, so that they are not
    /// reused. Called under the lock.
    private func handedGeneration(_ state: State) -> UInt {
        guard case .done = state.autoRegistration else { return 0 }
        return changes.load(ordering: .relaxed)
    }

    /// The default scope of definitions that set none.
    var defaultScope: Scope? {
        get { entries.withLockUnchecked { $0.defaultScope } }
        set {
            change { state in
                state.defaultScope = newValue
                state.rebuildSettings()
            }
        }
    }

    /// Where the container's `autoRegister()` stands.
    var autoRegistration: AutoRegistrationPhase {
        get { entries.withLockUnchecked { $0.autoRegistration } }
        set { change { $0.autoRegistration = newValue } }
    }

    /// Marks the `autoRegister()` that `manager` ran as done, unless a reset made it pending again meanwhile.
    func finishAutoRegistration(for manager: ObjectIdentifier) {
        change { state in
            guard case .running(let runner) = state.autoRegistration, runner == manager else { return }
            state.autoRegistration = state.autoRegistrationRerun ? .pending : .done
            state.autoRegistrationRerun = false
        }
    }

    /// Moves a pending `autoRegister()` to running; returns whether the caller is the one to run it.
    func claimAutoRegistration(for manager: ObjectIdentifier) -> Bool {
        change { state in
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
        change { state in
            var removed: [any RegistrationRecord] = []
            for (key, settings) in state.overrides {
                var overrides = settings.overrides
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
                state.overrides[key] = overrides.isEmpty ? nil : state.settings(overrides)
            }
            if parts.contains(.options) {
                state.decorator = nil
                state.rebuildSettings()
            }
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
        set {
            change { state in
                state.decorator = newValue
                state.rebuildSettings()
            }
        }
    }

    /// Everything stored, for `push()` and for isolated containers that start from this one.
    var snapshot: State { entries.withLockUnchecked { $0 } }

    /// Replaces everything stored with `state`, returning the records no longer stored.
    func restore(_ state: State) -> [any RegistrationRecord] {
        change { current in
            let kept = Set(state.overrides.values.flatMap(\.overrides.records).map(\.serial))
            let dropped = current.overrides.values.flatMap(\.overrides.records).filter { !kept.contains($0.serial) }
            let defaultScope = current.defaultScope
            current = state
            // The default scope is a setting, not run-time state: restoring keeps it.
            current.defaultScope = defaultScope
            if case .running = state.autoRegistration {
                current.autoRegistration = .done
                current.autoRegistrationRerun = false
            }
            current.rebuildSettings()
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
