// SPDX-License-Identifier: MPL-2.0

/// The settings Factory's `ContainerManager` has: default scope, promises, tracing.
extension ContainerManager {
    /// The scope of the definitions that set none (`nil`: ``Scope/unique``), in this container.
    ///
    /// ```swift
    /// Container.shared.manager.defaultScope = .cached
    /// ```
    public var defaultScope: Scope? {
        get { effective.registrations.defaultScope }
        set { effective.registrations.defaultScope = newValue }
    }

    /// Whether resolving a `promised()` factory that nothing was registered for stops
    /// the program, in debug builds, with a message naming it; otherwise it resolves to `nil`.
    public var promiseTriggersError: Bool {
        get { effective.promiseSetting.withLock { $0 } }
        set { effective.promiseSetting.withLock { $0 = newValue } }
    }

    /// Whether every resolution, in every container, is written to ``logger`` as an indented tree. Off by default.
    ///
    /// ```swift
    /// Container.shared.manager.trace = true
    /// _ = Container.shared.profile()
    /// // 0: Container.profile<ProfileService> = F:105553116266496 ProfileService
    /// // 1:     Container.api<APIClient> = C:105553116283904 URLSessionAPIClient
    /// ```
    ///
    /// Factory's line format (depth, definition, `F`/`R`/`O` new or `C` cached, address, type); a tree's lines reach
    /// the logger together, on the thread that finished it.
    public var trace: Bool {
        get { switches.tracing.load(ordering: .relaxed) }
        set { ResolutionObservers.change { $0.traceEnabled = newValue } }
    }

    /// Where ``trace`` writes each line of a resolution tree (one call per line, a tree's lines in a row), and
    /// ``scopeValidation`` its warnings; `print` by default. Shared by all containers.
    ///
    /// ```swift
    /// Container.shared.manager.logger = { line in os_log("%{public}@", line) }
    /// ```
    public var logger: (String) -> Void {
        get { ResolutionObservers.settings.withLockUnchecked { $0.logger } }
        set { ResolutionObservers.settings.withLockUnchecked { $0.logger = newValue } }
    }
}
