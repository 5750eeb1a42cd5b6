// SPDX-License-Identifier: MPL-2.0

/// How a modifier changes what a container stores for a definition (``DefinitionOverrides``).
///
/// Kept out of the generic ``FactoryRegistration``: a definition's modifiers run on every access to it, called
/// from code that does not know `P` and `T`, and generic code there would look up type metadata each time.
enum StoredOverrides {
    /// Runs `body` on the overrides of `key` in the manager acting for the calling task, after `container`'s
    /// `autoRegister()` (so that it cannot overwrite what `body` sets), unless the definition's `once()` point
    /// has been reached and the modifier's chain has not `passedOnce`. Returns whether `body` ran, the
    /// manager it changed, and the definition's settings after the change (for the resolution that follows).
    @discardableResult
    static func update(
        _ key: FactoryKey,
        of container: any ManagedContainer,
        passedOnce: Bool,
        unchanged: (DefinitionSettings) -> Bool = { _ in false },
        _ body: (inout DefinitionOverrides) -> Void
    ) -> (applied: Bool, manager: ContainerManager, found: RegistrationTable.Lookup) {
        let manager = container.manager.takeEffective()
        let id = ObjectIdentifier(manager)
        while true {
            let result = manager.registrations.updateIfAutoRegistered(key, manager: id, unchanged: unchanged) {
                overrides in
                guard passedOnce || !overrides.once else { return false }
                body(&overrides)
                return true
            }
            if let result { return (result.applied, manager, result.found) }
            manager.runAutoRegistration(for: container)
        }
    }

    /// Sets `scope` on `registration` and in its container (for a type registration, in its stored
    /// registration); a changed scope discards what the definition cached, as a new scope means new instances.
    static func apply<P, T>(scope: Scope?, to registration: inout FactoryRegistration<P, T>) {
        defer { registration.scope = scope }
        if registration.isTypeRegistration {
            registration.storeTypeRegistrationScope(scope)
            return
        }
        // Compared by identity, and the scope to store taken only when it changes: a scope kept in a local is
        // retained and released on every access.
        let stored = scope.map(ObjectIdentifier.init) ?? ObjectIdentifier(Scope.unique)
        let key = FactoryKey(T.self, name: registration.name)
        // What this thread found last time, while the table is as it was then: the scope alone is stored, and
        // it is this one. Then the resolution reads the value's own scope, and needs no settings.
        if scope != nil {
            let manager = registration.container.manager.takeEffective()
            let generation = manager.registrations.generation
            if _UnsafeResolutionThread.current(manager.switches).scopeMemo.storesOnly(stored, for: key, at: generation)
            {
                registration.settings = nil
                registration.settingsGeneration = generation
                return
            }
        }
        var changed = false
        let (_, manager, found) = update(
            key, of: registration.container, passedOnce: registration.passedOnce,
            unchanged: { $0.storedScope?.id == stored }
        ) { overrides in
            guard overrides.scope.map(ObjectIdentifier.init) != stored else { return }
            changed = overrides.scope != nil
            overrides.scope = scope ?? Scope.unique
        }
        if changed { manager.forgetInstances(of: key) }
        if scope != nil, found.generation != 0, found.settings.onlyScope == stored {
            _UnsafeResolutionThread.current(manager.switches).scopeMemo.remember(stored, for: key, at: found.generation)
        }
        // Stored field by field: a method of the generic `FactoryRegistration` would look up its metadata.
        registration.settings = found.settings
        registration.settingsGeneration = found.generation
    }
}
