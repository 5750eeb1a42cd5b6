// SPDX-License-Identifier: MPL-2.0

/// A property resolved on first read and held weakly, `nil` once everyone else lets go: a delegate or a parent.
///
/// ```swift
/// final class ChildModel {
///     @WeakLazyInjected(\.session) private var session   // Session?, not kept alive by this model
/// }
/// ```
///
/// The instance must be an object; once it is gone the property stays `nil` until `$property.resolve()`.
@propertyWrapper
public struct WeakLazyInjected<T>: _LazyInjectedProperty {
    /// Shared by every copy of the wrapper, so that the property resolves once.
    public let _dependency: _LazyDependency<T>

    /// The instance, once resolved, is held weakly.
    public static var _holdsWeakly: Bool { true }

    /// Wraps `_dependency`; the initializers taking a key path are `_LazyInjectedProperty`'s, shared with
    /// the other lazy wrapper.
    public init(_dependency: _LazyDependency<T>) {
        self._dependency = _dependency
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
