// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import Testing

/// The package's stop and its diagnostics: where their messages go, in debug and release builds alike.
@Suite("Stops and diagnostics")
struct ProgramStopTests {
    /// The line the Swift runtime writes for `fatalError` (`swift_reportError`, stdlib/public/runtime/Errors.cpp):
    /// `reportNow` puts it on standard error, and on Apple platforms `reportOnCrash` puts the same line in the
    /// CrashReporter annotation that a crash report shows under "Application Specific Information". Seeing it
    /// on standard error here is seeing the text Apple's crash report keeps. `preconditionFailure` under `-O`
    /// writes no such line ("Swift runtime failure: precondition failure" is only a trap's debug name).
    @Test("A stop's message reaches the runtime's 'Fatal error' line, once, in debug and release builds")
    func stopMessageSurvivesOptimisation() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ProgramStop.stop("ProgramStopTests: the message a user of a release build must see.")
        }
        let output = standardError(result)
        #expect(output.contains("Fatal error: ProgramStopTests: the message a user of a release build must see."))
        // Once: the runtime's line is the only copy, so a log that keeps standard error does not show it twice.
        #expect(output.components(separatedBy: "the message a user of a release build must see.").count == 2)
    }

    @Test("require(_:_:) stops with its message when the condition is false, and only then")
    func requireStops() async {
        ProgramStop.require(true, "never shown")
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ProgramStop.require(1 + 1 == 3, "ProgramStopTests: arithmetic failed.")
        }
        #expect(standardError(result).contains("Fatal error: ProgramStopTests: arithmetic failed."))
    }

    /// `Logger` is declared `@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)` in the SDKs'
    /// `os.swiftinterface`; `os_log(_:dso:log:type:_:)` with an `OSLog(subsystem:category:)` exists since
    /// macOS 10.12 / iOS 10, below the package's deployment targets (macOS 10.15 needs it).
    @Test("Diagnostics go to Logger where it exists, to os_log before it, to standard error without os")
    func sinkChoice() {
        #expect(DiagnosticSink.choose(hasUnifiedLog: true, hasLogger: true) == .logger)
        #expect(DiagnosticSink.choose(hasUnifiedLog: true, hasLogger: false) == .legacyLog)
        #expect(DiagnosticSink.choose(hasUnifiedLog: false, hasLogger: false) == .standardError)
        #expect(DiagnosticSink.choose(hasUnifiedLog: false, hasLogger: true) == .standardError)
        #if canImport(os)
        #expect(DiagnosticSink.current != .standardError)
        #else
        #expect(DiagnosticSink.current == .standardError)
        #endif
    }

    #if !canImport(os)
    @Test("Without the unified log, a report is one line on standard error, prefixed with its module")
    func reportOnStandardError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            DiagnosticReporter(module: "SomeModule").report("something was ignored.", severity: .fault)
            exit(1)
        }
        #expect(standardError(result) == "SomeModule: something was ignored.\n")
    }
    #endif

    // A re-entry hangs in a release build on Linux (the check is compiled out), so these run in debug only.
    #if DEBUG
    /// Apple's rule, which debug builds elsewhere now follow: `os_unfair_lock_lock` stops a thread that locks
    /// a lock it holds (libplatform's `_os_unfair_lock_recursive_abort`, "BUG IN CLIENT OF LIBPLATFORM: Trying
    /// to recursively lock an os_unfair_lock"). <os/lock.h> itself states only the neighbouring rules ("This
    /// lock must be unlocked from the same thread that locked it", and `os_unfair_lock_assert_not_owner`
    /// "asserts and terminates the process" when the calling thread owns the lock).
    @Test("A container entered again from its own withLock body stops, naming the container (debug)")
    func reenteredContainerStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let counter = ConcurrencySafeContainer<Int>(0)
            counter.withLockUnchecked { _ in
                _ = counter.withLock { $0 }
            }
        }
        #if !canImport(Darwin)
        #expect(
            standardError(result).contains(
                "ConcurrencySafeContainer<Int>.withLock was entered again on the thread that holds its lock."
            )
        )
        #endif
    }
    #endif

    @Test("withLockIfAvailable from inside withLock returns nil instead of stopping")
    func tryLockInsideWithLockReturnsNil() {
        let counter = ConcurrencySafeContainer<Int>(0)
        let inner = counter.withLockUnchecked { _ in counter.withLockIfAvailable { $0 } }
        #expect(inner == nil)
        #expect(counter.withLock { $0 } == 0)
    }
}

private func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
