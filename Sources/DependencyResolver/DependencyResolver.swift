// SPDX-License-Identifier: MPL-2.0

/// Adopt to pull dependencies out of a container without naming it.
///
/// ```swift
/// final class ProfileViewModel: DependencyResolver {
///     func load() {
///         let service: ProfileService? = resolved()              // type inferred
///         let same = resolved(ProfileService.self)               // type named
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
/// A conformer may implement ``resolved(_:)-(Resolver)`` or ``resolved(_:)-(T.Type)`` itself (to log, or to
/// fall back). Both are requirements, so `resolved()` and `resolved(SomeType.self)` always reach the
/// conformer's implementation, in concrete and in generic code alike.
public protocol DependencyResolver {
    /// The container dependencies come from; `Container.shared` by default.
    var resolver: Resolver { get }

    /// A `T` resolved by type through `resolver`, or `nil` if `T` is not registered there.
    func resolved<T>(_ resolver: Resolver) -> T?

    /// A `T` resolved through this conformer's ``resolver``, or `nil` if `T` is not registered there.
    ///
    /// The spelling UtilityKit 0.1 offered: `let service = resolved(ProfileService.self)`.
    func resolved<T>(_ type: T.Type) -> T?
}

extension DependencyResolver {
    /// `Container.shared`.
    public var resolver: Resolver { Container.shared }

    /// Resolves by type through `resolver`; the default implementation.
    public func resolved<T>(_ resolver: Resolver) -> T? {
        resolver.resolve(T.self)
    }

    /// Resolves through this conformer's ``resolver`` by its ``resolved(_:)-(Resolver)``; the default
    /// implementation.
    public func resolved<T>(_ type: T.Type) -> T? {
        resolved(resolver)
    }

    /// A `T` resolved through this conformer's ``resolved(_:)-(T.Type)``, with the type inferred.
    ///
    /// This is a separate method rather than a default argument (`_ type: T.Type = T.self`) on purpose: a call
    /// that relies on a default argument binds statically to the protocol extension's implementation and
    /// skips the conformer's own.
    public func resolved<T>() -> T? {
        resolved(T.self)
    }
}
