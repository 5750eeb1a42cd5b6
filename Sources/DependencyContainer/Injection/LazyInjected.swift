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
public struct LazyInjected<T>: _LazyInjectedProperty {
    /// Shared by every copy of the wrapper, so that the property resolves once.
    public let _dependency: _LazyDependency<T>

    /// Resolves `keyPath` of `Container.shared` on first read.
    public init(_ keyPath: KeyPath<Container, Factory<T>>) {
        _dependency = _LazyDependency(weakly: false, factory: FactoryReference(keyPath))
    }

    /// Resolves `keyPath` of `C.shared` on first read.
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) {
        _dependency = _LazyDependency(weakly: false, factory: FactoryReference(keyPath))
    }

    /// The dependency, resolved on first read.
    public var wrappedValue: T {
        get { _dependency.value! }
        nonmutating set { _dependency.store(newValue) }
    }

    /// The wrapper itself, through `$property`: its ``factory``, ``isResolved``, ``resolvedOrNil()``
    /// and ``resolve(reset:)``.
    public var projectedValue: LazyInjected<T> { self }
}

extension LazyInjected: Sendable where T: Sendable {}
