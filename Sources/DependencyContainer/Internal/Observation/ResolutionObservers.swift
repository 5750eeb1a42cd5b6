// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// One resolution as the observers see it: what it resolves, in which scope, on which actor. Plain values only
/// (types, a static string, the scope's kind and identity): making, copying and keeping one writes no text and
/// retains nothing, as every observed resolution of a debug build makes one. Its text is written only when a
/// report or a graph needs it.
struct ObservedResolution: Sendable {
    /// The container's type, the definition's name (`Provider` for a provider) and the type resolved: kept
    /// apart, and written as ``description`` only when a report or a graph needs it.
    let container: Any.Type
    let name: StaticString
    let type: Any.Type
    let lifetime: ScopeLifetime
    /// The type of the actor the builder is isolated to, or `nil` for a nonisolated one. Known only while a
    /// recording or a validation run watches the thread, the only observers that ask (`nil` otherwise).
    let actorType: (any Actor.Type)?

    /// `Container.api<APIClient>`, as traces and reports name a definition.
    var description: String { "\(container).\(name)<\(type)>" }

    /// The global actor the builder is isolated to (`MainActor`), as reports name it.
    var actor: String? { actorType.map { ActorIsolationCheck.name(ofType: $0) } }
}

/// One observed resolution in progress on a thread (``_UnsafeResolutionThread/observedLevels``), with what it
/// and the levels outside it hold: so that a level finds, without a scan, whether any of them may keep it
/// captive (a scan runs only then).
struct ObservedLevel {
    let resolution: ObservedResolution
    /// The longest lifetime among the level and those outside it.
    let longest: ScopeLifetime.Rank
    /// How many of them are provider scopes with children.
    let scopesWithChildren: Int
}

/// What watches the observed resolutions of one thread, in its ``_UnsafeResolutionThread``. (The levels in
/// progress are kept there too, in a buffer of their own.)
struct ThreadObservation {
    /// `manager.recordGraph { … }` calls in progress on this thread, innermost last.
    var recorders: [GraphRecorder] = [] {
        didSet { watched = !recorders.isEmpty || collector != nil }
    }
    /// Set while this thread runs one definition of `validate(…)`.
    var collector: ValidationCollector? {
        didSet { watched = !recorders.isEmpty || collector != nil }
    }
    /// Whether a recording or a validation run watches this thread: one test for both, on every level.
    private(set) var watched = false
}

/// The observed path of a resolution: taken only while something watches resolutions (``EngineSwitches``'
/// `observing`), so that an unobserved resolution pays one atomic load for all of it. What watches: the trace
/// (``ResolutionTrace``), scope validation (while some live container has it on, ``ValidatingContainers``),
/// graph recordings and validation runs.
///
/// On the observed path a resolution pushes one plain ``ObservedLevel`` on its thread and compares two
/// lifetimes with the level outside it; nothing more runs unless a recording or a validation run watches the
/// thread, or the comparison finds that a level may keep it captive.
enum ResolutionObservers {
    // Safety: the logger is not `@Sendable`, as in Factory (`(String) -> Void`), so that it may append to state
    // of the caller's; it is only read and written under `settings`' lock, and called on the thread that
    // finished a traced resolution or found a problem, which its author accepts by setting it.
    struct Settings: @unchecked Sendable {
        var traceEnabled = false
        var logger: (String) -> Void = { print($0) }
        /// Whether any live container has scope validation on (``ValidatingContainers/process``).
        var validationOn = false
        /// Graph recordings and validation runs in progress, in every thread.
        var watchers = 0
        /// The captive dependencies already written by `.warn`, each once.
        var warned: Set<String> = []

        var observing: Bool { traceEnabled || validationOn || watchers > 0 }
    }

    /// Shared by every container, as Factory's trace switch and logger are.
    static let settings = ConcurrencySafeContainer(Settings())

    /// Changes the settings, and the switches every resolution reads with them.
    static func change<R>(_ body: (inout Settings) -> R) -> R {
        settings.withLockUnchecked { state in
            let result = body(&state)
            EngineSwitches.process.observing.store(state.observing, ordering: .relaxed)
            EngineSwitches.process.tracing.store(state.traceEnabled, ordering: .relaxed)
            return result
        }
    }

