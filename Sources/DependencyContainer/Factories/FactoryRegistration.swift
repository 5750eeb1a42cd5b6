// SPDX-License-Identifier: MPL-2.0

/// Everything a ``Factory`` or ``ParameterFactory`` knows: its container, its name, its definition and its
/// modifiers.
public struct FactoryRegistration<P, T>: Sendable {
    // The fields are declared in an order that leaves no padding between them (the flags sit in the padding
    // after `name`), and the time to live is a plain `Double`: the value is copied whole several times per
    // access, and a copy of at most 128 bytes costs fewer instructions than a longer one.

    /// The container: what `autoRegister()` runs on, and what traces name. Its `manager` is read from it
    /// where needed rather than kept beside it: a reference fewer to retain and release on every access.
    let container: any ManagedContainer
    /// The name of the definition: `#function` of the container property that defines it.
    let name: StaticString
    /// Whether a caching scope keeps one instance per parameter value.
    var scopeOnParameters = false
    /// Set on factories returned by `Resolving.register`: their modifiers change the stored registration.
    var isTypeRegistration = false
    /// Whether this value's modifier chain has passed `once()`: side effects after it always apply.
    var passedOnce = false
    /// How the definition builds an instance.
    let definition: FactoryDefinition<P, T>
    /// The scope this value's modifiers set; the container's stored one wins (see ``DefinitionOverrides``).
    var scope: Scope?
    /// What the last modifier found stored for this definition, for the resolution that follows.
    var handOff = RegistrationTable.HandOff()
    /// How long a cached instance may be reused, in seconds; NaN for as long as its scope keeps it
    /// (`timeToLive(_:)` accepts no NaN, so NaN is free to mean "not set").
    var timeToLive = Double.nan

    // Inlined, as every initializer of the factory value is (see "Why it is fast" in Internal/README.md).
    @inline(__always)
    init(container: any ManagedContainer, name: StaticString, definition: FactoryDefinition<P, T>) {
        self.container = container
        self.name = name
        self.definition = definition
    }

    /// The container's registrations and cached instances.
    var manager: ContainerManager { container.manager }

    /// The definition's key in its container's tables.
    var key: FactoryKey { FactoryKey(T.self, name: name) }

    /// A `ParameterFactory` may resolve itself with other parameters, so its key may repeat in a chain.
    var mayRepeat: Bool { P.self != Void.self }

    /// How reports name this definition: `viewModel (Factory<ProfileViewModel>)`.
    var definitionDescription: String {
        mayRepeat ? "\(name) (ParameterFactory<\(P.self), \(T.self)>)" : "\(name) (Factory<\(T.self)>)"
    }

    /// Changes this definition's stored overrides, unless `once()` has been reached and this value's chain has
    /// not passed it yet. Returns whether `body` ran, and the manager changed.
    @discardableResult
    func updateOverrides(_ body: (inout DefinitionOverrides) -> Void) -> (applied: Bool, manager: ContainerManager) {
        let (applied, manager, _) = RegistrationTable.modify(key, of: container, passedOnce: passedOnce, body)
        return (applied, manager)
    }

    /// Stores `factory` as this definition's run-time registration in the container.
    func register(_ factory: FactoryDefinition<P, T>) {
        let scope = isTypeRegistration ? self.scope : nil
        var previous: (any RegistrationRecord)?
        let (applied, manager) = updateOverrides { overrides in
            previous = overrides.registration
            overrides.registration = OverrideRecord(factory, scope: scope)
        }
        guard applied else { return }
        // A new registration means new instances: nothing the definition or the previous registration cached
        // in this container may be returned for it.
        manager.forgetInstances(of: key)
        manager.forget(previous.map { [$0] } ?? [])
    }

    /// Stores `factory` for `context`, replacing an earlier registration for the same context.
    func register(_ factory: FactoryDefinition<P, T>, for context: FactoryContextType) {
        var previous: (any RegistrationRecord)?
        let (_, manager) = updateOverrides { overrides in
            let record = ContextOverride(context: context, record: OverrideRecord(factory))
            if let index = overrides.contexts.firstIndex(where: { $0.context == context }) {
                previous = overrides.contexts[index].record
                overrides.contexts[index] = record
            } else {
                overrides.contexts.append(record)
            }
        }
        manager.forget(previous.map { [$0] } ?? [])
    }

    /// Stores `decorator` as this definition's decorator; it learns whether the instance is new. Kept as a
    /// definition, so that an isolated one passes the same check as an isolated builder before it runs.
    func decorate(with decorator: FactoryDefinition<(T, Bool), Void>) {
        // Only the name is captured: the container would keep itself alive through its own table.
        let name = name
        let decorate: @Sendable (T, Bool) -> Void = { instance, instantiated in
            Resolution.build(decorator, with: (instance, instantiated), definition: "the decorator of \(name)")
        }
        updateOverrides { overrides in overrides.decorator = decorate }
    }

    /// Marks the `once()` point: from now on, side effects chained before it are skipped.
    func markOnce() {
        RegistrationTable.modify(key, of: container, passedOnce: true) { $0.once = true }
    }

    /// Gives a type registration's stored registration `scope`.
    func storeTypeRegistrationScope(_ scope: Scope?) {
        let manager = manager.effective
        guard let current = manager.registrations.record(for: key) as? OverrideRecord<P, T> else { return }
        let previous = manager.registrations.set(OverrideRecord(current.definition, scope: scope), for: key)
        manager.forget(previous.map { [$0] } ?? [])
    }

    /// Resets this one definition in its container.
    func reset(_ options: FactoryResetOptions) {
        let manager = manager.effective
        switch options {
        case .all:
            manager.forget(
                manager.registrations.update(key) { overrides in
                    defer { overrides = DefinitionOverrides() }
                    return overrides.records
                })
            forgetCachedInstances(in: manager)
        case .context:
            manager.forget(
                manager.registrations.update(key) { overrides in
                    defer { overrides.contexts = [] }
                    return overrides.contexts.map(\.record)
                })
        case .registration:
            manager.forget(manager.registrations.remove(key).map { [$0] } ?? [])
        case .scope:
            forgetCachedInstances(in: manager)
        case .none:
            break
        }
    }

    private func forgetCachedInstances(in manager: ContainerManager) {
        manager.forgetInstances(of: key)
        if scope?.kind == .singleton {
            let definition = key
            manager.singletons.removeAll { cached, _ in cached.definitionKey == definition }
        }
    }
}
