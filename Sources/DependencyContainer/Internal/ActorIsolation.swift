// SPDX-License-Identifier: MPL-2.0

import Atomics
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The one check every isolated definition passes before its closure runs: is the calling code on the actor
/// the definition is isolated to? If not, the program stops with a message naming the definition and the fix
/// (`resolveOnMainActor()` or `resolveOnGlobalActor(_:)`), written before anything could stop it otherwise.
enum ActorIsolationCheck {
    /// How reports name `isolation`: `MainActor`, or its global actor's type.
    static func name(of isolation: any Actor) -> String {
        isolation === MainActor.shared ? "MainActor" : String(describing: type(of: isolation))
    }

    /// How reports name an actor of type `actorType`, as ``name(of:)`` names the actor.
    static func name(ofType actorType: any Actor.Type) -> String {
        actorType == MainActor.self ? "MainActor" : String(describing: actorType)
    }

    /// Stops the program unless the calling code runs on `isolation`'s executor. In a validation run, which
    /// must not stop the program, the run ends instead, with the definition reported as not validated: its
    /// builder is never run off its actor (see `ValidationRun`).
    static func require(_ isolation: any Actor, definition: @autoclosure () -> String) {
        let onActor =
            isolation === MainActor.shared
            ? MainActorCheck.isRunningOnMainActor : _UnsafeExecutorCheck.isRunning(on: isolation)
        if onActor == true { return }
        if EngineSwitches.process.observing.load(ordering: .relaxed) { endValidationRun(isolation) }
        let actor = name(of: isolation)
        if onActor == false { DependencyFailure.wrongExecutor(definition(), actor: actor) }
        // An actor with an executor of its own: only the runtime's check, which asks that executor, can tell.
        isolation.preconditionIsolated(DependencyFailure.wrongExecutorMessage(definition(), actor: actor))
    }

    /// In a validation run, ends it with the definition being resolved (the innermost observed one) reported
    /// as not validated; elsewhere, returns.
    private static func endValidationRun(_ isolation: any Actor) {
        _ = ResolutionObservers.handOverToValidationRun(endingRun: true) { chain in
            .notValidated(definition: chain.last ?? "?", actor: name(of: isolation), chain: chain)
        }
    }
}

/// Whether synchronous code runs on the main actor.
///
/// The main actor runs its work on the main dispatch queue, and that queue runs on the main thread on Apple
/// platforms but not necessarily elsewhere (on Linux, once `dispatchMain()` has been called, a worker thread
/// drains it). So the check is: on the main thread, or inside work of the main queue, which a marker set on
/// the queue tells.
enum MainActorCheck {
    private static let marker = DispatchSpecificKey<Bool>()
    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: marker, value: true)

    /// Whether the calling code runs on the main actor's executor.
    static var isRunningOnMainActor: Bool {
        if isMainThread { return true }
        markMainQueue
        return DispatchQueue.getSpecific(key: marker) == true
    }

    #if canImport(Darwin)
    private static var isMainThread: Bool { Thread.isMainThread }
    #else
    /// The main thread's `pthread_self()`, once a check has run there; 0 before. Every build of a main-actor
    /// definition (every definition, in an app whose code is main-actor by default) asks, and on Linux asking
    /// Foundation costs a system call: comparing with the thread remembered does not.
    private static let mainThread = UnsafeAtomic<UInt>.create(0)

    private static var isMainThread: Bool {
        let current = UInt(pthread_self())
        if current == mainThread.load(ordering: .relaxed) { return true }
        guard Thread.isMainThread else { return false }
        mainThread.store(current, ordering: .relaxed)
        return true
    }
    #endif
}

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

/// `@MainActor` builders stored as the plain closures a definition keeps.
///
/// Resolution is synchronous, and Swift offers no way to call a `@MainActor` closure synchronously from code
/// the compiler does not know to run on the main actor, even after checking at run time that it does.
/// `MainActor.assumeIsolated` would, but only for `Sendable` results, and a definition may build anything.
/// A `@MainActor` function value has the same representation as a nonisolated one (the isolation is a
/// compile-time property of its type), so it is reinterpreted instead. The definitions made from these
/// closures record `MainActor.shared` as their isolation, and `Resolution.build` calls them only after
/// checking that the calling code runs on the main actor (`ActorIsolationCheck.require`), in every resolution,
/// validation runs included: a run that is not on the main actor ends there instead of calling the closure.
enum _UnsafeMainActorBuilder {
    /// `builder`, callable where the main actor runs; see the type's comment.
    static func definition<T>(_ builder: @escaping @MainActor () -> T) -> FactoryDefinition<Void, T> {
        FactoryDefinition(plain: unsafeBitCast(builder, to: (() -> T).self), isolation: MainActor.shared)
    }

    /// `builder`, callable where the main actor runs; see the type's comment.
    static func definition<P, T>(_ builder: @escaping @MainActor (P) -> T) -> FactoryDefinition<P, T> {
        FactoryDefinition(parameterized: unsafeBitCast(builder, to: ((P) -> T).self), isolation: MainActor.shared)
    }
}
