// SPDX-License-Identifier: MPL-2.0

/// Scope validation and graph recording.
extension ContainerManager {
    /// What this container does when a longer-lived instance is built with a shorter-lived, resettable dependency it
    /// would keep (a *captive dependency*): `.warn` in debug builds, `.off` in release builds.
    ///
    /// ```swift
    /// extension Container {
    ///     var analytics: Factory<Analytics> { self { Analytics(user: self.userStore()) }.singleton }
    ///     var userStore: Factory<UserStore> { self { UserStore() }.cached }
    /// }
    ///
    /// Container.shared.manager.scopeValidation = .stop
    /// _ = Container.shared.analytics()   // stops: the singleton would keep the user of before a reset
    /// ```
    ///
    /// Flagged: a `.singleton` with a `.cached`, `.shared` or custom-scope dependency; a `SingletonScope` provider with
    /// one of any scope but `AlwaysCreateNewScope`; a provider with one of its scope's `children`; along the whole
    /// chain, never for `.unique` or `.graph`.
    ///
    /// The setting of the container that resolves the dependency applies.
    public var scopeValidation: ScopeValidation {
        get { effective.validationSetting.withLock { $0 } }
        set {
            let target = effective
            target.validationSetting.withLock { setting in
                target.validatingContainers.count(from: setting, to: newValue)
                setting = newValue
            }
        }
    }

    /// Runs `body` and returns the graph of what it resolved on the calling thread, in every container, with scopes,
    /// actors and captive dependencies.
    ///
    /// ```swift
    /// let graph = Container.shared.manager.recordGraph { _ = Container.shared.profile() }
    /// print(graph.mermaid)   // or graph.dot, for Graphviz
    /// ```
    ///
    /// Only resolutions that run, cache hits included, are recorded.
    public func recordGraph(_ body: () throws -> Void) rethrows -> DependencyGraph {
        let recorder = GraphRecorder()
        let thread = _UnsafeResolutionThread.current
        ResolutionObservers.change { $0.watchers += 1 }
        thread.updateWatchers { $0.recorders.append(recorder) }
        defer {
            thread.updateWatchers { watchers in watchers.recorders.removeAll { $0 === recorder } }
            ResolutionObservers.change { $0.watchers -= 1 }
        }
        try body()
        return recorder.graph
    }
}
