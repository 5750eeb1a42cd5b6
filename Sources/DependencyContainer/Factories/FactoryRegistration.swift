/// Everything a ``Factory`` or ``ParameterFactory`` knows: its container, its key, its definition and its
/// modifiers.
///
/// You rarely touch it directly; it is the storage that ``FactoryModifying`` modifiers change. A registration
/// is a small value: creating one (which happens on every access to a container property) allocates nothing
/// and takes no lock.
public struct FactoryRegistration<P, T>: Sendable {
    // Seven scalars in all (the definition is two words and a tag), which the compiler destroys inline: see
    // `FactoryTraits`. Another field would cost about a sixth of a cached resolution.

    /// The container's manager, or `nil` for `Container.shared`'s.
    ///
    /// `Container.shared`'s manager is never freed, so its factories need not keep it alive, and retaining and
    /// releasing it on every property access would be a third of a cached resolution. Every other container's
    /// factories hold their manager strongly, so they stay valid after the container is gone.
    @usableFromInline let ownedManager: ContainerManager?
    @usableFromInline let definition: FactoryDefinition<P, T>
    /// Where the definition is: the address of its key, `#function` of the container property (see
    /// ``FactoryKey``). With `T` it makes the key, and with the length in `traits` it spells the name.
    @usableFromInline let site: UInt
    /// The scope's identity; `nil` for none.
    @usableFromInline var scopeID: ObjectIdentifier?
    @usableFromInline var traits: FactoryTraits

    @inlinable
    init(manager: ContainerManager, key: StaticString, definition: FactoryDefinition<P, T>) {
        self.ownedManager = manager.livesForever ? nil : manager
        self.definition = definition
        self.site = FactoryKey.address(of: key)
        self.scopeID = nil
        self.traits = FactoryTraits(nameLength: key.hasPointerRepresentation ? key.utf8CodeUnitCount : 0)
    }

    @inlinable
    init(manager: ContainerManager, key: StaticString, factory: @escaping @Sendable (P) -> T) {
        self.init(manager: manager, key: key, definition: .parameterized(factory))
    }

    /// The container's manager, unretained: valid while this value exists.
    @inlinable
    var unretainedManager: Unmanaged<ContainerManager> {
        if let ownedManager { return .passUnretained(ownedManager) }
        // Non-nil: this value was made from `everlasting`, so its initializer has run (see there).
        return .fromOpaque(UnsafeRawPointer(bitPattern: ContainerManager.everlastingAddress).unsafelyUnwrapped)
    }

    /// The container's manager.
    @inlinable
    var manager: ContainerManager { ownedManager ?? ContainerManager.everlasting }

    /// The definition's key in its container's tables.
    @inlinable
    var key: FactoryKey { FactoryKey(type: ObjectIdentifier(T.self), site: site) }

    /// The scope; `nil` for none, which resolves like `.unique`.
    @inlinable
    var scope: ScopeTag? {
        get {
            guard let scopeID, let kind = traits.scopeKind else { return nil }
            return ScopeTag(kind: kind, id: scopeID)
        }
        set {
            scopeID = newValue?.id
            traits.scopeKind = newValue?.kind
        }
    }

    /// How long a cached instance may be reused, in seconds; `nil` for as long as its scope keeps it.
    @inlinable
    var timeToLive: Double? {
        get { traits.timeToLive }
        set { traits.timeToLive = newValue }
    }

    /// Set on factories returned by `Resolving.register`: their modifiers change the stored registration.
    @inlinable
    var isTypeRegistration: Bool {
        get { traits.isTypeRegistration }
        set { traits.isTypeRegistration = newValue }
    }

    /// Whether this value's modifier chain has passed `once()`: side effects after it always apply.
    @inlinable
    var passedOnce: Bool {
        get { traits.passedOnce }
        set { traits.passedOnce = newValue }
    }

