// SPDX-License-Identifier: MPL-2.0

/// A property resolved from a container the first time it is read, exactly once even when several threads
/// read it first at the same moment.
///
/// ```swift
/// final class ReportScreen {
///     @LazyInjected(\.exporter) private var exporter   // built only if a report is exported
/// }
/// ```
///
/// The getter is non-mutating, so the wrapper works in structs, classes and actors alike. Reading the
/// property while its own resolution is building it (a cycle) stops the program with a message.
@propertyWrapper
public struct LazyInjected<T> {
    private let dependency: LazyDependency<T>

    /// Resolves `keyPath` of `Container.shared` on first read.
    public init(_ keyPath: KeyPath<Container, Factory<T>>) {
        dependency = LazyDependency(weakly: false, factory: FactoryReference(keyPath))
    }

    /// Resolves `keyPath` of `C.shared` on first read.
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) {
        dependency = LazyDependency(weakly: false, factory: FactoryReference(keyPath))
    }

    /// The dependency, resolved on first read.
    public var wrappedValue: T {
        get { dependency.value! }
        nonmutating set { dependency.store(newValue) }
    }

    /// The wrapper itself, through `$property`: its ``factory``, ``isResolved``, ``resolvedOrNil()``
    /// and ``resolve(reset:)``.
    public var projectedValue: LazyInjected<T> { self }

    /// The factory the property resolves from.
    public var factory: Factory<T> { dependency.makeFactory() }

    /// Whether the property has been resolved.
    public var isResolved: Bool { dependency.isResolved }

    /// The dependency if it has been resolved, without resolving it: for clean-up that should not build
    /// what was never used.
    ///
    /// ```swift
    /// deinit { $exporter.resolvedOrNil()?.cancel() }
    /// ```
    public func resolvedOrNil() -> T? {
        dependency.resolvedValue
    }

    /// Resolves the dependency again now, after resetting the factory with `reset`.
    public func resolve(reset: FactoryResetOptions = .none) {
        dependency.resolveAgain(reset: reset)
    }
}

extension LazyInjected: Sendable where T: Sendable {}
