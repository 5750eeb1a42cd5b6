// SPDX-License-Identifier: MPL-2.0

/// The closure a ``Factory`` builds with: `register(factory:)` takes one.
public typealias VoidFactoryType<T> = () -> T

/// The closure a ``ParameterFactory`` builds with, from its parameter.
public typealias ParameterFactoryType<P, T> = (P) -> T