    /// Resolves the factory: the active context registration or the latest run-time registration if there is
    /// one, else the definition, cached according to the scope, then decorated.
    @inlinable
    @inline(__always)
    func resolve(with parameters: P) -> T {
        // One inlined resolution for both cases: a second copy for isolated scopes would not be inlined.
        let effective = ContainerIsolation.effectiveManager(for: unretainedManager)
        // Borrowed for the call: loads of the manager's stores then need no retain.
        return effective._withUnsafeGuaranteedRef { resolve(with: parameters, in: $0) }
    }

    @inlinable
    @inline(__always)
    func resolve(with parameters: P, in manager: ContainerManager) -> T {
        if manager.registrations.mayHaveOverrides(for: key) {
            return resolveOverridden(with: parameters, in: manager)
        }
        return resolve(with: parameters, build: { definition.build($0) }, scope: scope, variant: 0, manager: manager)
    }

    @usableFromInline
    func resolveOverridden(with parameters: P, in manager: ContainerManager) -> T {
        let (overrides, containerDecorator) = manager.registrations.lookup(key)
        let record = overrides?.effectiveRecord(in: FactoryContext.current)
        let instance =
            if let override = record as? OverrideRecord<P, T> {
                resolve(
                    with: parameters,
                    build: override.build,
                    scope: isTypeRegistration || override.scope != nil ? override.scope : scope,
                    variant: override.serial,
                    manager: manager
                )
            } else {
                resolve(with: parameters, build: { definition.build($0) }, scope: scope, variant: 0, manager: manager)
            }
        if let decorate = overrides?.decorator as? @Sendable (T) -> Void { decorate(instance) }
        containerDecorator?(instance)
        return instance
    }

    @inlinable
    @inline(__always)
    func resolve(
        with parameters: P,
        build: @Sendable (P) -> T,
        scope: ScopeTag?,
        variant: UInt,
        manager: ContainerManager
    ) -> T {
        let key = variant == 0 ? self.key : self.key.withVariant(variant)
        let link = ResolutionLink(key: key, type: T.self, nameLength: traits.nameLength, mayRepeat: P.self != Void.self)
        guard let scope else {
            return ResolutionContext.building(link) { build(parameters) }
        }
        switch scope.kind {
        case .unique:
            return ResolutionContext.building(link) { build(parameters) }
        case .singleton:
            return manager.singletons.instance(
                for: key, scope: scope.id, timeToLive: timeToLive, link: link
            ) { build(parameters) }
        case .cached:
            return manager.instances.instance(
                for: key, scope: scope.id, timeToLive: timeToLive, link: link
            ) { build(parameters) }
        case .shared:
            return manager.instances.instance(
                for: key, scope: scope.id, weakly: true, timeToLive: timeToLive, link: link
            ) { build(parameters) }
        case .graph:
            return ResolutionContext.graphInstance(link) { build(parameters) }
        }
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
    func register(_ factory: @escaping @Sendable (P) -> T) {
        let manager = manager.effective
        let scope = isTypeRegistration ? self.scope : nil
        var previous: (any RegistrationRecord)?
        let applied = updateOverrides(in: manager) { overrides in
            previous = overrides.registration
            overrides.registration = OverrideRecord(build: factory, scope: scope)
        }
        guard applied else { return }
        // A new registration means new instances: nothing the definition or the previous registration cached
        // in this container may be returned for it.
        manager.forgetInstances(of: key)
        manager.forget(previous.map { [$0] } ?? [])
    }

    /// Stores `factory` for `context`, replacing an earlier registration for the same context.
    func register(_ factory: @escaping @Sendable (P) -> T, for context: FactoryContextType) {
        let manager = manager.effective
        var previous: (any RegistrationRecord)?
        updateOverrides(in: manager) { overrides in
            let record = ContextOverride(context: context, record: OverrideRecord(build: factory))
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
    @usableFromInline
    func storeTypeRegistrationScope(_ scope: ScopeTag?) {
        let manager = manager.effective
        guard let current = manager.registrations.record(for: key) as? OverrideRecord<P, T> else { return }
        let previous = manager.registrations.set(OverrideRecord(build: current.build, scope: scope), for: key)
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
            manager.singletons.removeAll { cached, _ in cached.type == key.type && cached.site == key.site }
        }
    }
}
