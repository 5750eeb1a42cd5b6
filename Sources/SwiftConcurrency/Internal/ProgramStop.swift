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

/// The package's one way to stop the program on misuse, with a message that survives release builds.
///
/// `precondition` and `preconditionFailure` drop their message under `-O` ("Swift runtime failure: precondition
/// failure"), so a documented stop would tell a user of a release build nothing. Every module that stops the
/// program on misuse calls ``stop(_:file:line:)`` or ``require(_:_:file:line:)`` instead: the message is written
/// to standard error first (flushed, so a crash reporter or a parent process reads it), then the program traps.
package enum ProgramStop {
    /// Writes `message` to standard error, then stops the program.
    package static func stop(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        writeToStandardError(message)
        preconditionFailure(message, file: file, line: line)
    }

    /// Stops the program with `message` when `condition` is false; in every build configuration.
    @inlinable
    package static func require(
        _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line
    ) {
        if !condition { stop(message(), file: file, line: line) }
    }

    /// Writes one line to standard error, unbuffered.
    package static func writeToStandardError(_ message: String) {
        var line = message
        line.append("\n")
        // write(2) is unbuffered: nothing is left in a stdio buffer when the program traps right after.
        line.utf8CString.withUnsafeBufferPointer { bytes in
            _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count - 1)
        }
    }
}
