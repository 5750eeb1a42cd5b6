/// SwiftiePod's pod API, on every container.
extension ManagedContainer {
    /// The provider's instance in this container: the override's if there is one, cached according to the
    /// scope in effect.
    @inlinable
    public func resolve<T>(_ provider: Provider<T>) -> T {
        // Inlinable, so that it is specialized for `T` where it is called, and borrowed like a factory's
        // manager: a cache hit then costs what a `Factory` hit does.
        let effective = ContainerIsolation.effectiveManager(for: Unmanaged.passUnretained(manager))
        return effective._withUnsafeGuaranteedRef { manager in
            if _slowPath(manager.registrations.mayHaveOverrides(for: provider.key)) {
                return resolveOverridden(provider, in: manager)
            }
            return instance(of: provider, lifetime: provider.lifetime, variant: 0, build: provider.builder, in: manager)
        }
    }

    @usableFromInline
    func resolveOverridden<T>(_ provider: Provider<T>, in manager: ContainerManager) -> T {
        guard
            let override = manager.registrations.record(for: provider.key) as? OverrideRecord<any ProviderResolver, T>
        else {
            return instance(of: provider, lifetime: provider.lifetime, variant: 0, build: provider.builder, in: manager)
        }
        let lifetime = override.providerScope.map(ProviderLifetime.init) ?? provider.lifetime
        return instance(of: provider, lifetime: lifetime, variant: override.serial, build: override.build, in: manager)
    }

    @inlinable
    @inline(__always)
    func instance<T>(
        of provider: Provider<T>,
        lifetime: ProviderLifetime,
        variant: UInt,
        build: @Sendable (any ProviderResolver) -> T,
        in manager: ContainerManager
    ) -> T {
        let key = variant == 0 ? provider.key : provider.key.withVariant(variant)
        let link = ResolutionLink(key: key, type: T.self, nameLength: nil, mayRepeat: false)
        if lifetime.createsNew {
            return ResolutionContext.building(link) { build(self) }
        }
        return manager.instances.instance(
            for: key, scope: lifetime.scopeID, clearable: lifetime.clearable, link: link
        ) { build(self) }
    }

    /// Makes `provider` build with `builder` in this container, until ``removeOverrideProvider(_:)``.
    ///
    /// ```swift
    /// pod.overrideProvider(apiProvider) { _ in MockAPI() }
    /// ```
    ///
    /// - Parameters:
    ///   - provider: The provider to override.
    ///   - builder: Builds the replacement instance.
    ///   - scope: How the override's instances are cached; `nil` (the default) keeps the provider's scope.
    ///     The override's instances are cached apart from the provider's own.
    public func overrideProvider<T>(
        _ provider: Provider<T>,
        with builder: @escaping @Sendable (any ProviderResolver) -> T,
        scope: (any ProviderScope)? = nil
    ) {
        let record = OverrideRecord(build: builder, providerScope: scope)
        manager.effective.forget(manager.effective.registrations.set(record, for: provider.key).map { [$0] } ?? [])
    }

    /// Makes `provider` build with `builder` in this container, caching in `scope`; the same as
    /// ``overrideProvider(_:with:scope:)`` with the scope written first.
    public func overrideProvider<T>(
        _ provider: Provider<T>,
        scope: (any ProviderScope)?,
        with builder: @escaping @Sendable (any ProviderResolver) -> T
    ) {
        overrideProvider(provider, with: builder, scope: scope)
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
