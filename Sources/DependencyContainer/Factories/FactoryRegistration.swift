// SPDX-License-Identifier: MPL-2.0

/// Everything a ``Factory`` or ``ParameterFactory`` knows: its container, its name, its definition and its
/// modifiers.
///
/// You rarely touch it directly; it is the storage that ``FactoryModifying`` modifiers change. A registration
/// is a small value, created on every access to a container property and discarded after use. What persists
/// (run-time registrations, cached instances) lives in the container's ``ContainerManager``.
public struct FactoryRegistration<P, T>: Sendable {
    /// The container's registrations and cached instances.
    let manager: ContainerManager
    /// The name of the definition: `#function` of the container property that defines it.
    let name: StaticString
    /// How the definition builds an instance.
    let definition: FactoryDefinition<P, T>
    /// The scope; `nil` resolves like `.unique`.
    var scope: Scope?
    /// How long a cached instance may be reused, in seconds; `nil` for as long as its scope keeps it.
    var timeToLive: Double?
    /// Set on factories returned by `Resolving.register`: their modifiers change the stored registration.
    var isTypeRegistration = false
    /// Whether this value's modifier chain has passed `once()`: side effects after it always apply.
    var passedOnce = false

    init(manager: ContainerManager, name: StaticString, definition: FactoryDefinition<P, T>) {
        self.manager = manager
        self.name = name
        self.definition = definition
    }

    /// The definition's key in its container's tables.
    var key: FactoryKey { FactoryKey(T.self, name: name) }

    /// A `ParameterFactory` may resolve itself with other parameters, so its key may repeat in a chain.
    var mayRepeat: Bool { P.self != Void.self }

    /// How reports name this definition: `viewModel (Factory<ProfileViewModel>)`.
    var definitionDescription: String {
        mayRepeat ? "\(name) (ParameterFactory<\(P.self), \(T.self)>)" : "\(name) (Factory<\(T.self)>)"
    }

    /// Resolves the factory: the active context registration or the latest run-time registration if there is
    /// one, else the definition, cached according to the scope, then decorated.
    func resolve(with parameters: P) -> T {
        let manager = manager.effective
        let key = key
        let (overrides, containerDecorator) = manager.registrations.lookup(key)
        let record = overrides?.effectiveRecord(in: FactoryContext.current) as? OverrideRecord<P, T>
        let instance: T
        if let record {
            instance = Resolution.instance(
                of: key.withVariant(record.serial),
                scope: isTypeRegistration || record.scope != nil ? record.scope : scope,
                timeToLive: timeToLive,
                shape: BuildShape(mayRepeat: mayRepeat),
                manager: manager
            ) { record.definition.build(parameters, definition: definitionDescription) }
        } else {
            instance = Resolution.instance(
                of: key, scope: scope, timeToLive: timeToLive,
                shape: BuildShape(mayRepeat: mayRepeat), manager: manager
            ) { definition.build(parameters, definition: definitionDescription) }
        }
        if let decorate = overrides?.decorator as? @Sendable (T) -> Void { decorate(instance) }
        containerDecorator?(instance)
        return instance
    }

    /// Changes this definition's stored overrides in `manager`, unless `once()` has been reached and this
    /// value's chain has not passed it yet. Returns whether `body` ran.
    @discardableResult
    func updateOverrides(in manager: ContainerManager, _ body: (inout DefinitionOverrides) -> Void) -> Bool {
        manager.registrations.update(key) { overrides in
            guard passedOnce || !overrides.once else { return false }
            body(&overrides)
            return true
        }
    }

    /// Stores `factory` as this definition's run-time registration in the container.
    func register(_ factory: FactoryDefinition<P, T>) {
        let manager = manager.effective
        let scope = isTypeRegistration ? self.scope : nil
        var previous: (any RegistrationRecord)?
        let applied = updateOverrides(in: manager) { overrides in
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
        let manager = manager.effective
        var previous: (any RegistrationRecord)?
        updateOverrides(in: manager) { overrides in
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

    /// Stores `decorator` as this definition's decorator.
    func decorate(with decorator: @escaping @Sendable (T) -> Void) {
        updateOverrides(in: manager.effective) { overrides in overrides.decorator = decorator }
    }

    /// Marks the `once()` point: from now on, side effects chained before it are skipped.
    func markOnce() {
        manager.effective.registrations.update(key) { $0.once = true }
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
