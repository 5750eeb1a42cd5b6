// SPDX-License-Identifier: MPL-2.0

import Atomics
import Foundation

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
