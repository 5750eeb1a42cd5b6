// SPDX-License-Identifier: MPL-2.0

/// The default container: extend it with your factory definitions and resolve them from
/// ``Container/shared`` or from a container you pass around.
///
/// ```swift
/// extension Container {
///     var api: Factory<APIClient> { self { URLSessionAPIClient() }.singleton }
/// }
///
/// let api = Container.shared.api()
///
/// let isolated = Container()              // its own registrations and caches
/// isolated.api.register { MockAPIClient() }
/// ```
///
/// `Container` also resolves by type (``Resolving``) and resolves SwiftiePod-style providers
/// (``ProviderResolver``), so `let pod = Container()` replaces `let pod = SwiftiePod()`.
public final class Container: SharedContainer, Resolving {
    /// The container used by code that does not pass one around.
    public static let shared = Container()

    /// This container's registrations and cached instances.
    public let manager: ContainerManager

    /// Creates a container with no registrations and nothing cached. Singletons are still shared with every
    /// other container.
    public init() {
        manager = ContainerManager()
    }
}
