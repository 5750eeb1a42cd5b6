// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import SwiftUI
#endif

/// Set-up written as a block: `Container.shared { $0 … }`.
extension SharedContainer {
    #if canImport(SwiftUI)
    /// Runs `transform` on this container now, typically to register mocks, and returns an `EmptyView` so that
    /// the call can stand in a preview's view builder.
    ///
    /// ```swift
    /// #Preview {
    ///     Container.shared {
    ///         $0.api.register { MockAPIClient() }
    ///         $0.clock.register { FixedClock() }
    ///     }
    ///     ProfileView()
    /// }
    /// ```
    @discardableResult
    public func callAsFunction(_ transform: (Self) -> Void) -> EmptyView {
        transform(self)
        return EmptyView()
    }

    /// Runs `transform` on `shared` now and returns an `EmptyView`; the same as `Self.shared { … }`.
    @available(*, deprecated, message: "Use `Container.shared { … }` instead.")
    @discardableResult
    public static func preview(_ transform: (Self) -> Void) -> EmptyView {
        transform(shared)
        return EmptyView()
    }

    /// Runs `transform` on this container now and returns an `EmptyView`; the same as `container { … }`.
    @available(*, deprecated, message: "Use `Container.shared { … }` instead.")
    @discardableResult
    public func preview(_ transform: (Self) -> Void) -> EmptyView {
        transform(self)
        return EmptyView()
    }
    #else
    /// Runs `transform` on this container now, typically to register mocks in a test's set-up:
    ///
    /// ```swift
    /// Container.shared {
    ///     $0.api.register { MockAPIClient() }
    ///     $0.clock.register { FixedClock() }
    /// }
    /// ```
    public func callAsFunction(_ transform: (Self) -> Void) {
        transform(self)
    }
    #endif

    /// Runs asynchronous `transform` on this container now, e.g. to register factories isolated to an actor,
    /// and returns the container.
    ///
    /// ```swift
    /// await Container.shared { await $0.profileModel.register { ProfileModel.preview } }
    /// ```
    @discardableResult
    public func callAsFunction(_ transform: @Sendable @isolated(any) (Self) async -> Void) async -> Self {
        await transform(self)
        return self
    }
}

/// Asynchronous set-up and the container-wide decorator.
extension ManagedContainer {
    /// Runs asynchronous `transform` on the container and returns it, like the synchronous `with(_:)`.
    @discardableResult
    public func with(_ transform: @Sendable @isolated(any) (Self) async -> Void) async -> Self {
        await transform(self)
        return self
    }

    /// Sets the decorator that sees every instance this container resolves, or removes it with `nil`; the same
    /// as setting ``ContainerManager/decorator``.
    ///
    /// ```swift
    /// Container.shared.decorator { instance in print("resolved", type(of: instance)) }
    /// ```
    public func decorator(_ decorator: (@Sendable (Any) -> Void)?) {
        manager.decorator = decorator
    }
}
