/// The state behind one container: its run-time registrations and its cached instances.
///
/// Every container owns one, as its `manager`. Use it to put a container back in a known state, typically
/// between tests:
///
/// ```swift
/// Container.shared.manager.reset()                     // registrations and caches
/// Container.shared.manager.reset(options: .scope)      // caches only
/// Container.shared.manager.reset(scope: .session)      // one custom scope
/// ```
///
/// Process-wide singletons are not a container's to clear: use `Scope.singleton.reset()`.
public final class ContainerManager: Sendable {
    @usableFromInline let registrations = RegistrationTable()
    @usableFromInline let instances = InstanceStore()

    /// Creates the manager of a new container, with no registrations and nothing cached.
    public init() {}

    /// Clears what `options` selects; by default run-time registrations, type registrations and caches.
    public func reset(options: FactoryResetOptions = .all) {
        switch options {
        case .all:
            forget(registrations.removeAll())
            instances.removeAll { _, entry in entry.clearable }
        case .registration:
            forget(registrations.removeAll())
        case .scope:
            instances.removeAll { _, entry in entry.clearable }
        case .none:
            break
        }
    }

    /// Clears the instances this container cached in `scope`, leaving other scopes alone.
    ///
    /// Singletons belong to the process, not to a container; `Scope.singleton.reset()` clears them.
    public func reset(scope: Scope) {
        let id = scope.id
        instances.removeAll { _, entry in entry.scope == id }
    }

    /// Drops the instances that the given (removed or replaced) registrations cached, here and among the
    /// process-wide singletons.
    func forget(_ records: [any RegistrationRecord]) {
        let serials = Set(records.map(\.serial))
        guard !serials.isEmpty else { return }
        let cachedByRecord: (FactoryKey, CachedInstance) -> Bool = { key, _ in serials.contains(key.variant) }
        instances.removeAll(where: cachedByRecord)
        SingletonStore.process.removeAll(where: cachedByRecord)
    }

    /// Drops every instance cached for one definition, whichever registration built it, in this container.
    func forgetInstances(of key: FactoryKey) {
        instances.removeAll { cached, _ in cached.type == key.type && cached.site == key.site }
    }
}

/// Where `.singleton` instances live: one store for the whole process.
@usableFromInline
enum SingletonStore {
    @usableFromInline static let process = InstanceStore()
}