    /// Enters `resolution` on `thread`, before it builds anything: checked against the resolutions it is
    /// nested in (scope validation, a validation run) and recorded by this thread's graph recordings. The
    /// resolution calls ``leave(on:)`` once it has its instance. `manager` is the resolving container's, whose
    /// scope validation is read only when a captive dependency is found.
    static func enter(
        _ resolution: ObservedResolution, on thread: _UnsafeResolutionThread, in manager: ContainerManager
    ) {
        let outer = thread.innermostObservedLevel
        let rank = resolution.lifetime.rank
        var longest = rank
        var scopesWithChildren = resolution.lifetime.hasChildren ? 1 : 0
        var problem: DependencyProblem?
        if let outer {
            if rank != .owned, outer.longest > rank || (outer.scopesWithChildren > 0 && rank == .resettable) {
                problem = captive(resolution, in: thread.observedLevels)
            }
            if outer.longest > longest { longest = outer.longest }
            scopesWithChildren += outer.scopesWithChildren
        }
        if thread.isWatched {
            watch(resolution, outer: outer?.resolution, problem: problem, on: thread, in: manager)
        } else if let problem {
            report(problem, for: resolution, in: manager)
        }
        thread.pushObserved(
            ObservedLevel(resolution: resolution, longest: longest, scopesWithChildren: scopesWithChildren))
    }

    /// Leaves the innermost resolution entered on `thread`.
    static func leave(on thread: _UnsafeResolutionThread) {
        thread.popObserved()
    }

    /// The descriptions of the observed resolutions in progress on `thread`, outermost first, for reports.
    static func chain(on thread: _UnsafeResolutionThread) -> [String] {
        thread.observedLevels.map(\.resolution.description)
    }

    /// Where a validation run takes over what would otherwise stop the program or fail quietly: a cycle, a
    /// builder off its actor, an unfulfilled promise. In a validation run on the calling thread, hands it the
    /// problem made by `problem` from the observed resolutions in progress (outermost first; the innermost is the
    /// one that failed) and returns `true`, or, when `endingRun`, ends the run there (see
    /// ``ValidationCollector/stopRun(with:)``); outside a validation run, returns `false`.
    static func handOverToValidationRun(
        endingRun: Bool, _ problem: (_ chain: [String]) -> DependencyProblem
    ) -> Bool {
        let thread = _UnsafeResolutionThread.current
        guard let collector = thread.observation.collector else { return false }
        let found = problem(chain(on: thread))
        if endingRun { collector.stopRun(with: found) }
        collector.add(found)
        return true
    }

    /// What a recording or a validation run watching `thread` sees of `resolution`, nested in `outer`.
    private static func watch(
        _ resolution: ObservedResolution, outer: ObservedResolution?, problem: DependencyProblem?,
        on thread: _UnsafeResolutionThread, in manager: ContainerManager
    ) {
        let observation = thread.observation
        for recorder in observation.recorders { recorder.add(resolution, resolvedBy: outer) }
        if let problem {
            for recorder in observation.recorders { recorder.add(problem) }
            if let collector = observation.collector {
                collector.add(problem)
            } else {
                report(problem, for: resolution, in: manager)
            }
        }
        if let collector = observation.collector, let actor = resolution.actor, let outer, outer.actorType == nil {
            let chain = self.chain(on: thread) + [resolution.description]
            collector.add(
                .offActor(
                    definition: resolution.description, actor: actor, reachedFrom: outer.description, chain: chain))
        }
    }

    /// The captive dependency `resolution` would be, built for the nearest resolution in progress whose scope
    /// keeps it captive, if any. Nested resolutions run only while a builder runs, so every level in progress is
    /// being built. Called only when what the levels hold says one of them may keep it.
    static func captive(
        _ resolution: ObservedResolution, in levels: UnsafeBufferPointer<ObservedLevel>
    ) -> DependencyProblem? {
        guard let index = levels.lastIndex(where: { $0.resolution.lifetime.keepsCaptive(resolution.lifetime) })
        else { return nil }
        let holder = levels[index].resolution
        return .captiveDependency(
            holder: holder.description, holderScope: holder.lifetime.name, dependency: resolution.description,
            dependencyScope: resolution.lifetime.name,
            chain: levels[index...].map(\.resolution.description) + [resolution.description])
    }

    /// Does what the resolving container's scope validation says with a captive dependency found outside a
    /// validation run.
    private static func report(
        _ problem: DependencyProblem, for resolution: ObservedResolution, in manager: ContainerManager
    ) {
        let message = "DependencyContainer: \(problem.description) (\(resolution.lifetime.replacedWhen).)"
        switch manager.validationSetting.withLock({ $0 }) {
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
