// SPDX-License-Identifier: MPL-2.0

/// A property resolved from a container every time it is read.
///
/// ```swift
/// final class Checkout {
///     @DynamicInjected(\.cart) private var cart                   // Container.shared.cart() on every read
///     @DynamicInjected(\PaymentsContainer.gateway) private var gateway
/// }
/// ```
///
/// Each read is a resolution: the factory's scope decides what it returns, and later registrations apply to the next
/// read.
@propertyWrapper
public struct DynamicInjected<T>: Sendable {
    private let makeFactory: @Sendable () -> Factory<T>

    /// Resolves `keyPath` of `Container.shared` on every read.
    public init(_ keyPath: KeyPath<Container, Factory<T>> & Sendable) {
        makeFactory = { Container.shared[keyPath: keyPath] }
    }

    /// Resolves `keyPath` of `C.shared` on every read.
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>> & Sendable) {
        makeFactory = { C.shared[keyPath: keyPath] }
    }

    /// A newly resolved dependency.
    public var wrappedValue: T { makeFactory()() }

    /// The factory the property resolves from, through `$property`: to register a replacement, reset it, or
    /// resolve it explicitly.
    public var projectedValue: Factory<T> { makeFactory() }
}
