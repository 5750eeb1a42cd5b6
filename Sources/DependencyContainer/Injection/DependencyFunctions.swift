// SPDX-License-Identifier: MPL-2.0

// Global functions that resolve a factory of a shared container, for code that should not name a container
// or use a property wrapper: a stored property of a `nonisolated` class, a default argument, a free function.
//
// ```swift
// final class NetworkService {
//     let preferences: Preferences = dependency(\.preferences)                  // Container.shared
//     let session: Session = dependency(\PaymentsContainer.session)            // PaymentsContainer.shared
//     let report: Report = dependency(\.report, parameter: ReportID("42"))     // a ParameterFactory
// }
// ```
//
// Each call resolves once, like calling the factory: `dependency(\.preferences)` is
// `Container.shared.preferences()`. Inside `withIsolated { … }` it resolves from the isolated session's copy.

/// Resolves the factory at `keyPath` of `Container.shared`.
///
/// ```swift
/// let preferences: Preferences = dependency(\.preferences)
/// ```
public func dependency<T>(_ keyPath: KeyPath<Container, Factory<T>>) -> T {
    Container.shared[keyPath: keyPath]()
}

/// Resolves the factory at `keyPath` of `C.shared`.
///
/// ```swift
/// let session: Session = dependency(\PaymentsContainer.session)
/// ```
public func dependency<C: SharedContainer, T>(_ keyPath: KeyPath<C, Factory<T>>) -> T {
    C.shared[keyPath: keyPath]()
}

/// Resolves the parameterized factory at `keyPath` of `Container.shared` with `parameter`.
///
/// ```swift
/// let report: Report = dependency(\.report, parameter: ReportID("42"))
/// ```
public func dependency<P, T>(_ keyPath: KeyPath<Container, ParameterFactory<P, T>>, parameter: P) -> T {
    Container.shared[keyPath: keyPath](parameter)
}

/// Resolves the parameterized factory at `keyPath` of `C.shared` with `parameter`.
public func dependency<C: SharedContainer, P, T>(_ keyPath: KeyPath<C, ParameterFactory<P, T>>, parameter: P) -> T {
    C.shared[keyPath: keyPath](parameter)
}

/// Resolves the factory at `keyPath` of `Container.shared`: Factory's deprecated spelling of `dependency(_:)`.
@available(*, deprecated, renamed: "dependency")
public func resolve<T>(_ keyPath: KeyPath<Container, Factory<T>>) -> T {
    dependency(keyPath)
}

/// Resolves the factory at `keyPath` of `C.shared`: Factory's deprecated spelling of `dependency(_:)`.
@available(*, deprecated, renamed: "dependency")
public func resolve<C: SharedContainer, T>(_ keyPath: KeyPath<C, Factory<T>>) -> T {
    dependency(keyPath)
}
