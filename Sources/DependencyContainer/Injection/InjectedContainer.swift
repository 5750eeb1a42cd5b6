// SPDX-License-Identifier: MPL-2.0

/// A property holding a shared container, for code that resolves several factories from it.
///
/// ```swift
/// final class Onboarding {
///     @InjectedContainer var container                                  // Container.shared
///     @InjectedContainer(PaymentsContainer.self) var payments           // PaymentsContainer.shared
///
///     func start() { container.analytics().track("onboarding") }
/// }
/// ```
@propertyWrapper
public struct InjectedContainer<C: SharedContainer>: Sendable {
    private var container: C

    /// Holds `Container.shared`.
    public init() where C == Container {
        container = Container.shared
    }

    /// Holds `C.shared`.
    public init(_ type: C.Type) {
        container = C.shared
    }

    /// The container.
    public var wrappedValue: C {
        get { container }
        set { container = newValue }
    }

    /// Resets the container with `options` (nothing, by default); the same as `container.reset(options:)`.
    public mutating func reset(options: FactoryResetOptions = .none) {
        container.reset(options: options)
    }
}
