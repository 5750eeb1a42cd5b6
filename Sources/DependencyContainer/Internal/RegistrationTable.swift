// SPDX-License-Identifier: MPL-2.0

import Atomics
import SwiftConcurrency

/// What a container stores for each definition, and the one place that says what that is.
final class RegistrationTable: Sendable {
    private let entries = ConcurrencySafeContainer<State>(State())
    /// Changes, under the lock, with everything stored that a resolution reads (see ``generation``).
    private let changes = UnsafeAtomic<UInt>.create(RegistrationTable.nextGeneration())
    /// The keys stored, for resolutions that read the table without its lock (see ``storesNothingWithoutLock(for:)``).
    private let storedKeys = _UnsafeKeyFilter.create()
    /// Whether a definition that stores nothing needs no settings: `autoRegister()` has run, and no container-wide
    /// setting (decorator, default scope) is set.
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
        /// `manager.defaultScope`: the scope of definitions that set none.
        var defaultScope: Scope?
        var autoRegistration = AutoRegistrationPhase.pending
        /// Set by a reset during `autoRegister()` on another thread, so that the next resolution runs it again
        /// afterwards.
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

    /// What a modifier found stored, carried to the resolution, which uses it while ``generation`` has not moved.
    struct HandOff: Sendable {
        /// What the resolution reads, with the meaning of ``settings(for:handedOver:in:container:)``'s result.
        fileprivate(set) var settings: DefinitionSettings?
        /// The table's generation when it was found; 0 when nothing was (or while `autoRegister()` ran): the resolution
        /// then reads the table.
        fileprivate(set) var generation: UInt = 0
    }

    // MARK: - Reading

    /// What a resolution of `key` reads: `nil` when nothing is stored beyond what the factory value carries.
    static func settings(
        for key: FactoryKey, handedOver handOff: HandOff, in manager: ContainerManager,
        container: any ManagedContainer
    ) -> DefinitionSettings? {
        let table = manager.registrations
        if handOff.generation != 0, handOff.generation == table.generation { return handOff.settings }
        if table.storesNothingWithoutLock(for: key) { return nil }
        var found = table.lookup(key, manager: ObjectIdentifier(manager))
        if !found.autoRegistered {
            manager.runAutoRegistration(for: container)
            found = table.lookup(key, manager: ObjectIdentifier(manager))
        }
        return found.handOff.settings
    }

    /// The plain registration of `key`, if any.
    func record(for key: FactoryKey) -> (any RegistrationRecord)? {
        guard storedKeys.mayContain(key) else { return nil }
        return entries.withLockUnchecked { state in
            guard !state.overrides.isEmpty else { return nil }
            return state.overrides[key]?.overrides.registration
        }
    }

    /// Moves, to a number unique in the process, with every change a resolution could see.
    private var generation: UInt { changes.load(ordering: .acquiring) }

    private static let generations = ManagedAtomic<UInt>(0)

    private static func nextGeneration() -> UInt {
        generations.wrappingIncrementThenLoad(ordering: .relaxed)
    }

    /// Whether, read without the lock, a resolution of `key` needs no settings.
    private func storesNothingWithoutLock(for key: FactoryKey) -> Bool {
        plainIsEmpty.load(ordering: .acquiring) && !storedKeys.mayContain(key)
    }

    /// What one read under the lock found: the hand-off, and whether `autoRegister()` lets the caller go ahead.
    private struct Lookup {
        let handOff: HandOff
        let autoRegistered: Bool
    }

    private func lookup(_ key: FactoryKey, manager: ObjectIdentifier) -> Lookup {
        entries.withLockUnchecked { state in
            let settings = state.overrides.isEmpty ? state.plain : state.overrides[key] ?? state.plain
            return Lookup(
                handOff: HandOff(settings: settings, generation: handedGeneration(state)),
                autoRegistered: state.autoRegistration.allows(manager))
        }
    }

    /// The generation settings read now are handed over at: 0 while `autoRegister()` runs, so that they are not reused.
    private func handedGeneration(_ state: State) -> UInt {
        guard case .done = state.autoRegistration else { return 0 }
        return changes.load(ordering: .relaxed)
    }

    // MARK: - Modifiers

