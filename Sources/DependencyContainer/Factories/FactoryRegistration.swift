/// Everything a ``Factory`` or ``ParameterFactory`` knows: its container, its key, its definition and its
/// modifiers.
///
/// You rarely touch it directly; it is the storage that ``FactoryModifying`` modifiers change. A registration
/// is a small value: creating one (which happens on every access to a container property) allocates nothing
/// and takes no lock.
public struct FactoryRegistration<P, T>: Sendable {
    /// The container's manager rather than the container: one concrete reference to retain instead of an
    /// existential, and all that resolution needs.
    @usableFromInline let manager: ContainerManager
    @usableFromInline let key: FactoryKey
    /// The definition's name, `#function` of the container property: used in cycle reports.
    @usableFromInline let name: StaticString
    @usableFromInline let factory: @Sendable (P) -> T
    @usableFromInline var scope: ScopeTag?
    /// Set on factories returned by `Resolving.register`: their modifiers change the stored registration.
    @usableFromInline var isTypeRegistration = false

    @inlinable
    init(manager: ContainerManager, key: StaticString, factory: @escaping @Sendable (P) -> T) {
        self.manager = manager
        self.key = FactoryKey(T.self, site: key)
        self.name = key
        self.factory = factory
    }

    /// Resolves the factory: the latest run-time registration if there is one, else the definition, cached
    /// according to the scope.
    @inlinable
    func resolve(with parameters: P) -> T {
        if let record = manager.registrations.record(for: key) {
            return resolve(with: parameters, overriddenBy: record, manager: manager)
        }
        return resolve(with: parameters, build: factory, scope: scope, variant: 0, manager: manager)
    }

    @usableFromInline
    func resolve(with parameters: P, overriddenBy record: any RegistrationRecord, manager: ContainerManager) -> T {
        guard let override = record as? OverrideRecord<P, T> else {
            return resolve(with: parameters, build: factory, scope: scope, variant: 0, manager: manager)
        }
        let scope = isTypeRegistration || override.scope != nil ? override.scope : self.scope
        return resolve(
            with: parameters, build: override.build, scope: scope, variant: override.serial, manager: manager)
    }

    @inlinable
    func resolve(
        with parameters: P,
        build: @Sendable (P) -> T,
        scope: ScopeTag?,
        variant: UInt,
        manager: ContainerManager
    ) -> T {
        let key = variant == 0 ? self.key : self.key.withVariant(variant)
        let link = ResolutionLink(key: key, type: T.self, name: name, mayRepeat: P.self != Void.self)
        guard let scope else {
            return ResolutionContext.building(link) { build(parameters) }
        }
        switch scope.kind {
        case .unique:
            return ResolutionContext.building(link) { build(parameters) }
        case .singleton:
            return SingletonStore.process.instance(for: key, scope: scope.id, link: link) { build(parameters) }
        case .cached:
            return manager.instances.instance(for: key, scope: scope.id, link: link) { build(parameters) }
        case .shared:
            return manager.instances.instance(for: key, scope: scope.id, weakly: true, link: link) {
                build(parameters)
            }
        case .graph:
            return ResolutionContext.graphInstance(link) { build(parameters) }
        }
    }

    /// Stores `factory` as this definition's run-time registration in the container.
    func register(_ factory: @escaping @Sendable (P) -> T) {
        let scope = isTypeRegistration ? self.scope : nil
        let previous = manager.registrations.set(OverrideRecord(build: factory, scope: scope), for: key)
        // A new registration means new instances: nothing the definition or the previous registration cached
        // in this container may be returned for it.
        manager.forgetInstances(of: key)
        manager.forget(previous.map { [$0] } ?? [])
    }

    /// Gives a type registration's stored registration `scope`.
    @usableFromInline
    func storeTypeRegistrationScope(_ scope: ScopeTag?) {
        guard let current = manager.registrations.record(for: key) as? OverrideRecord<P, T> else { return }
        let previous = manager.registrations.set(OverrideRecord(build: current.build, scope: scope), for: key)
        manager.forget(previous.map { [$0] } ?? [])
    }

    /// Resets this one definition in its container.
    func reset(_ options: FactoryResetOptions) {
        switch options {
        case .all:
            manager.forget(manager.registrations.remove(key).map { [$0] } ?? [])
            forgetCachedInstances()
        case .registration:
            manager.forget(manager.registrations.remove(key).map { [$0] } ?? [])
        case .scope:
            forgetCachedInstances()
        case .none:
            break
        }
    }

    private func forgetCachedInstances() {
        manager.forgetInstances(of: key)
        if scope?.kind == .singleton {
            SingletonStore.process.removeAll { cached, _ in cached.type == key.type && cached.site == key.site }
        }
    }
}
