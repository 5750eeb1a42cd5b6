// SPDX-License-Identifier: MPL-2.0

/// A property resolved on first read, exactly once even when several threads read it at the same moment.
///
/// ```swift
/// final class ReportScreen {
///     @LazyInjected(\.exporter) private var exporter   // built only if a report is exported
/// }
/// ```
@propertyWrapper
public struct LazyInjected<T>: _LazyInjectedProperty {
    /// Shared by every copy of the wrapper, so that the property resolves once.
    public let _dependency: _LazyDependency<T>

    /// The instance, once resolved, is held strongly.
    public static var _holdsWeakly: Bool { false }

    /// Wraps `_dependency`; the initializers taking a key path are `_LazyInjectedProperty`'s, shared with
    /// the other lazy wrapper.
    public init(_dependency: _LazyDependency<T>) {
        self._dependency = _dependency
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
