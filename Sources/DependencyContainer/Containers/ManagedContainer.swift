// SPDX-License-Identifier: MPL-2.0

/// A container: the owner of a ``ContainerManager`` and the home of factory definitions.
///
/// Define dependencies in an extension, building each ``Factory`` with `self { … }`:
///
/// ```swift
/// extension Container {
///     var api: Factory<APIClient> { self { URLSessionAPIClient() } }
///     var detail: ParameterFactory<String, DetailViewModel> { self { id in DetailViewModel(id: id) } }
/// }
/// ```
///
/// Every container also resolves SwiftiePod-style ``Provider``s (see ``ProviderResolver``).
public protocol ManagedContainer: AnyObject, Sendable, ProviderResolver {
    /// The container's registrations and cached instances.
    var manager: ContainerManager { get }
}

extension ManagedContainer {
    /// Builds a ``Factory`` bound to this container: `self { Service() }` inside a container extension.
    ///
    /// In a `@MainActor` (or other global-actor) extension the definition is isolated to that actor: it may
    /// call the actor's initializers, and resolving it elsewhere stops the program with a message (use
    /// ``Factory/resolveOnMainActor()`` to hop there).
    public func callAsFunction<T>(
        key: StaticString = #function,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: consuming @escaping () -> T
    ) -> Factory<T> {
        // `factory` is consuming: the value keeps the caller's reference to the closure instead of another one.
        let definition = FactoryDefinition<Void, T>(plain: factory, isolation: isolation)
        return Factory(registration: FactoryRegistration(container: self, name: key, definition: definition))
    }

    /// Builds a ``ParameterFactory`` bound to this container: `self { (id: String) in Detail(id) }`.
    public func callAsFunction<P, T>(
        key: StaticString = #function,
        isolation: isolated (any Actor)? = #isolation,
        _ factory: consuming @escaping (P) -> T
    ) -> ParameterFactory<P, T> {
        let definition = FactoryDefinition(parameterized: factory, isolation: isolation)
        return ParameterFactory(registration: FactoryRegistration(container: self, name: key, definition: definition))
    }

    /// Resets the container; the same as `manager.reset(options:)`.
    public func reset(options: FactoryResetOptions = .all) {
        manager.reset(options: options)
    }

    /// Runs `transform` on the container and returns it, for set-up at the point of creation:
    /// `let container = Container().with { $0.api.register { MockAPIClient() } }`.
    @discardableResult
    public func with(_ transform: (Self) -> Void) -> Self {
        transform(self)
        return self
    }
}
