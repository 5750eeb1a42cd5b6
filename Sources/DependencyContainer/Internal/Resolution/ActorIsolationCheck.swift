// SPDX-License-Identifier: MPL-2.0

/// The one check every isolated definition passes before its closure runs: is the calling code on the actor
/// the definition is isolated to? If not, the program stops with a message naming the definition and the fix
/// (`resolveOnMainActor()` or `resolveOnGlobalActor(_:)`), written before anything could stop it otherwise.
enum ActorIsolationCheck {
    /// Stops the program unless the calling code runs on `isolation`'s executor.
    static func require(_ isolation: any Actor, definition: @autoclosure () -> String) {
        if isolation === MainActor.shared {
            if !MainActorCheck.isRunningOnMainActor {
                DependencyFailure.wrongExecutor(definition(), actor: "MainActor")
            }
            return
        }
        let actor = String(describing: type(of: isolation))
        switch _UnsafeExecutorCheck.isRunning(on: isolation) {
        case true?:
            return
        case false?:
            DependencyFailure.wrongExecutor(definition(), actor: actor)
        case nil:
            // An actor with an executor of its own: only the runtime's check, which asks that executor, can tell.
            isolation.preconditionIsolated(DependencyFailure.wrongExecutorMessage(definition(), actor: actor))
        }
    }
}
