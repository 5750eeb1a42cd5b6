// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// One resolution as the observers see it: what it resolves, in which scope, on which actor.
struct ObservedResolution: Sendable {
    /// The container's type, the definition's name and the type resolved, written as ``description`` only when needed.
    let container: Any.Type
    let name: StaticString
    let type: Any.Type
    let lifetime: ScopeLifetime
    /// The type of the actor the builder is isolated to, or `nil` for a nonisolated one.
    let actorType: (any Actor.Type)?

    /// `Container.api<APIClient>`, as traces and reports name a definition.
    var description: String { "\(container).\(name)<\(type)>" }

    /// The global actor the builder is isolated to (`MainActor`), as reports name it.
    var actor: String? { actorType.map { ActorIsolationCheck.name(ofType: $0) } }
}

/// One observed resolution in progress, with what the levels outside it hold, so that a captive check scans only when
/// needed.
struct ObservedLevel {
    let resolution: ObservedResolution
    /// The longest lifetime among the level and those outside it.
    let longest: ScopeLifetime.Rank
    /// How many of them are provider scopes with children.
    let scopesWithChildren: Int
}

/// What watches the observed resolutions of one thread, in its ``_UnsafeResolutionThread``.
struct ThreadWatchers {
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

/// The observed path of a resolution, taken only while ``EngineSwitches``' `observing` is on.
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

    /// Enters `resolution` on `thread` before it builds: checked against its outer levels and recorded.
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

    /// Where a validation run takes over a cycle, an off-actor builder or an unfulfilled promise.
    static func handOverToValidationRun(
        endingRun: Bool, _ problem: (_ chain: [String]) -> DependencyProblem
    ) -> Bool {
        let thread = _UnsafeResolutionThread.current
        guard let collector = thread.watchers.collector else { return false }
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
        let watchers = thread.watchers
        for recorder in watchers.recorders { recorder.add(resolution, resolvedBy: outer) }
        if let problem {
            for recorder in watchers.recorders { recorder.add(problem) }
            if let collector = watchers.collector {
                collector.add(problem)
            } else {
                report(problem, for: resolution, in: manager)
            }
        }
        if let collector = watchers.collector, let actor = resolution.actor, let outer, outer.actorType == nil {
            let chain = self.chain(on: thread) + [resolution.description]
            collector.add(
                .offActor(
                    definition: resolution.description, actor: actor, reachedFrom: outer.description, chain: chain))
        }
    }

    /// The captive dependency `resolution` would be, built for the nearest resolution in progress whose scope keeps it
    /// captive, if any.
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

    /// Does what the resolving container's scope validation says with a captive dependency found outside a validation
    /// run.
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

/// How long a scope keeps an instance, for scope validation: which scope outlives which, and why a shorter one may
/// replace its instance.
struct ScopeLifetime: Sendable {
    enum Rank: UInt8, Sendable, Comparable {
        /// `.unique`, `.graph`, `AlwaysCreateNewScope`: nothing replaces an instance its holder keeps.
        case owned
        case resettable, permanent

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let rank: Rank
    /// The scope's identity in caches.
    let id: ObjectIdentifier
    /// A `Factory` scope's kind; `nil` for a provider scope.
    let kind: Scope.Kind?
    /// A provider scope's type, which names it and identifies it; `nil` for a `Factory` scope.
    let providerScope: (any ProviderScope.Type)?
    /// Whether clearing this scope clears other provider scopes too (``clearedWithIt`` is not empty).
    let hasChildren: Bool

    /// A `Factory` definition's scope, by its kind and identity.
    init(kind: Scope.Kind, id: ObjectIdentifier) {
        switch kind {
        case .unique, .graph: rank = .owned
        case .singleton: rank = .permanent
        case .cached, .shared: rank = .resettable
        }
        self.id = id
        self.kind = kind
        providerScope = nil
        hasChildren = false
    }

    /// A provider's scope.
    init(provider scope: any ProviderScope) {
        let type = type(of: scope)
        id = ObjectIdentifier(type)
        kind = nil
        providerScope = type
        if scope is AlwaysCreateNewScope {
            rank = .owned
            hasChildren = false
        } else if scope is SingletonScope {
            rank = .permanent
            hasChildren = false
        } else {
            rank = .resettable
            let descendants = Self.descendants(of: scope)
            hasChildren = !descendants.isEmpty
            if hasChildren { Self.providerDescendants.withLock { $0[ObjectIdentifier(type)] = descendants } }
        }
    }

