// SPDX-License-Identifier: MPL-2.0

/// A definition of how to build a dependency from a run-time parameter, bound to a container.
///
/// ```swift
/// extension Container {
///     var detail: ParameterFactory<String, DetailViewModel> {
///         self { id in DetailViewModel(id: id, api: self.api()) }
///     }
/// }
///
/// let viewModel = Container.shared.detail("42")
/// ```
///
/// With a caching scope the first parameter builds the instance and later ones are ignored until a reset, unless
/// ``FactoryModifying/scopeOnParameters``.
public struct ParameterFactory<P, T>: FactoryModifying, Sendable {
    /// The factory's container, key, definition and modifiers.
    public var registration: FactoryRegistration<P, T>

    /// Creates a parameterized factory in `container`.
    ///
    /// - Parameters:
    ///   - container: The container that caches its instances and holds its run-time registrations.
    ///   - key: Tells definitions of one type apart; keep the default, the enclosing property's name.
    ///   - isolation: The actor the definition is isolated to; leave the default, the caller's isolation.
    ///   - factory: Builds a new instance from the parameter.
    public init(
        _ container: any ManagedContainer,
        key: StaticString = #function,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: @escaping (P) -> T
    ) {
        registration = FactoryRegistration(
            container: container, name: key,
            definition: FactoryDefinition(parameterized: factory, isolation: isolation))
    }

    // Inlined, as every initializer of the factory value is (see "Why it is fast" in Internal/README.md).
    @inline(__always)
    init(registration: FactoryRegistration<P, T>) {
        self.registration = registration
    }

    /// Resolves the dependency for `parameters`.
    public consuming func callAsFunction(_ parameters: P) -> T {
        Resolution.resolve(registration, with: parameters).instance
    }

    /// Resolves the dependency for `parameters`; the same as calling the factory.
    public func resolve(_ parameters: P) -> T {
        callAsFunction(parameters)
    }

    /// Replaces what this factory builds in its container, until the container or the factory is reset.
    @discardableResult
    public func register(isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T) -> Self {
        registration.register(FactoryDefinition(parameterized: factory, isolation: isolation))
        return self
    }
}
