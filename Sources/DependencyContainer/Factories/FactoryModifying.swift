// SPDX-License-Identifier: MPL-2.0

/// The modifiers shared by ``Factory`` and ``ParameterFactory``: scopes and resets.
///
/// Modifiers return a modified copy, so they chain:
///
/// ```swift
/// var cache: Factory<ImageCache> { self { ImageCache() }.scope(.session) }
/// var clock: Factory<Clock> { self { SystemClock() }.singleton }
/// ```
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
    public func scope(_ scope: Scope?) -> Self {
        if registration.isTypeRegistration { registration.storeTypeRegistrationScope(scope) }
        var modified = self
        modified.registration.scope = scope
        return modified
    }

    /// A new instance on every resolution (the default).
    public var unique: Self { scope(.unique) }

    /// One instance per container until it is reset.
    public var cached: Self { scope(.cached) }

    /// One instance per container while anyone holds a strong reference to it.
    public var shared: Self { scope(.shared) }

    /// One instance per process, shared across containers.
    public var singleton: Self { scope(.singleton) }

    /// One instance per resolution cycle.
    public var graph: Self { scope(.graph) }

    /// Resets this one definition in its container: by default its run-time registration and its cached
    /// instances (including its process-wide singleton, if it is a singleton).
    @discardableResult
    public func reset(_ options: FactoryResetOptions = .all) -> Self {
        registration.reset(options)
        return self
    }
}
