// SPDX-License-Identifier: MPL-2.0

/// The package's one way to stop the program on misuse, with a message that survives release builds.
///
/// `precondition` and `preconditionFailure` drop their message under `-O` ("Swift runtime failure: precondition
/// failure"), so a documented stop would tell a user of a release build nothing. Every module that stops the
/// program on misuse calls ``stop(_:file:line:)`` or ``require(_:_:file:line:)`` instead.
///
/// The stop is `fatalError`, which keeps its message in every build configuration except `-Ounchecked`. The
/// Swift runtime reports it (`swift_reportError` in the runtime's `stdlib/public/runtime/Errors.cpp`) in two
/// places: `reportNow` writes `<file>:<line>: Fatal error: <message>` to standard error and flushes it (on
/// every platform), and on Apple platforms `reportOnCrash` appends the same line to the CrashReporter
/// annotation (`gCRAnnotations.message`), which a crash report shows under "Application Specific Information".
/// A shipped iOS app has no console, so that annotation is where the message of a stop on a user's device is
/// read. Nothing else is written: the runtime's line already reaches standard error, and writing the message
/// there first as well would print it twice.
package enum ProgramStop {
    /// Stops the program with `message`, which the runtime writes to standard error and, on Apple platforms,
    /// to the crash report.
    package static func stop(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError(message, file: file, line: line)
    }

    /// Stops the program with `message` when `condition` is false; in every build configuration.
    @inlinable
    package static func require(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        if !condition { stop(message(), file: file, line: line) }
    }
}
