// SPDX-License-Identifier: MPL-2.0

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The package's one way to report misuse it recovers from: the unified log on Apple platforms, standard error
/// elsewhere.
///
/// A shipped app has no console, so on Apple platforms a report goes to the unified log (subsystem
/// `"UtilityKit"`, category: the reporting module), where Console.app, `log stream` and a sysdiagnose find it,
/// and Xcode's console shows it while debugging. Each module keeps one reporter, named after itself:
///
/// ```swift
/// static let reporter = DiagnosticReporter(module: "ReactiveState")
/// reporter.report("a constant UIBinding<Int> was assigned; the write is ignored.")
/// ```
package struct DiagnosticReporter: Sendable {
    /// The unified log's subsystem for every module of the package.
    package static let subsystem = "UtilityKit"

    /// How bad a report is: the unified log's type for it.
    package enum Severity: Sendable {
        /// Misuse the program recovers from as documented (`OSLogType.default`).
        case notice
        /// A bug in the calling program that it survives, with a result nobody asked for (`OSLogType.fault`).
        case fault
    }

    /// The reporting module: the unified log's category, and the prefix of a line on standard error.
    package let module: String

    package init(module: String) {
        self.module = module
    }

    /// Reports `message` where this platform keeps diagnostics.
    package func report(_ message: String, severity: Severity = .notice) {
        switch DiagnosticSink.current {
        case .standardError:
            writeToStandardError("\(module): \(message)")
        #if canImport(os)
        case .logger, .legacyLog:
            writeToUnifiedLog(message, severity: severity, sink: DiagnosticSink.current)
        #else
        case .logger, .legacyLog:
            writeToStandardError("\(module): \(message)")
        #endif
        }
    }

    /// Writes one line to standard error, unbuffered: nothing is left in a stdio buffer if the program stops
    /// right after.
    private func writeToStandardError(_ text: String) {
        var line = text
        line.append("\n")
        line.utf8CString.withUnsafeBufferPointer { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count - 1)
        }
    }
}

/// Where ``DiagnosticReporter`` writes: decided from what the running system offers, so that the decision is
/// tested on Linux with Apple's inputs.
package enum DiagnosticSink: Equatable, Sendable {
    /// `os.Logger`: iOS 14, macOS 11, tvOS 14, watchOS 7 and later.
    case logger
    /// `os_log` with an `OSLog(subsystem:category:)`: the unified log on the systems before `Logger`
    /// (macOS 10.15, which the package still supports).
    case legacyLog
    /// Standard error: where there is no unified log (Linux, Android, Windows).
    case standardError

    /// The sink for a system that has the unified log (`canImport(os)`) or not, and whose version has `Logger`
    /// or not. `Logger`'s availability: `@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)` in the
    /// SDKs' `os.swiftinterface`.
    package static func choose(hasUnifiedLog: Bool, hasLogger: Bool) -> DiagnosticSink {
        guard hasUnifiedLog else { return .standardError }
        return hasLogger ? .logger : .legacyLog
    }

    /// The sink on this system.
    package static var current: DiagnosticSink {
        #if canImport(os)
        if #available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *) {
            return choose(hasUnifiedLog: true, hasLogger: true)
        }
        return choose(hasUnifiedLog: true, hasLogger: false)
        #else
        return choose(hasUnifiedLog: false, hasLogger: false)
        #endif
    }
}
