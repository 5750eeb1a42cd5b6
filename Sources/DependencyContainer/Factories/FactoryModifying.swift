// SPDX-License-Identifier: MPL-2.0

/// The modifiers shared by ``Factory`` and ``ParameterFactory``: scopes and resets.
///
/// Modifiers chain in a definition:
///
/// ```swift
/// var cache: Factory<ImageCache> { self { ImageCache() }.scope(.session) }
/// var clock: Factory<Clock> { self { SystemClock() }.singleton }
/// ```
///
/// As in Factory, a modifier applied as a statement, as in a test's set-up, lasts in the container until a reset.
///
/// ```swift
/// Container.shared.clock.scope(.cached)
/// Container.shared.clock.decorator { print("resolved", $0) }
/// ```
///
/// A definition re-applies its own modifiers on every access, unless they come before ``once()``.
public protocol FactoryModifying {
    /// The parameter type: `Void` for a ``Factory``.
    associatedtype P
    /// The type of the dependency.
    associatedtype T

    /// The factory's container, key, definition and modifiers.
    var registration: FactoryRegistration<P, T> { get set }
}

extension FactoryModifying {
    /// Caches instances in `scope`; `nil` means ``Scope/unique``.
    @discardableResult
    public consuming func scope(_ scope: Scope?) -> Self {
        // Consuming: a definition's chain (`self { … }.singleton`) hands its value on instead of copying it.
        var modified = self
        RegistrationTable.apply(scope: scope, to: &modified.registration)
        return modified
    }

    /// A new instance on every resolution (the default).
    public var unique: Self { consuming get { scope(.unique) } }

    /// One instance per container until it is reset.
    public var cached: Self { consuming get { scope(.cached) } }

    /// One instance per container while anyone holds a strong reference to it.
    public var shared: Self { consuming get { scope(.shared) } }

    /// One instance per process, shared across containers.
    public var singleton: Self { consuming get { scope(.singleton) } }

    /// One instance per resolution cycle.
    public var graph: Self { consuming get { scope(.graph) } }

    /// Resets this one definition in its container: by default its run-time registration, what its modifiers
    /// stored and its cached instances (including its process-wide singleton, if it is a singleton).
    @discardableResult
    public func reset(_ options: FactoryResetOptions = .all) -> Self {
        registration.reset(options)
        return self
    }
}

extension FactoryModifying where P: Hashable {
    /// Makes a caching scope keep one instance per parameter value, instead of one for every parameter.
    ///
    /// ```swift
    /// var detail: ParameterFactory<Int, DetailModel> { self { DetailModel(id: $0) }.scopeOnParameters.cached }
    ///
    /// Container.shared.detail(1) === Container.shared.detail(1)   // true
    /// Container.shared.detail(1) === Container.shared.detail(2)   // false
    /// ```
    public var scopeOnParameters: Self {
        registration.updateOverrides { $0.scopeOnParameters = true }
        var modified = self
        modified.registration.scopeOnParameters = true
        return modified
    }
}