    /// The descendants of each provider scope type with children, by the scope type's identity.
    private static let providerDescendants = ConcurrencySafeContainer<[ObjectIdentifier: Set<ObjectIdentifier>]>(
        [:])

    /// How reports and graphs name the scope: `.cached`, `SignUpScope`.
    var name: String {
        switch kind {
        case .unique: ".unique"
        case .graph: ".graph"
        case .singleton: ".singleton"
        case .cached: id == Scope.cached.id ? ".cached" : "a custom scope"
        case .shared: id == Scope.shared.id ? ".shared" : "a custom shared scope"
        case nil: providerScope.map { String(describing: $0) } ?? ""
        }
    }

    /// The provider scopes cleared whenever this one is; an instance of this scope must not keep theirs.
    var clearedWithIt: Set<ObjectIdentifier> {
        guard hasChildren else { return [] }
        return Self.providerDescendants.withLock { $0[id] } ?? []
    }

    private static func descendants(of scope: any ProviderScope) -> Set<ObjectIdentifier> {
        var found = Set<ObjectIdentifier>()
        var pending = scope.children
        while let child = pending.popLast() {
            // A scope listed as its own descendant, directly or not, is visited once.
            guard found.insert(ObjectIdentifier(type(of: child))).inserted else { continue }
            pending += child.children
        }
        return found
    }

    /// Whether an instance of this scope, built with an instance of `dependency`'s, keeps it captive: holds it after
    /// `dependency`'s scope would have replaced it.
    func keepsCaptive(_ dependency: ScopeLifetime) -> Bool {
        guard dependency.rank != .owned else { return false }
        if rank > dependency.rank { return true }
        return rank == dependency.rank && dependency.id != id && clearedWithIt.contains(dependency.id)
    }

    /// Why an instance of this scope may be replaced while its holder lives, for reports.
    var replacedWhen: String {
        switch rank {
        case .resettable:
            name.hasPrefix(".")
                ? "\(name) instances are replaced after a reset (`Scope\(name).reset()`, `manager.reset()`)"
                : "\(name) instances are replaced when that scope is reset or cleared"
        case .owned, .permanent: "\(name) instances are never replaced"
        }
    }
}

/// How many live containers have scope validation on (``ContainerManager/scopeValidation`` not `.off`).
final class ValidatingContainers: Sendable {
    /// The process's count, which every container reports to unless a test gives it another.
    static let process = ValidatingContainers(drivesObservation: true)

    private let count = ConcurrencySafeContainer(0)
    /// Whether this count turns the observed path on and off (only the process's does).
    private let drivesObservation: Bool

    init(drivesObservation: Bool = false) {
        self.drivesObservation = drivesObservation
    }

    /// How many containers count now.
    var current: Int { count.withLock { $0 } }

    /// Counts a container whose validation went from `old` to `new`, under that container's lock, in order.
    func count(from old: ScopeValidation, to new: ScopeValidation) {
        let delta = (new == .off ? 0 : 1) - (old == .off ? 0 : 1)
        guard delta != 0 else { return }
        count.withLock { count in
            count += delta
            precondition(count >= 0, "more containers stopped validating than started")
            let on = count > 0
            if drivesObservation { ResolutionObservers.change { $0.validationOn = on } }
        }
    }
}

/// One definition's validation run: its problems, its graph and the signal that it ended.
final class ValidationCollector: Sendable {
    private let found = ConcurrencySafeContainer<[DependencyProblem]>([])
    // Safety: the recorder is touched by the run's thread while it runs, and read by the caller only after the
    // run has returned (on the caller's thread) or `finished` is signalled, when that thread has returned or is
    // parked for good.
    nonisolated(unsafe) let recorder = GraphRecorder()
    let finished = DispatchSemaphore(value: 0)
    /// The run's own thread's name; `nil` on the caller's thread, which is never parked.
    let threadName: String?
    private let parkedFlag = ConcurrencySafeContainer(false)

    init(threadName: String?) {
        self.threadName = threadName
    }

    func add(_ problem: DependencyProblem) {
        found.withLock { problems in
            if !problems.contains(problem) { problems.append(problem) }
        }
        recorder.add(problem)
    }

    var problems: [DependencyProblem] { found.withLock { $0 } }

    /// Whether the run ended by parking its thread.
    var parked: Bool { parkedFlag.withLock { $0 } }

