// SPDX-License-Identifier: MPL-2.0

/// Adopt on a module (or a feature) to register its dependencies in one place.
///
/// ```swift
/// enum NetworkModule: DependencyRegistrar {
///     static func registerDependencies(_ resolver: Resolver) {
///         _ = resolver.register { URLSessionHTTPClient() as HTTPClient }.singleton
///         resolver.register { APIClient(http: resolver.resolve()!) }
///     }
/// }
///
/// NetworkModule.registerDependencies(Container.shared)   // at launch
/// ```
public protocol DependencyRegistrar {
    /// Registers this module's dependencies in `resolver`.
    static func registerDependencies(_ resolver: Resolver)
}
