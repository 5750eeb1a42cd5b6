// SPDX-License-Identifier: MPL-2.0

#if canImport(os)
import os

extension DiagnosticReporter {
    /// Writes `message` to the unified log through `sink` (``DiagnosticSink/logger`` or
    /// ``DiagnosticSink/legacyLog``). The message is marked public: it names types and definitions of the
    /// program, never user data, and a private argument would read `<private>` outside a debugger.
    func writeToUnifiedLog(_ message: String, severity: Severity, sink: DiagnosticSink) {
        let type: OSLogType = severity == .fault ? .fault : .default
        if sink == .logger, #available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *) {
            Logger(subsystem: Self.subsystem, category: module).log(level: type, "\(message, privacy: .public)")
            return
        }
        // `%{public}s` with a C string rather than `%{public}@`: the same text, without bridging to NSString.
        let log = OSLog(subsystem: Self.subsystem, category: module)
        message.withCString { text in
            os_log("%{public}s", log: log, type: type, text)
        }
    }
}
#endif
