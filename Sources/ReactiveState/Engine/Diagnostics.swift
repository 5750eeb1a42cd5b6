// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Reports misuse that the library recovers from (a write to a constant binding, a late rule write, rules that
/// never settle in a release build): to the unified log on Apple platforms (subsystem "UtilityKit", category
/// "ReactiveState"), to standard error elsewhere.
enum Diagnostics {
    static let reporter = DiagnosticReporter(module: "ReactiveState")

    static func report(_ message: String, severity: DiagnosticReporter.Severity = .notice) {
        reporter.report(message, severity: severity)
    }
}
