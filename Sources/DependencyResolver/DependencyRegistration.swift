// SPDX-License-Identifier: MPL-2.0

/// Adopt to define a registration that needs a run-time parameter, such as a detail screen's identifier.
///
/// ```swift
/// struct DetailRegistration: DependencyRegistration {
///     typealias Parameter = String
///     typealias Registration = ParameterFactory<String, DetailViewModel>
///
///     func registration(for resolver: Resolver) -> Registration {
///         ParameterFactory(resolver) { id in DetailViewModel(id: id) }
///     }
/// }
///
/// let viewModel = DetailRegistration().resolve(parameter: "42")
/// ```
///
/// When `Registration` is a ``ParameterRegistration`` of `Parameter` (any ``ParameterResolving``),
/// ``resolve(parameter:resolver:)`` comes for free.
public protocol DependencyRegistration {
    /// The run-time parameter.
    associatedtype Parameter
    /// The registration, with its modifiers (``ParameterRegistry``).
    associatedtype Registration: ParameterRegistry

    /// The registration, bound to `resolver`.
    func registration(for resolver: Resolver) -> Registration

    /// The dependency built for `parameter` through `resolver`, or `nil` if it cannot be built.
    func resolve(parameter: Parameter, resolver: Resolver) -> Registration.T?
}

extension DependencyRegistration where Registration: ParameterResolving, Registration.P == Parameter {
    /// Resolves ``registration(for:)`` with `parameter`.
    public func resolve(parameter: Parameter, resolver: Resolver) -> Registration.T? {
        registration(for: resolver).resolve(parameter)
    }
}

extension DependencyRegistration {
    /// The dependency built for `parameter` through `Container.shared`.
    public func resolve(parameter: Parameter) -> Registration.T? {
        resolve(parameter: parameter, resolver: Container.shared)
    }
}
