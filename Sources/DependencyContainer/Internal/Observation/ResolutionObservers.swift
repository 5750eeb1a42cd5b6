// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// One resolution as the observers see it: what it resolves, in which scope, on which actor.
struct ObservedResolution: Sendable {
    /// The container's type, the definition's name (`Provider` for a provider) and the type resolved: kept
    /// apart, and written as ``description`` only when a report or a graph needs it.
    let container: Any.Type
    let name: StaticString
    let type: Any.Type
    let lifetime: ScopeLifetime
    /// The global actor the builder is isolated to (`MainActor`), or `nil` for a nonisolated one.
    let actor: String?
    /// The resolving container's ``ContainerManager/scopeValidation``.
    let validation: ScopeValidation

    /// `Container.api<APIClient>`, as traces and reports name a definition.
    var description: String { "\(container).\(name)<\(type)>" }
}

/// What the observers keep per thread, in its ``_UnsafeResolutionThread``: the observed resolutions in
/// progress, outermost first, and what watches them there.
struct ThreadObservation {
    var levels: [ObservedResolution] = []
    /// Per level, what it and the levels outside it hold: so that a level finds, without a scan, whether any
    /// of them may keep it captive (a scan runs only then).
    var held: [HeldLifetimes] = []
    /// `manager.recordGraph { … }` calls in progress on this thread, innermost last.
    var recorders: [GraphRecorder] = []
    /// Set while this thread runs one definition of `validate(…)`.
    var collector: ValidationCollector?

    struct HeldLifetimes {
        /// The longest lifetime among the level and those outside it.
        let longest: ScopeLifetime.Rank
        /// How many of them are provider scopes with children.
        let scopesWithChildren: Int
    }
}

/// The observed path of a resolution: taken only while something watches resolutions (``EngineSwitches``'
/// `observing`), so that an unobserved resolution pays one atomic load for all of it. What watches: the trace
/// (``ResolutionTrace``), scope validation, graph recordings and validation runs.
enum ResolutionObservers {
    // Safety: the logger is not `@Sendable`, as in Factory (`(String) -> Void`), so that it may append to state
    // of the caller's; it is only read and written under `settings`' lock, and called on the thread that
    // finished a traced resolution or found a problem, which its author accepts by setting it.
    struct Settings: @unchecked Sendable {
        var traceEnabled = false
        var logger: (String) -> Void = { print($0) }
        /// Raised when any container's scope validation is set to something other than `.off` (and from the
        /// start in debug builds, where `.warn` is the default); never lowered, as containers are not counted.
        var validationMayBeOn = ScopeValidation.buildDefault != .off
        /// Graph recordings and validation runs in progress, in every thread.
        var watchers = 0
        /// The captive dependencies already written by `.warn`, each once.
        var warned: Set<String> = []

        var observing: Bool { traceEnabled || validationMayBeOn || watchers > 0 }
    }

    /// Shared by every container, as Factory's trace switch and logger are.
    static let settings = ConcurrencySafeContainer(Settings())

    /// Changes the settings, and the switch every resolution reads with them.
    static func change<R>(_ body: (inout Settings) -> R) -> R {
        settings.withLockUnchecked { state in
            let result = body(&state)
            EngineSwitches.process.observing.store(state.observing, ordering: .relaxed)
            return result
        }
    }

    /// Whether `manager.trace` is on.
    static var traceIsOn: Bool { settings.withLockUnchecked { $0.traceEnabled } }

    /// Enters `resolution` on the calling thread, before it builds anything: checked against the resolutions
    /// it is nested in (scope validation, a validation run) and recorded by this thread's graph recordings. The
    /// resolution calls ``leave()`` once it has its instance.
    static func enter(_ resolution: ObservedResolution) {
        let thread = _UnsafeResolutionThread.current
        // Read in place, and nothing kept: a copy of the levels alive at the append below would make the append
        // copy every level, on every level of a deep graph.
        let (parent, problem, recorders, collector) = thread.updateObservation { observation in
            (
                observation.levels.last, captive(resolution, in: observation), observation.recorders,
                observation.collector
            )
        }
        for recorder in recorders { recorder.add(resolution, resolvedBy: parent) }
        if let problem { report(problem, for: resolution, recorders: recorders, collector: collector) }
        if let collector, let actor = resolution.actor, let parent, parent.actor == nil {
            let chain = thread.updateObservation { $0.levels.map(\.description) } + [resolution.description]
            collector.add(
                .offActor(
                    definition: resolution.description, actor: actor, reachedFrom: parent.description, chain: chain))
        }
        thread.updateObservation { observation in
            let outer = observation.held.last
            observation.held.append(
                ThreadObservation.HeldLifetimes(
                    longest: max(outer?.longest ?? .owned, resolution.lifetime.rank),
                    scopesWithChildren: (outer?.scopesWithChildren ?? 0)
                        + (resolution.lifetime.clearedWithIt.isEmpty ? 0 : 1)))
            observation.levels.append(resolution)
        }
    }

    /// Leaves the innermost resolution entered on the calling thread.
    static func leave() {
        _UnsafeResolutionThread.current.updateObservation { observation in
            observation.levels.removeLast()
            observation.held.removeLast()
        }
    }

    /// The captive dependency `resolution` would be, built for the nearest resolution in progress whose scope
    /// keeps it captive, if any. Nested resolutions run only while a builder runs, so every level in progress is
    /// being built. The levels are scanned only when what they hold says one of them may keep it.
    static func captive(_ resolution: ObservedResolution, in observation: ThreadObservation) -> DependencyProblem? {
        let rank = resolution.lifetime.rank
        guard rank != .owned, let held = observation.held.last,
            held.longest > rank || (held.scopesWithChildren > 0 && rank == .resettable)
        else { return nil }
        let levels = observation.levels
        guard let index = levels.lastIndex(where: { $0.lifetime.keepsCaptive(resolution.lifetime) }) else {
            return nil
        }
        let holder = levels[index]
        return .captiveDependency(
            holder: holder.description, holderScope: holder.lifetime.name, dependency: resolution.description,
            dependencyScope: resolution.lifetime.name,
            chain: levels[index...].map(\.description) + [resolution.description])
    }

    /// Hands a captive dependency to this thread's validation run and recordings, or else does what the
    /// resolving container's scope validation says.
    private static func report(
        _ problem: DependencyProblem, for resolution: ObservedResolution, recorders: [GraphRecorder],
        collector: ValidationCollector?
    ) {
        for recorder in recorders { recorder.add(problem) }
        if let collector {
            collector.add(problem)
            return
        }
        let message = "DependencyContainer: \(problem.description) (\(resolution.lifetime.replacedWhen).)"
        switch resolution.validation {
        case .off:
            return
        case .warn:
            let (first, logger) = settings.withLockUnchecked { state in
                (state.warned.insert(problem.chain.description).inserted, state.logger)
            }
            if first { logger(message) }
        case .stop:
            ProgramStop.stop(message)
        }
    }
}
