// SPDX-License-Identifier: MPL-2.0

// The scope modifiers again, on `Factory` and `ParameterFactory` themselves: a definition's chain
// (`self { … }.singleton`) runs on every access, and the protocol extension's copies reach the value's
// registration through the protocol's witnesses and look up its associated types each time. They behave
// exactly as the ``FactoryModifying`` modifiers, which generic code still calls.

extension Factory {
    /// Caches instances in `scope`; `nil` means ``Scope/unique``. See ``FactoryModifying/scope(_:)``.
    @discardableResult
    public consuming func scope(_ scope: Scope?) -> Self {
        StoredOverrides.apply(scope: scope, to: &registration)
        return self
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
}

extension ParameterFactory {
    /// Caches instances in `scope`; `nil` means ``Scope/unique``. See ``FactoryModifying/scope(_:)``.
    @discardableResult
    public consuming func scope(_ scope: Scope?) -> Self {
        StoredOverrides.apply(scope: scope, to: &registration)
        return self
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
}
