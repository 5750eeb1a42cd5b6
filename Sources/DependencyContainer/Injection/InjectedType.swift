// SPDX-License-Identifier: MPL-2.0

/// A property resolved by type when its owner is created, `nil` if nothing was registered for `T`
/// (``Resolving/register(_:factory:)``).
///
/// ```swift
/// Container.shared.register { ConsoleLogger() as Logger }
///
/// final class Importer {
///     @InjectedType var logger: Logger?                     // from Container.shared
///     @InjectedType(PaymentsContainer.shared) var clock: Clock?
/// }
/// ```
@propertyWrapper
public struct InjectedType<T> {
    private var dependency: T?

    /// Resolves `T` from `Container.shared` now.
    public init() {
        dependency = Container.shared.resolve(T.self)
    }

    /// Resolves `T` from `container` now, if it resolves by type.
    public init(_ container: any ManagedContainer) {
        dependency = (container as? any Resolving)?.resolve(T.self)
    }

    /// The resolved dependency, or `nil` if `T` was not registered when the owner was created.
    public var wrappedValue: T? {
        get { dependency }
        set { dependency = newValue }
    }
}

extension InjectedType: Sendable where T: Sendable {}