    /// Records `problem` and ends the run where it stands, as builders in progress cannot be unwound.
    func stopRun(with problem: DependencyProblem) -> Never {
        add(problem)
        guard threadName != nil else {
            ProgramStop.stop(
                "DependencyContainer: \(problem.description) (Found by validate() while it ran an isolated "
                    + "definition on the calling thread, which cannot be parked to end the run.)")
        }
        parkedFlag.withLock { $0 = true }
        finished.signal()
        while true { DispatchSemaphore(value: 0).wait() }
    }
}

/// A definition a validation run starts from: how reports name it, the actor its builder is isolated to, and how to
/// resolve it.
struct ValidationRoot: Sendable {
    let name: String
    let isolation: (any Actor)?
    let resolve: @Sendable () -> Void
}

/// Runs validation runs (``ManagedContainer/validate(_:)-(PartialKeyPath<Self>...)``).
enum ValidationRun {
    /// Resolves each of `roots` where its isolation says, in a fresh isolated copy of its container, collecting
    /// problems instead of stopping.
    static func run(_ roots: [ValidationRoot]) -> ValidationReport {
        let enclosing = ContainerIsolation.session
        var problems: [DependencyProblem] = []
        var graphs: [DependencyGraph] = []
        var parked: [String] = []
        ResolutionObservers.change { $0.watchers += 1 }
        defer { ResolutionObservers.change { $0.watchers -= 1 } }
        for (index, root) in roots.enumerated() {
            let collector: ValidationCollector
            if let actor = root.isolation {
                guard callerRuns(on: actor) else {
                    let problem = DependencyProblem.notValidated(
                        definition: root.name, actor: ActorIsolationCheck.name(of: actor), chain: [root.name])
                    if !problems.contains(problem) { problems.append(problem) }
                    continue
                }
                collector = ValidationCollector(threadName: nil)
                runHere(root, collecting: collector, in: enclosing)
            } else {
                collector = ValidationCollector(
                    threadName: "DependencyContainer validation \(index + 1) of \(roots.count): \(root.name)")
                runOnThread(root, collecting: collector, in: enclosing)
                if collector.parked, let name = collector.threadName { parked.append(name) }
            }
            for problem in collector.problems where !problems.contains(problem) { problems.append(problem) }
            graphs.append(collector.recorder.graph)
        }
        return ValidationReport(problems: problems, graph: DependencyGraph(merging: graphs), parkedThreads: parked)
    }

    /// Whether the calling code runs on `actor`, so that a definition isolated to it may be built here.
    private static func callerRuns(on actor: any Actor) -> Bool {
        actor === MainActor.shared
            ? MainActorCheck.isRunningOnMainActor : _UnsafeExecutorCheck.isRunning(on: actor) == true
    }

    /// Runs `root` on a thread of its own and waits until it returns or parks.
    private static func runOnThread(
        _ root: ValidationRoot, collecting collector: ValidationCollector, in enclosing: IsolatedSession?
    ) {
        let thread = Thread {
            ContainerIsolation.$boundSession.withValue(enclosing) {
                ContainerIsolation.runSync {
                    let current = _UnsafeResolutionThread.current
                    let saved = current.setAsideWatchers()
                    current.updateWatchers { watchers in
                        watchers.collector = collector
                        watchers.recorders.append(collector.recorder)
                    }
                    root.resolve()
                    current.restoreWatchers(saved)
                }
            }
            collector.finished.signal()
        }
        thread.name = collector.threadName
        thread.stackSize = 4 << 20
        thread.start()
        collector.finished.wait()
    }

    /// Runs `root` on the calling thread (its actor's), with what this thread observed set aside meanwhile.
    private static func runHere(
        _ root: ValidationRoot, collecting collector: ValidationCollector, in enclosing: IsolatedSession?
    ) {
        let current = _UnsafeResolutionThread.current
        let saved = current.setAsideWatchers()
        current.updateWatchers { watchers in
            watchers.collector = collector
            watchers.recorders.append(collector.recorder)
        }
        defer { current.restoreWatchers(saved) }
        ContainerIsolation.$boundSession.withValue(enclosing) {
            ContainerIsolation.runSync { root.resolve() }
        }
    }
}

extension DependencyGraph {
    /// The union of `graphs`: nodes, edges and problems in the order first seen.
    init(merging graphs: [DependencyGraph]) {
        var nodes: [Node] = []
        var edges: [Edge] = []
        var problems: [DependencyProblem] = []
        for graph in graphs {
            for node in graph.nodes where !nodes.contains(where: { $0.name == node.name }) { nodes.append(node) }
            for edge in graph.edges where !edges.contains(edge) { edges.append(edge) }
            for problem in graph.problems where !problems.contains(problem) { problems.append(problem) }
        }
        self.init(nodes: nodes, edges: edges, problems: problems)
    }
}
