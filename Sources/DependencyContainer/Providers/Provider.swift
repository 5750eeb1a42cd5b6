// SPDX-License-Identifier: MPL-2.0

/// A compile-time-safe recipe for a dependency, declared once at top level: nothing to register, nothing missing.
///
/// ```swift
/// let httpClientProvider = Provider<HTTPClient> { _ in URLSessionHTTPClient() }
///
/// let dataServiceProvider = Provider<DataService>(scope: AlwaysCreateNewScope()) { pod in
///     RemoteDataService(httpClient: pod.resolve(httpClientProvider))
/// }
///
/// let pod = Container()
/// let service = pod.resolve(dataServiceProvider)
/// ```
///
/// Each provider is its own definition, with its own cache; providers are compared by identity.
public final class Provider<T>: Hashable, Sendable {
    /// Where this provider's instances are cached.
    public let scope: any ProviderScope
    let builder: FactoryDefinition<any ProviderResolver, T>
    let key: FactoryKey
    /// What `scope` means to a cache, worked out once rather than on every resolution.
    let lifetime: ProviderLifetime

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - scope: How instances are cached; by default once per container (``SingletonScope``).
    ///   - isolation: The actor the builder is isolated to; leave the default, the caller's isolation (a
    ///     provider declared at top level in a module with main-actor default isolation is a main-actor one).
    ///   - builder: Builds an instance, resolving its own dependencies through the resolver it is given.
    public init(
        scope: any ProviderScope = SingletonScope(),
        isolation: isolated (any Actor)? = #isolation,
        _ builder: @escaping (any ProviderResolver) -> T
    ) {
        self.scope = scope
        self.builder = FactoryDefinition(parameterized: builder, isolation: isolation)
        self.lifetime = ProviderLifetime(scope)
        // A serial rather than the object's address: an address can be reused by a later provider, and a
        // container must never hand that one an instance cached for this one.
        key = FactoryKey(T.self, provider: providerSerials.next())
    }

    /// Identity.
    public static func == (lhs: Provider<T>, rhs: Provider<T>) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// Numbers providers; one sequence for all `T` (a generic type cannot have its own stored statics).
let providerSerials = ConcurrencySafeCounter()

/// Resolves ``Provider``s: what a provider's builder receives, and what every container is.
public protocol ProviderResolver: Sendable {
    /// The provider's instance: the latest override's if there is one, cached according to its scope.
    func resolve<T>(_ provider: Provider<T>) -> T
}
