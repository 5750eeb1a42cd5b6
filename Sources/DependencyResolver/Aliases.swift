// SPDX-License-Identifier: MPL-2.0

/// The type a ``DependencyResolver`` resolves through: any container that registers and resolves by type.
public typealias Resolver = Resolving

/// The modifiers of a registration (`.cached`, `.singleton`, `.scope(_:)`, …): `FactoryModifying`.
public typealias ParameterRegistry = FactoryModifying

/// A registration that needs a run-time parameter to resolve: `ParameterFactory`.
public typealias ParameterRegistration<P, T> = ParameterFactory<P, T>
