// SPDX-License-Identifier: MPL-2.0

/// A property resolved from a container the first time it is read and then held weakly: it reads `nil` once
/// everyone else has let go of the instance. Typically a delegate or a parent shared through a scope.
///
/// ```swift
/// final class ChildModel {
///     @WeakLazyInjected(\.session) private var session   // Session?, not kept alive by this model
/// }
/// ```
///
/// The instance must be an object; a value type stops the program with a message, as it cannot be held
/// weakly. Resolution happens once: after the instance is gone the property stays `nil` until
/// `$property.resolve()`.
@propertyWrapper
public struct WeakLazyInjected<T>: _LazyInjectedProperty {
    /// Shared by every copy of the wrapper, so that the property resolves once.
    public let _dependency: _LazyDependency<T>

    /// Resolves `keyPath` of `Container.shared` on first read.
    public init(_ keyPath: KeyPath<Container, Factory<T>>) {
        _dependency = _LazyDependency(weakly: true, factory: FactoryReference(keyPath))
    }

    /// Resolves `keyPath` of `C.shared` on first read.
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) {
        _dependency = _LazyDependency(weakly: true, factory: FactoryReference(keyPath))
    }

    /// The dependency, resolved on first read; `nil` once it has been released.
    public var wrappedValue: T? {
        get { _dependency.value }
        nonmutating set { newValue.map(_dependency.store) ?? _dependency.clear() }
    }

    /// The wrapper itself, through `$property`: its ``factory``, ``isResolved``, ``resolvedOrNil()``
    /// and ``resolve(reset:)``.
    public var projectedValue: WeakLazyInjected<T> { self }
}

extension WeakLazyInjected: Sendable where T: Sendable {}
