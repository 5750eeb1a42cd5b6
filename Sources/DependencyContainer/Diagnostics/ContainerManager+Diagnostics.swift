// SPDX-License-Identifier: MPL-2.0

/// Scope validation and graph recording.
extension ContainerManager {
    /// What this container does when a longer-lived instance is built with a shorter-lived dependency, which it
    /// would keep after the dependency's scope replaced it: a *captive dependency*. `.warn` in debug builds,
    /// `.off` in release builds.
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
    /// Flagged: a `.singleton` built with a `.cached`, `.shared` or custom-scope dependency; in provider style,
    /// a `SingletonScope` provider built with one of any other scope but `AlwaysCreateNewScope`, and a provider
    /// built with one of a scope among its scope's `children`: in each, a reset or a cleared scope replaces the
    /// dependency while the holder keeps the old one. A `.unique` or `.graph` dependency is never flagged: its
    /// holder keeps it, and nothing replaces it (a `.graph` instance is shared by the objects one resolution
    /// builds, for as long as they keep it).
    /// The check applies to the whole chain: a `.singleton` that builds a `.unique` helper that resolves a
    /// `.cached` store keeps that store too. Each warning goes to ``logger`` once per chain.
    ///
    /// The setting of the container that resolves the dependency applies. While it is `.off` in every live
    /// container (and nothing else watches resolutions: ``trace``, a graph recording, a validation run), a
    /// resolution pays one atomic load for all of them. While any container has it on (every container of a
    /// debug build, by default), every resolution in the process also takes the observed path, which checks it
    /// against the resolutions it is nested in.
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

    /// Runs `body` and returns the graph of what it resolved on the calling thread, in every container: each
    /// definition with its scope and actor, which resolved which, and the captive dependencies among them.
    ///
    /// ```swift
    /// let graph = Container.shared.manager.recordGraph { _ = Container.shared.profile() }
    /// print(graph.mermaid)   // or graph.dot, for Graphviz
    /// ```
    ///
    /// Only resolutions that run, cache hits included, are recorded: a dependency resolved later, lazily, is
    /// not. While a graph is recorded every resolution in the process takes the observed path.
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
