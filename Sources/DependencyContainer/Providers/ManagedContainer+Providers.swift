// SPDX-License-Identifier: MPL-2.0

/// SwiftiePod's pod API, on every container.
extension ManagedContainer {
    /// The provider's instance in this container: the override's if there is one, cached according to the
    /// scope in effect.
    public func resolve<T>(_ provider: Provider<T>) -> T {
        let manager = manager.takeEffective()
        if manager.switches.observing.load(ordering: .relaxed) { return observed(provider, in: manager) }
        return resolve(provider, in: manager)
    }

    /// Inlined into ``resolve(_:)``: a level of generic calls fewer on every provider resolution.
    @inline(__always)
    private func resolve<T>(_ provider: Provider<T>, in manager: ContainerManager) -> T {
        let override = manager.registrations.record(for: provider.key) as? OverrideRecord<any ProviderResolver, T>
        guard let override else {
            return instance(of: provider.key, lifetime: provider.lifetime, definition: provider.builder, in: manager)
        }
        let lifetime = override.providerScope.map(ProviderLifetime.init) ?? provider.lifetime
        let key = provider.key.withVariant(override.serial)
        return instance(of: key, lifetime: lifetime, definition: override.definition, in: manager)
    }

    /// Resolves `provider` on the observed path (traces list `Factory` resolutions only).
    private func observed<T>(_ provider: Provider<T>, in manager: ContainerManager) -> T {
        let override = manager.registrations.record(for: provider.key) as? OverrideRecord<any ProviderResolver, T>
        let definition = override?.definition ?? provider.builder
        let thread = _UnsafeResolutionThread.current(manager.switches)
        ResolutionObservers.enter(
            ObservedResolution(
                container: type(of: self), name: "Provider", type: T.self,
                lifetime: ScopeLifetime(provider: override?.providerScope ?? provider.scope),
                actorType: definition.isolation.map { type(of: $0) }),
            on: thread, in: manager)
        let instance = resolve(provider, in: manager)
        ResolutionObservers.leave(on: thread)
        return instance
    }

    private func instance<T>(
        of key: FactoryKey,
        lifetime: ProviderLifetime,
        definition: FactoryDefinition<any ProviderResolver, T>,
        in manager: ContainerManager
    ) -> T {
        // The builder is passed as a literal closure at each call rather than kept in a `let`: a stored closure
        // escapes, and allocates its context on every resolution, cache hits included.
        if lifetime.createsNew {
            return Resolution.uniqueInstance(
                of: key, shape: .plain, on: _UnsafeResolutionThread.current(manager.switches)
            ) {
                Resolution.build(definition, with: self, definition: "Provider<\(T.self)>")
            }
        }
        let policy = CachePolicy(
            scope: lifetime.scopeID, weakly: false, clearable: lifetime.clearable, timeToLive: nil)
        return manager.instances.instance(of: key, policy: policy, shape: .plain) {
            Resolution.build(definition, with: self, definition: "Provider<\(T.self)>")
        }
    }

    /// Makes `provider` build with `builder` in this container, until ``removeOverrideProvider(_:)``.
    ///
    /// ```swift
    /// pod.overrideProvider(apiProvider) { _ in MockAPI() }
    /// ```
    ///
    /// - Parameters:
    ///   - provider: The provider to override.
    ///   - isolation: The actor the builder is isolated to; leave the default, the caller's isolation (an
    ///     override made in main-actor code, such as a `@MainActor` test or a module with main-actor default
    ///     isolation, is a main-actor one, as a provider declared there is).
    ///   - builder: Builds the replacement instance.
    ///   - scope: How the override's instances are cached; `nil` (the default) keeps the provider's scope.
    ///     The override's instances are cached apart from the provider's own.
    public func overrideProvider<T>(
        _ provider: Provider<T>,
        isolation: isolated (any Actor)? = #isolation,
        with builder: @escaping (any ProviderResolver) -> T,
        scope: (any ProviderScope)? = nil
    ) {
        let record = OverrideRecord(
            FactoryDefinition(parameterized: builder, isolation: isolation), providerScope: scope)
        manager.effective.forget(manager.effective.registrations.set(record, for: provider.key).map { [$0] } ?? [])
    }

    /// Makes `provider` build with `builder` in this container, caching in `scope`; the same as
    /// ``overrideProvider(_:isolation:with:scope:)`` with the scope written first.
    public func overrideProvider<T>(
        _ provider: Provider<T>,
        scope: (any ProviderScope)?,
        isolation: isolated (any Actor)? = #isolation,
        with builder: @escaping (any ProviderResolver) -> T
    ) {
        overrideProvider(provider, isolation: isolation, with: builder, scope: scope)
    }

    /// Removes the override of `provider` and the instances it cached; the provider's own (and its cached
    /// instance, if any) apply again.
    public func removeOverrideProvider<T>(_ provider: Provider<T>) {
        manager.effective.forget(manager.effective.registrations.remove(provider.key).map { [$0] } ?? [])
    }

    /// Clears the instances cached in `scope` and, transitively, in its ``ProviderScope/children``.
    ///
    /// ``SingletonScope`` is never cleared, even when it is listed as a child.
    public func clearCachedInstances(forScope scope: any ProviderScope) {
        var cleared: Set<ObjectIdentifier> = []
        var pending: [any ProviderScope] = [scope]
        while let next = pending.popLast() {
            guard cleared.insert(ObjectIdentifier(type(of: next))).inserted else { continue }
            pending.append(contentsOf: next.children)
        }
        cleared.remove(ObjectIdentifier(SingletonScope.self))
        manager.effective.instances.removeAll { _, entry in cleared.contains(entry.scope) }
    }
}