    /// A scope modifier: sets and stores `scope`; a changed scope discards what the definition cached.
    static func apply<P, T>(scope: Scope?, to registration: inout FactoryRegistration<P, T>) {
        defer { registration.scope = scope }
        if registration.isTypeRegistration {
            registration.storeTypeRegistrationScope(scope)
            return
        }
        // Stored field by field: a method of the generic `FactoryRegistration` would look up its metadata.
        registration.handOff = storeScope(
            scope, for: FactoryKey(T.self, name: registration.name), of: registration.container,
            passedOnce: registration.passedOnce)
    }

    /// The non-generic half of ``apply(scope:to:)``.
    private static func storeScope(
        _ scope: Scope?, for key: FactoryKey, of container: any ManagedContainer, passedOnce: Bool
    ) -> HandOff {
        // Compared by identity, and the scope to store taken only when it changes: a scope kept in a local is
        // retained and released on every access.
        let stored = scope.map(ObjectIdentifier.init) ?? ObjectIdentifier(Scope.unique)
        if scope != nil {
            let manager = container.manager.takeEffective()
            let generation = manager.registrations.generation
            if _UnsafeResolutionThread.current(manager.switches).scopeMemo.storesOnly(stored, for: key, at: generation)
            {
                return HandOff(settings: nil, generation: generation)
            }
        }
        var changed = false
        let (_, manager, found) = modify(
            key, of: container, passedOnce: passedOnce, unchanged: { $0.storedScope?.id == stored }
        ) { overrides in
            guard overrides.scope.map(ObjectIdentifier.init) != stored else { return }
            changed = overrides.scope != nil
            overrides.scope = scope ?? Scope.unique
        }
        if changed { manager.forgetInstances(of: key) }
        if scope != nil, found.generation != 0, found.settings?.onlyScope == stored {
            _UnsafeResolutionThread.current(manager.switches).scopeMemo.remember(stored, for: key, at: found.generation)
        }
        return found
    }

    /// Runs `body` on the overrides of `key` after `autoRegister()`, unless `once()` was reached and the chain has not
    /// `passedOnce`.
    @discardableResult
    static func modify(
        _ key: FactoryKey,
        of container: any ManagedContainer,
        passedOnce: Bool,
        unchanged: (DefinitionSettings) -> Bool = { _ in false },
        _ body: (inout DefinitionOverrides) -> Void
    ) -> (applied: Bool, manager: ContainerManager, handOff: HandOff) {
        let manager = container.manager.takeEffective()
        let id = ObjectIdentifier(manager)
        while true {
            let result = manager.registrations.modifyIfAutoRegistered(key, manager: id, unchanged: unchanged) {
                overrides in
                guard passedOnce || !overrides.once else { return false }
                body(&overrides)
                return true
            }
            if let result { return (result.applied, manager, result.handOff) }
            manager.runAutoRegistration(for: container)
        }
    }

    /// ``modify(_:of:passedOnce:unchanged:_:)`` on this table, or `nil` while another thread's `autoRegister()` has not
    /// run.
    private func modifyIfAutoRegistered(
        _ key: FactoryKey,
        manager: ObjectIdentifier,
        unchanged: (DefinitionSettings) -> Bool,
        _ body: (inout DefinitionOverrides) -> Bool
    ) -> (applied: Bool, handOff: HandOff)? {
        entries.withLockUnchecked { state -> (applied: Bool, handOff: HandOff)? in
            guard state.autoRegistration.allows(manager) else { return nil }
            // A modifier that writes what is stored changes nothing, not even the generation, so that the
            // settings other resolutions hold stay valid. The stored settings are handed on as they are found:
            // kept in a local first, they are retained once more and released.
            if !state.overrides.isEmpty, let stored = state.overrides[key], unchanged(stored) {
                return (true, HandOff(settings: stored, generation: handedGeneration(state)))
            }
            return change(key, in: &state, body)
        }
    }

    /// The changing half of ``modifyIfAutoRegistered(_:manager:unchanged:_:)``, apart so that the half that runs on
    /// nearly every access stays short.
    @inline(never)
    private func change(
        _ key: FactoryKey, in state: inout State, _ body: (inout DefinitionOverrides) -> Bool
    ) -> (applied: Bool, handOff: HandOff) {
        let (applied, changed, settings) = Self.update(key, in: &state, body)
        if changed {
            storedKeys.insert(key)
            publish(state)
        }
        return (applied, HandOff(settings: settings, generation: handedGeneration(state)))
    }

