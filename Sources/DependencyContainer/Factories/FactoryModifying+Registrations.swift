// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// Contexts, decorators, `once()` and `timeToLive`.
extension FactoryModifying {
    /// Builds with `factory` instead, but only while one of `contexts` is active (see ``FactoryContext``).
    ///
    /// ```swift
    /// Container.shared.analytics.context(.test, .preview) { _ in NoAnalytics() }
    /// ```
    @discardableResult
    public func context(
        _ contexts: FactoryContextType...,
        isolation: isolated (any Actor)? = #isolation,
        factory: @escaping (P) -> T
    ) -> Self {
        let definition = FactoryDefinition(parameterized: factory, isolation: isolation)
        for context in contexts { registration.register(definition, for: context) }
        return self
    }

    /// Builds with `factory` when the app was launched with `argument` (or it was set with
    /// ``FactoryContext/setArg(_:forKey:)``).
    @discardableResult
    public func onArg(
        _ argument: String, isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T
    ) -> Self {
        context(.arg(argument), isolation: isolation, factory: factory)
    }

    /// Builds with `factory` when any one of `arguments` is present.
    @discardableResult
    public func onArgs(
        _ arguments: [String], isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T
    ) -> Self {
        context(.args(arguments), isolation: isolation, factory: factory)
    }

    /// Builds with `factory` in Xcode previews.
    @discardableResult
    public func onPreview(
        isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T
    ) -> Self {
        context(.preview, isolation: isolation, factory: factory)
    }

    /// Builds with `factory` under XCTest or Swift Testing.
    @discardableResult
    public func onTest(
        isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T
    ) -> Self {
        context(.test, isolation: isolation, factory: factory)
    }

    /// Builds with `factory` when this library is compiled for debugging.
    @discardableResult
    public func onDebug(
        isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T
    ) -> Self {
        context(.debug, isolation: isolation, factory: factory)
    }

    /// Builds with `factory` in a simulator.
    @discardableResult
    public func onSimulator(
        isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T
    ) -> Self {
        context(.simulator, isolation: isolation, factory: factory)
    }

    /// Builds with `factory` on a physical device.
    @discardableResult
    public func onDevice(
        isolation: isolated (any Actor)? = #isolation, factory: @escaping (P) -> T
    ) -> Self {
        context(.device, isolation: isolation, factory: factory)
    }

    /// Calls `decorator` with every instance this factory resolves, cached ones included; replaces an earlier
    /// decorator.
    ///
    /// ```swift
    /// var parent: Factory<Parent> { self { Parent() }.decorator { $0.child.parent = $0 } }
    /// ```
    ///
    /// It takes the calling code's isolation, as `register` does.
    @discardableResult
    public func decorator(
        isolation: isolated (any Actor)? = #isolation, _ decorator: @escaping (_ instance: T) -> Void
    ) -> Self {
        registration.decorate(with: FactoryDefinition(parameterized: { decorator($0.0) }, isolation: isolation))
        return self
    }

    /// Calls `decorator` with every instance this factory resolves and whether this resolution built it; replaces an
    /// earlier decorator.
    ///
    /// ```swift
    /// var session: Factory<Session> {
    ///     self { Session() }.cached.decorator { session, instantiated in
    ///         if instantiated { session.start() }
    ///     }
    /// }
    /// ```
    @discardableResult
    public func decorator(
        isolation: isolated (any Actor)? = #isolation,
        _ decorator: @escaping (_ instance: T, _ instantiated: Bool) -> Void
    ) -> Self {
        registration.decorate(with: FactoryDefinition(parameterized: { decorator($0.0, $0.1) }, isolation: isolation))
        return self
    }

    /// Makes the modifiers chained before it apply only on the first access, so that later changes (a test's set-up)
    /// stay; those after it always apply.
    ///
    /// ```swift
    /// var analytics: Factory<Analytics> { self { Live() }.singleton.onTest { Silent() }.once() }
    /// // later, in one test:
    /// Container.shared.analytics.onTest { Recording() }   // stays in effect
    /// Container.shared.analytics.scope(.cached)           // stays in effect
    /// ```
    ///
    /// A reset of the factory or of its container forgets the mark: the next access applies them again.
    @discardableResult
    public func once() -> Self {
        registration.markOnce()
        var modified = self
        modified.registration.passedOnce = true
        return modified
    }

    /// Discards a cached instance not resolved for `seconds` and builds a new one: an idle timeout, as in Factory,
    /// restarted by every resolution. For `.cached`, `.shared`, `.singleton` and custom cached scopes; lasts until a
    /// reset.
    ///
    /// The clock runs while the device sleeps and ignores wall-clock changes (Factory uses `Date`); `.nan` stops the
    /// program.
    @discardableResult
    public func timeToLive(_ seconds: TimeInterval) -> Self {
        ProgramStop.require(
            !seconds.isNaN, "DependencyContainer: timeToLive(_:) needs a number of seconds, not NaN.")
        registration.updateOverrides { $0.timeToLive = seconds }
        var modified = self
        modified.registration.timeToLive = seconds
        return modified
    }
}
