// SPDX-License-Identifier: MPL-2.0

/// A registration that resolves from a parameter: what lets ``DependencyRegistration`` provide
/// `resolve(parameter:resolver:)` by itself. ``ParameterRegistration`` (`ParameterFactory`) conforms.
public protocol ParameterResolving: ParameterRegistry {
    /// Resolves the dependency for `parameters`.
    func resolve(_ parameters: P) -> T
}

extension ParameterFactory: ParameterResolving {}
