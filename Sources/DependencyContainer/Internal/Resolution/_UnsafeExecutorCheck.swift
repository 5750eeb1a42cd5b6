// SPDX-License-Identifier: MPL-2.0

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Whether synchronous code runs on an actor's executor, asked without the risk of stopping the program.
///
/// What it buys: a definition isolated to a global actor other than the main actor, resolved off that actor,
/// stops with a message that names the definition and the fix (``ActorIsolationCheck``), instead of the
/// runtime's "Incorrect actor executor assumption" alone. `preconditionIsolated` cannot do that: in Swift 6 the
/// runtime's check stops the program itself, before the message given to `preconditionIsolated` is written.
///
/// Unsafe because it calls a function of the Swift runtime, looked up by name, that the standard library uses
/// for `preconditionIsolated` but does not expose: `swift_task_isCurrentExecutorWithFlags`, with no flags, so
/// that it answers instead of stopping. It passes the executor reference as its two words and the flags as a
/// `UInt64` (the runtime's `swift_task_is_current_executor_flag` is a `uint64_t` on every platform): the runtime
/// function uses the Swift calling convention, which passes a struct of two words as two arguments, and for
/// these arguments a C function type passes them the same way, on 64-bit platforms and on a 32-bit Apple Watch.
enum _UnsafeExecutorCheck {
    private typealias IsCurrentExecutor = @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?, UInt64) -> Bool

    /// The runtime function, looked up once.
    // Safety: a C function pointer, set once by the static initializer and only read afterwards.
    private struct Lookup: @unchecked Sendable {
        let function: IsCurrentExecutor?
    }

    private static let lookup = Lookup(
        function: dlsym(defaultHandle, "swift_task_isCurrentExecutorWithFlags").map {
            unsafeBitCast($0, to: IsCurrentExecutor.self)
        })

    /// `RTLD_DEFAULT`: every image loaded in the process.
    private static var defaultHandle: UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        UnsafeMutableRawPointer(bitPattern: -2)
        #else
        nil
        #endif
    }

    /// Whether the calling code runs on `actor`'s executor; `nil` when that cannot be told without the risk of
    /// stopping: the runtime function is missing, or `actor` runs on an executor of its own, which may be
    /// running the calling code in ways only its `checkIsolated()` knows.
    static func isRunning(on actor: any Actor) -> Bool? {
        guard let isCurrent = lookup.function else { return nil }
        let executor = actor.unownedExecutor
        let words = unsafeBitCast(executor, to: (UnsafeRawPointer?, UnsafeRawPointer?).self)
        // A default actor's executor is the actor itself.
        guard words.0 == UnsafeRawPointer(Unmanaged.passUnretained(actor as AnyObject).toOpaque()) else {
            return nil
        }
        return isCurrent(words.0, words.1, 0)
    }
}
