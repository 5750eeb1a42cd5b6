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
    @inlinable
    @discardableResult
    public consuming func scope(_ scope: Scope?) -> Self {
        withScope(scope.map(ScopeTag.init))
    }

    /// Caches instances in the scope `tag` stands for.
    @inlinable
    consuming func withScope(_ tag: ScopeTag?) -> Self {
        if _slowPath(registration.isTypeRegistration) { return typeRegistration(withScope: tag) }
        // A separate return for type registrations: a call on the way to this one makes every modifier copy
        // the registration (two retains and two releases).
        var modified = consume self
        modified.registration.scope = tag
        return modified
    }

    /// A type registration with `scope`, which its stored registration takes too.
    @usableFromInline
    func typeRegistration(withScope scope: ScopeTag?) -> Self {
        registration.storeTypeRegistrationScope(scope)
        var modified = self
        modified.registration.scope = scope
        return modified
    }

    /// A new instance on every resolution (the default).
    @inlinable
    public var unique: Self { consuming get { withScope(.unique) } }

    /// One instance per container until it is reset.
    @inlinable
    public var cached: Self { consuming get { withScope(.cached) } }

    /// One instance per container while anyone holds a strong reference to it.
    @inlinable
    public var shared: Self { consuming get { withScope(.shared) } }

    /// One instance per process, shared across containers.
    @inlinable
    public var singleton: Self { consuming get { withScope(.singleton) } }

    /// One instance per resolution cycle.
    @inlinable
    public var graph: Self { consuming get { withScope(.graph) } }

    /// Resets this one definition in its container: by default its run-time registration and its cached
    /// instances (including its process-wide singleton, if it is a singleton).
    @discardableResult
    public func reset(_ options: FactoryResetOptions = .all) -> Self {
        registration.reset(options)
        return self
    }
}
