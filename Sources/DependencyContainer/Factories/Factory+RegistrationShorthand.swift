// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import SwiftUI
#endif

/// `container.api { MockAPIClient() }`: registration written as a call.
extension Factory {
    #if canImport(SwiftUI)
    /// Registers `factory`, like ``register(isolation:factory:)``, returning an `EmptyView` so that the call can stand
    /// in a preview's view builder.
    ///
    /// ```swift
    /// #Preview {
    ///     Container.shared.api { MockAPIClient() }
    ///     ProfileView()
    /// }
    /// ```
    @discardableResult
    public func callAsFunction(
        isolation: isolated (any Actor)? = #isolation, factory: @escaping () -> T
    ) -> EmptyView {
        register(isolation: isolation, factory: factory)
        return EmptyView()
    }

    /// Registers `factory`, like ``register(isolation:factory:)``, returning an `EmptyView` so that the call can stand
    /// in a preview's view builder.
    @discardableResult
    public func preview(isolation: isolated (any Actor)? = #isolation, factory: @escaping () -> T) -> EmptyView {
        register(isolation: isolation, factory: factory)
        return EmptyView()
    }
    #else
    /// Registers `factory`, like ``register(isolation:factory:)``:
    ///
    /// ```swift
    /// Container.shared.api { MockAPIClient() }
    /// ```
    public func callAsFunction(isolation: isolated (any Actor)? = #isolation, factory: @escaping () -> T) {
        register(isolation: isolation, factory: factory)
    }
    #endif
}

/// `container.detail { id in MockDetail(id) }`: registration written as a call.
extension ParameterFactory {
    #if canImport(SwiftUI)
    /// Registers `factory`, like ``register(isolation:factory:)``, returning an `EmptyView` so that the call can stand
    /// in a preview's view builder.
    @discardableResult
    public func callAsFunction(
        isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T
    ) -> EmptyView {
        register(isolation: isolation, factory: factory)
        return EmptyView()
    }

    /// Registers `factory`, like ``register(isolation:factory:)``, returning an `EmptyView` so that the call can stand
    /// in a preview's view builder.
    @discardableResult
    public func preview(isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T) -> EmptyView {
        register(isolation: isolation, factory: factory)
        return EmptyView()
    }
    #else
    /// Registers `factory`, like ``register(isolation:factory:)``:
    ///
    /// ```swift
    /// Container.shared.detail { id in MockDetail(id: id) }
    /// ```
    public func callAsFunction(isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T) {
        register(isolation: isolation, factory: factory)
    }
    #endif
}
