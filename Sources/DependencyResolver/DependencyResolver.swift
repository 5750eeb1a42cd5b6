/// Adopt to pull dependencies out of a container without naming it.
///
/// ```swift
/// final class ProfileViewModel: DependencyResolver {
///     func load() {
///         let service: ProfileService? = resolved()   // type inferred
///     }
/// }
/// ```
///
/// Resolution goes through ``resolver``, which is `Container.shared` unless the conformer says otherwise, so
/// a test or preview can hand a conformer its own container:
///
/// ```swift
/// final class ProfileViewModel: DependencyResolver {
///     let resolver: Resolver
///     init(resolver: Resolver = Container.shared) { self.resolver = resolver }
/// }
/// ```
///
/// A conformer may also implement ``resolved(_:)`` itself (to log, or to fall back); `resolved()` always
/// calls that implementation.
public protocol DependencyResolver {
    /// The container dependencies come from; `Container.shared` by default.
    var resolver: Resolver { get }

    /// A `T` resolved by type through `resolver`, or `nil` if `T` is not registered there.
    func resolved<T>(_ resolver: Resolver) -> T?
}

extension DependencyResolver {
    /// `Container.shared`.
    public var resolver: Resolver { Container.shared }

    /// Resolves by type through `resolver`; the default implementation.
    public func resolved<T>(_ resolver: Resolver) -> T? {
        resolver.resolve(T.self)
    }

    /// A `T` resolved through this conformer's ``resolver``, by its ``resolved(_:)``.
    ///
    /// This is a separate method rather than a default argument on purpose: a default argument would pick
    /// the protocol extension's implementation statically and skip the conformer's own `resolved(_:)`.
    public func resolved<T>() -> T? {
        resolved(resolver)
    }
}
