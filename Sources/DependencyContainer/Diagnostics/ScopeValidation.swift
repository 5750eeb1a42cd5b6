// SPDX-License-Identifier: MPL-2.0

/// What a container does when a longer-lived instance is built with a shorter-lived dependency: a captive
/// dependency (see ``ContainerManager/scopeValidation``).
///
/// ```swift
/// Container.shared.manager.scopeValidation = .stop   // e.g. in a test target's set-up
/// ```
public enum ScopeValidation: Sendable, Hashable {
    /// Nothing is checked. The default in release builds. While every live container's setting is `.off` (and
    /// no trace, graph recording or validation run watches), a resolution pays one atomic load for all of them.
    case off
    /// Each captive dependency is written to ``ContainerManager/logger`` once, naming both definitions and the
    /// chain between them. The default in debug builds.
    case warn
    /// A captive dependency stops the program with the same message.
    case stop

    /// `.warn` in debug builds, `.off` in release builds.
    public static var buildDefault: ScopeValidation {
        #if DEBUG
        .warn
        #else
        .off
        #endif
    }
}
