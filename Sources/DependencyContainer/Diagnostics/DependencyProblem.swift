// SPDX-License-Identifier: MPL-2.0

/// A mistake in how dependencies are defined, found by ``ManagedContainer/validate(_:)-(PartialKeyPath<Self>...)`` or marked in a
/// ``DependencyGraph``. Definitions are named as traces name them: `Container.api<APIClient>`.
public enum DependencyProblem: Sendable, Hashable, CustomStringConvertible {
    /// Each definition in `chain` needs the next to be built first, and the last is the first again.
    case cycle(chain: [String])
    /// `holder`, kept by a longer-lived scope, is built with `dependency`, which its shorter scope may replace
    /// while `holder` still keeps the old instance. `chain` runs from `holder` to `dependency`.
    case captiveDependency(
        holder: String, holderScope: String, dependency: String, dependencyScope: String, chain: [String])
    /// A `promised()` definition was resolved while nothing was registered for it; `chain` ends with it.
    case unfulfilledPromise(definition: String, chain: [String])
    /// `definition`, isolated to `actor`, is resolved by the builder of `reachedFrom`, which is not: that builder
    /// may run anywhere, and the resolution stops the program when it runs off the actor.
    case offActor(definition: String, actor: String, reachedFrom: String, chain: [String])
    /// `definition`, isolated to `actor`, was not built, as the run was not on `actor`; nothing it would resolve was
    /// validated, and `chain` ends with it. Call `validate` on that actor to validate it.
    case notValidated(definition: String, actor: String, chain: [String])

    /// The definitions involved, outermost first.
    public var chain: [String] {
        switch self {
        case .cycle(let chain), .captiveDependency(_, _, _, _, let chain), .unfulfilledPromise(_, let chain),
            .offActor(_, _, _, let chain), .notValidated(_, _, let chain):
            chain
        }
    }

    /// One paragraph: what is wrong, the chain, and the usual fix.
    public var description: String {
        let path = chain.joined(separator: " -> ")
        switch self {
        case .cycle:
            return "Dependency cycle: \(path). Each needs the next to be built first. Fix: remove one edge, e.g. "
                + "by injecting a lazy reference or a closure instead of the instance."
        case .captiveDependency(let holder, let holderScope, let dependency, let dependencyScope, _):
            return "Captive dependency: \(holder) (\(holderScope)) is built with \(dependency) "
                + "(\(dependencyScope)), which lives shorter, and keeps the old instance. Chain: \(path). Fix: "
                + "resolve \(dependency) where it is used (inject its Factory or a closure), or give it a scope "
                + "at least as long as \(holderScope)."
        case .unfulfilledPromise(let definition, _):
            return "Unfulfilled promise: \(definition) is promised, but nothing was registered for it. Chain: "
                + "\(path). Fix: register it before it is resolved, e.g. in `autoRegister()`."
        case .offActor(let definition, let actor, let reachedFrom, _):
            return "Off-actor resolution: \(definition) is isolated to \(actor), but \(reachedFrom), which is "
                + "not, resolves it in its builder. Chain: \(path). Fix: isolate \(reachedFrom) to \(actor) as "
                + "well, or resolve \(definition) where the code runs on \(actor)."
        case .notValidated(let definition, let actor, _):
            let fix =
                actor == "MainActor"
                ? "call validate from main-actor code (a `@MainActor` test, or `await MainActor.run { … }`)"
                : "call validate from code that runs on \(actor)"
            return "Not validated: \(definition) is isolated to \(actor), and validate could not build it there "
                + "without breaking that isolation, so it was not built. Chain: \(path). To validate it, \(fix)."
        }
    }
}
