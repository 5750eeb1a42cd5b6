// SPDX-License-Identifier: MPL-2.0

/// A property resolved from a container when its owner is created.
///
/// ```swift
/// final class ProfileModel {
///     @Injected(\.api) private var api                 // Container.shared.api()
///     @Injected(\MyContainer.clock) private var clock  // MyContainer.shared.clock()
/// }
/// ```
@propertyWrapper
public struct Injected<T> {
    private var dependency: T
    private let makeFactory: FactoryReference<T>

    /// Resolves `keyPath` of `Container.shared` now.
    public init(_ keyPath: KeyPath<Container, Factory<T>>) {
        self.init(factory: FactoryReference(keyPath))
    }

    /// Resolves `keyPath` of `C.shared` now.
    public init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) {
        self.init(factory: FactoryReference(keyPath))
    }

    private init(factory: FactoryReference<T>) {
        makeFactory = factory
        dependency = factory()()
    }

    /// The resolved dependency.
    public var wrappedValue: T {
        get { dependency }
        set { dependency = newValue }
    }

    /// The wrapper itself, through `$property`: its ``factory`` and ``resolve(reset:)``.
    public var projectedValue: Injected<T> {
        get { self }
        set { self = newValue }
    }

    /// The factory the property resolves from.
    public var factory: Factory<T> { makeFactory() }

    /// Resolves the dependency again, after resetting the factory with `reset`.
    public mutating func resolve(reset: FactoryResetOptions = .none) {
        let factory = makeFactory()
        factory.reset(reset)
        dependency = factory()
    }
}

extension Injected: Sendable where T: Sendable {}
