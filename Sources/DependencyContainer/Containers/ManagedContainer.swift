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
    public func callAsFunction<T>(key: StaticString = #function, _ factory: @escaping @Sendable () -> T) -> Factory<T> {
        Factory(registration: FactoryRegistration(manager: manager, name: key, definition: .plain(factory)))
    }

    /// Builds a ``ParameterFactory`` bound to this container: `self { (id: String) in Detail(id) }`.
    public func callAsFunction<P, T>(
        key: StaticString = #function,
        _ factory: @escaping @Sendable (P) -> T
    ) -> ParameterFactory<P, T> {
        ParameterFactory(
            registration: FactoryRegistration(manager: manager, name: key, definition: .parameterized(factory)))
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
