// SPDX-License-Identifier: MPL-2.0

/// Registration and resolution by type rather than by named definition.
///
/// ```swift
/// Container.shared.register { URLSessionAPIClient() as APIClient }
/// let api: APIClient? = Container.shared.resolve()
/// ```
///
/// `resolve` returns `nil` for a type never registered. The last registration wins; it is unique unless scoped:
/// `Container.shared.register { Clock() }.singleton`.
public protocol Resolving: ManagedContainer {
    /// Registers how to build a `T`, replacing any earlier registration of `T`.
    func register<T>(_ type: T.Type, factory: @escaping @Sendable () -> T) -> Factory<T>
    /// The factory registered for `T`, or `nil`.
    func factory<T>(_ type: T.Type) -> Factory<T>?
    /// A `T` from its registration, or `nil` if `T` was never registered.
    func resolve<T>(_ type: T.Type) -> T?
}

extension Resolving {
    /// Registers how to build a `T` (inferred from the closure), replacing any earlier registration of `T`.
    ///
    /// The builder is `@Sendable`; for a main-actor type use a ``Factory`` in a `@MainActor` extension
    /// (<doc:MainActorFactories>).
    ///
    /// - Returns: The registration's factory; apply a scope to it to cache what it builds.
    @discardableResult
    public func register<T>(_ type: T.Type = T.self, factory: @escaping @Sendable () -> T) -> Factory<T> {
        var registered = Factory(self, key: typeRegistrationKey, factory)
        registered.registration.isTypeRegistration = true
        registered.register(factory: factory)
        return registered
    }

    /// The factory registered for `T`, or `nil`; use it to change the registration's scope.
    public func factory<T>(_ type: T.Type = T.self) -> Factory<T>? {
        let key = FactoryKey(T.self, name: typeRegistrationKey)
        let manager = manager.effective
        if !manager.registrations.autoRegistration.allows(ObjectIdentifier(manager)) {
            manager.runAutoRegistration(for: self)
        }
        guard let record = manager.registrations.record(for: key) as? OverrideRecord<Void, T> else {
            return nil
        }
        var registration = FactoryRegistration(
            container: self, name: typeRegistrationKey, definition: record.definition)
        registration.isTypeRegistration = true
        registration.scope = record.scope
        return Factory(registration: registration)
    }

    /// A `T` from its registration, or `nil` if `T` was never registered (`T` may be inferred from the
    /// result: `let api: APIClient? = container.resolve()`).
    public func resolve<T>(_ type: T.Type = T.self) -> T? {
        factory(T.self)?()
    }
}

/// The name of every type registration: the type alone tells them apart.
let typeRegistrationKey: StaticString = "Resolving.register(_:factory:)"
