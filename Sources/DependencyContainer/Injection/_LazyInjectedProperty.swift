// SPDX-License-Identifier: MPL-2.0

/// The `$property` API that ``LazyInjected`` and ``WeakLazyInjected`` share, written once.
public protocol _LazyInjectedProperty<Dependency> {
    associatedtype Dependency
    /// The storage that resolves the property once, shared by every copy of the wrapper.
    var _dependency: _LazyDependency<Dependency> { get }
    /// Whether the wrapper holds the instance weakly once resolved.
    static var _holdsWeakly: Bool { get }
    /// Wraps `_dependency`.
    init(_dependency: _LazyDependency<Dependency>)
}

extension _LazyInjectedProperty {
    /// Resolves `keyPath` of `Container.shared` on first read.
    public init(_ keyPath: KeyPath<Container, Factory<Dependency>>) {
        self.init(_dependency: _LazyDependency(weakly: Self._holdsWeakly, factory: FactoryReference(keyPath)))
    }

    /// Resolves `keyPath` of `C.shared` on first read.
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<Dependency>>) {
        self.init(_dependency: _LazyDependency(weakly: Self._holdsWeakly, factory: FactoryReference(keyPath)))
    }

    /// The factory the property resolves from.
    public var factory: Factory<Dependency> { _dependency.makeFactory() }

    /// Whether the property has been resolved (an instance held weakly may since have been released).
    public var isResolved: Bool { _dependency.isResolved }

    /// The dependency if it has been resolved (and, held weakly, is still alive), without resolving it: for
    /// clean-up that should not build what was never used.
    ///
    /// ```swift
    /// deinit { $exporter.resolvedOrNil()?.cancel() }
    /// ```
    public func resolvedOrNil() -> Dependency? {
        _dependency.resolvedValue
    }

    /// Resolves the dependency again now, after resetting the factory with `reset`.
    public func resolve(reset: FactoryResetOptions = .none) {
        _dependency.resolveAgain(reset: reset)
    }
}
