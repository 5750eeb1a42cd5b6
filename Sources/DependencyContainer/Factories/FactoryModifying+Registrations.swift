import Foundation

/// Contexts, decorators, `once()` and `timeToLive`.
extension FactoryModifying {
    /// Builds with `factory` instead, but only while one of `contexts` is active (see ``FactoryContext``).
    ///
    /// ```swift
    /// Container.shared.analytics.context(.test, .preview) { _ in NoAnalytics() }
    /// ```
    ///
    /// Context registrations take precedence over plain registrations; their instances are cached apart.
    @discardableResult
    public func context(_ contexts: FactoryContextType..., factory: @escaping @Sendable (P) -> T) -> Self {
        for context in contexts { registration.register(factory, for: context) }
        return self
    }

    /// Builds with `factory` when the app was launched with `argument` (or it was set with
    /// ``FactoryContext/setArg(_:forKey:)``).
    @discardableResult
    public func onArg(_ argument: String, factory: @escaping @Sendable (P) -> T) -> Self {
        context(.arg(argument), factory: factory)
    }

    /// Builds with `factory` when any one of `arguments` is present.
    @discardableResult
    public func onArgs(_ arguments: [String], factory: @escaping @Sendable (P) -> T) -> Self {
        context(.args(arguments), factory: factory)
    }

    /// Builds with `factory` in Xcode previews.
    @discardableResult
    public func onPreview(factory: @escaping @Sendable (P) -> T) -> Self {
        context(.preview, factory: factory)
    }

    /// Builds with `factory` under XCTest or Swift Testing.
    @discardableResult
    public func onTest(factory: @escaping @Sendable (P) -> T) -> Self {
        context(.test, factory: factory)
    }

    /// Builds with `factory` when this library is compiled for debugging.
    @discardableResult
    public func onDebug(factory: @escaping @Sendable (P) -> T) -> Self {
        context(.debug, factory: factory)
    }

    /// Builds with `factory` in a simulator.
    @discardableResult
    public func onSimulator(factory: @escaping @Sendable (P) -> T) -> Self {
        context(.simulator, factory: factory)
    }

    /// Builds with `factory` on a physical device.
    @discardableResult
    public func onDevice(factory: @escaping @Sendable (P) -> T) -> Self {
        context(.device, factory: factory)
    }

    /// Calls `decorator` with every instance this factory resolves, cached ones included, e.g. to finish
    /// wiring that the initializer cannot do. Replaces an earlier decorator of this factory.
    ///
    /// ```swift
    /// var parent: Factory<Parent> { self { Parent() }.decorator { $0.child.parent = $0 } }
    /// ```
    @discardableResult
    public func decorator(_ decorator: @escaping @Sendable (_ instance: T) -> Void) -> Self {
        registration.decorate(with: decorator)
        return self
    }

    /// Makes the side effects chained before it (registrations, contexts, decorators) happen only the first
    /// time the factory is built, so a later access to the definition does not overwrite what was set
    /// since. Side effects chained after it always apply.
    ///
    /// ```swift
    /// var analytics: Factory<Analytics> { self { Live() }.onTest { Silent() }.once() }
    /// // later, in one test:
    /// Container.shared.analytics.onTest { Recording() }   // stays in effect
    /// ```
    @discardableResult
    public func once() -> Self {
        registration.markOnce()
        var modified = self
        modified.registration.passedOnce = true
        return modified
    }

    /// Discards a cached instance older than `seconds` and builds a new one; applies to the `.cached`,
    /// `.shared` and `.singleton` scopes and to custom cached scopes.
    @discardableResult
    public func timeToLive(_ seconds: TimeInterval) -> Self {
        precondition(!seconds.isNaN, "timeToLive(_:) needs a number of seconds, not NaN")
        var modified = self
        modified.registration.timeToLive = seconds
        return modified
    }
}
