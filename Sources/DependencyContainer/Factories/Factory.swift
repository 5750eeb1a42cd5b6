// SPDX-License-Identifier: MPL-2.0

/// A definition of how to build a dependency, bound to a container.
///
/// Define factories as computed properties in a container extension, and resolve them by calling them:
///
/// ```swift
/// extension Container {
///     var api: Factory<APIClient> { self { URLSessionAPIClient() }.singleton }
///     var profile: Factory<ProfileService> { self { ProfileService(api: self.api()) } }
/// }
///
/// let profile = Container.shared.profile()
/// ```
public struct Factory<T>: FactoryModifying, Sendable {
    /// The factory's container, key, definition and modifiers.
    public var registration: FactoryRegistration<Void, T>

    /// Creates a factory in `container`.
    ///
    /// - Parameters:
    ///   - container: The container that caches its instances and holds its run-time registrations.
    ///   - key: Tells definitions of one type apart; keep the default, the enclosing property's name.
    ///   - isolation: The actor the definition is isolated to; leave the default, the caller's isolation.
    ///   - factory: Builds a new instance.
    public init(
        _ container: any ManagedContainer,
        key: StaticString = #function,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: @escaping () -> T
    ) {
        registration = FactoryRegistration(
            container: container, name: key, definition: FactoryDefinition(plain: factory, isolation: isolation))
    }

    // Inlined, as every initializer of the factory value is (see "Why it is fast" in Internal/README.md).
    @inline(__always)
    init(registration: FactoryRegistration<Void, T>) {
        self.registration = registration
    }

    /// Resolves the dependency: a new or a cached instance, depending on the scope.
    public consuming func callAsFunction() -> T {
        Resolution.resolve(registration, with: ()).instance
    }

    /// Resolves the dependency; the same as calling the factory.
    public func resolve() -> T {
        callAsFunction()
    }

    /// Replaces what this factory builds in its container, until the container or the factory is reset.
    ///
    /// The scope still applies; instances cached for the previous registration are discarded.
    ///
    /// ```swift
    /// Container.shared.api.register { MockAPIClient() }
    /// ```
    ///
    /// Registered in `@MainActor` code, the registration is main-actor isolated.
    @discardableResult
    public func register(isolation: isolated (any Actor)? = #isolation, factory: @escaping () -> T) -> Self {
        registration.register(FactoryDefinition(plain: factory, isolation: isolation))
        return self
    }
}

/// The closure a ``Factory`` builds with: `register(factory:)` takes one.
public typealias VoidFactoryType<T> = () -> T

/// The closure a ``ParameterFactory`` builds with, from its parameter.
public typealias ParameterFactoryType<P, T> = (P) -> T