    // MARK: - Changes

    /// Runs `body` on the state under the lock, as a change: published once it is done (see ``publish(_:)``).
    private func change<R>(of key: FactoryKey? = nil, _ body: (inout State) -> R) -> R {
        entries.withLockUnchecked { state in
            defer {
                if let key { storedKeys.insert(key) } else { storedKeys.rebuild(from: state.overrides.keys) }
                publish(state)
            }
            return body(&state)
        }
    }

    /// Publishes a change to lock-free readers: a new ``generation`` and the needs-no-settings flag.
    private func publish(_ state: State) {
        var plainIsEmpty = state.decorator == nil && state.defaultScope == nil
        if case .done = state.autoRegistration {} else { plainIsEmpty = false }
        self.plainIsEmpty.store(plainIsEmpty, ordering: .releasing)
        changes.store(Self.nextGeneration(), ordering: .releasing)
    }

    /// Changes the overrides of `key` under the lock; returns what `body` returns.
    func update<R>(_ key: FactoryKey, _ body: (inout DefinitionOverrides) -> R) -> R {
        change(of: key) { state in Self.update(key, in: &state, body).result }
    }

    /// Changes the overrides of `key` in `state`, hashing `key` once unless something changed; stores a new settings
    /// object only then (compare before store).
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

/// Where a container's ``AutoRegistering/autoRegister()`` stands: it runs once, before the container's first resolution
/// or change, and again after a reset that forgets registrations.
enum AutoRegistrationPhase: Sendable {
    /// Not run yet (or reset since): the next resolution or change runs it first.
    case pending
    /// Running, on behalf of the container manager with this identity; the thread running it may go on.
    case running(ObjectIdentifier)
    /// Run; resolutions go ahead.
    case done

    /// Whether a resolution or a change of the manager `manager` may go ahead now.
    func allows(_ manager: ObjectIdentifier) -> Bool {
        switch self {
        case .done: true
        case .pending: false
        case .running(let runner): runner == manager && AutoRegistrationPhase.runningHere.contains(manager)
        }
    }

    /// The managers whose `autoRegister()` runs on the calling thread, so that its own registrations and resolutions go
    /// ahead instead of waiting for themselves.
    @TaskLocal static var runningHere: Set<ObjectIdentifier> = []
}

/// A process-wide source of increasing numbers, starting at 1 (0 means "the definition itself").
final class ConcurrencySafeCounter: Sendable {
    private let last = ConcurrencySafeContainer<UInt>(0)

    func next() -> UInt {
        last.withLock { last in
            last += 1
            return last
        }
    }
}

/// Running a container's ``AutoRegistering/autoRegister()`` once, before its first resolution or change.
extension ContainerManager {
    /// Runs `container.autoRegister()` if it is pending in this manager, or waits while another thread runs it.
    func runAutoRegistration(for container: any ManagedContainer) {
        let id = ObjectIdentifier(self)
        while true {
            if registrations.claimAutoRegistration(for: id) {
                if let autoRegistering = container as? AutoRegistering {
                    AutoRegistrationPhase.$runningHere.withValue(AutoRegistrationPhase.runningHere.union([id])) {
                        autoRegistering.autoRegister()
                    }
                }
                // Marked finished under the wait box's lock, so that no waiter checks between it and the wake-up.
                autoRegistrationFinished.withLockBroadcasting {
                    $0 &+= 1
                    registrations.finishAutoRegistration(for: id)
                }
                return
            }
            autoRegistrationFinished.withLock(waitingUntil: { _ in isSettled(registrations.autoRegistration) }) { _ in }
            // A reset during that run asked for another: run it (or wait for the thread that claims it).
            guard case .pending = registrations.autoRegistration else { return }
        }
    }

    /// Whether waiting for an `autoRegister()` is over: it is not running on any thread.
    private func isSettled(_ phase: AutoRegistrationPhase) -> Bool {
        if case .running = phase { return false }
        return true
    }
}
