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

/// The check every isolated definition passes before its closure runs: is the caller on its actor?
enum ActorIsolationCheck {
    /// How reports name `isolation`: `MainActor`, or its global actor's type.
    static func name(of isolation: any Actor) -> String {
        isolation === MainActor.shared ? "MainActor" : String(describing: type(of: isolation))
    }

    /// How reports name an actor of type `actorType`, as ``name(of:)`` names the actor.
    static func name(ofType actorType: any Actor.Type) -> String {
        actorType == MainActor.self ? "MainActor" : String(describing: actorType)
    }

    /// Stops the program unless the calling code runs on `isolation`'s executor.
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

    /// In a validation run, ends it, reporting the definition as not validated; elsewhere, returns.
    private static func endValidationRun(_ isolation: any Actor) {
        _ = ResolutionObservers.handOverToValidationRun(endingRun: true) { chain in
            .notValidated(definition: chain.last ?? "?", actor: name(of: isolation), chain: chain)
        }
    }
}

/// Whether synchronous code runs on the main actor.
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
    /// The main thread's `pthread_self()`, once a check has run there; 0 before.
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

/// Whether synchronous code runs on an actor's executor, asked without stopping the program, so that a wrong-actor
/// resolution stops with our message (``ActorIsolationCheck``) rather than the runtime's. Unsafe because it calls the
/// runtime's `swift_task_isCurrentExecutorWithFlags`, looked up by name, with no flags: the executor passed as its two
/// words and the flags as a `UInt64`, which the Swift and C calling conventions pass alike on every supported platform.
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

    /// Whether the calling code runs on `actor`'s executor; `nil` when that cannot be told without risking a stop (no
    /// runtime function, or an executor of the actor's own).
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

/// `@MainActor` builders stored as the plain closures a definition keeps, as resolution is synchronous and Swift cannot
/// call a `@MainActor` closure synchronously from code not known to run there. Unsafe because it reinterprets the
/// function value (isolation is compile-time only, the representation is the same); invariant: the definitions record
/// `MainActor.shared` and `Resolution.build` calls them only after `ActorIsolationCheck.require` confirmed the main
/// actor.
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
