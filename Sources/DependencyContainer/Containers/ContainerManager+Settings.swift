// SPDX-License-Identifier: MPL-2.0

/// The settings Factory's `ContainerManager` has: default scope, promises, tracing.
extension ContainerManager {
    /// The scope of the definitions that set none (`nil`: ``Scope/unique``), in this container.
    ///
    /// Typically set in ``AutoRegistering/autoRegister()``. A scope set on a definition, `.unique` included,
    /// wins over it. Resets keep it.
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
    ///
    /// Defaults to `true` in debug builds outside previews, as in Factory. Release builds always resolve to
    /// `nil`.
    public var promiseTriggersError: Bool {
        get { effective.promiseSetting.withLock { $0 } }
        set { effective.promiseSetting.withLock { $0 = newValue } }
    }

    /// Whether every resolution, in every container, is written to ``logger`` as an indented tree. Off by
    /// default.
    ///
    /// ```swift
    /// Container.shared.manager.trace = true
    /// _ = Container.shared.profile()
    /// // 0: Container.profile<ProfileService> = F:105553116266496 ProfileService
    /// // 1:     Container.api<APIClient> = C:105553116283904 URLSessionAPIClient
    /// ```
    ///
    /// Each line gives the depth (0 for the outermost resolution), the container and definition, and what was
    /// returned, in Factory's format: a new instance built by the definition (`F`), by a run-time registration
    /// (`R`) or by a context's registration such as `onTest` or `onDebug` (`O`), or a cached one (`C`), then the
    /// object's address in decimal (for classes) and its type. When the outermost resolution finishes, its tree goes
    /// to the logger one line per call, as in Factory, and all its lines together: a tree finished at the same
    /// time on another thread waits until the last of them is written, so trees never interleave. Like
    /// Factory's, the switch and the logger are shared by all containers.
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
    ///
    /// As in Factory, the logger need not be `@Sendable`: it may collect lines in a test's local array. It is
    /// called on the thread whose resolution tree is finished, so when resolutions traced on several threads
    /// reach it, what it touches must be safe to touch from each of them.
    public var logger: (String) -> Void {
        get { ResolutionObservers.settings.withLockUnchecked { $0.logger } }
        set { ResolutionObservers.settings.withLockUnchecked { $0.logger = newValue } }
    }
}
