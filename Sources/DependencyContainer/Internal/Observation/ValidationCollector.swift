// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// One definition's validation run: the problems found and the graph of what it resolved, and the signal that
/// the run has ended, by returning or by parking its thread after a problem no resolution can go past.
final class ValidationCollector: Sendable {
    private let found = ConcurrencySafeContainer<[DependencyProblem]>([])
    // Safety: the recorder is touched by the run's thread while it runs, and read by the caller only after the
    // run has returned (on the caller's thread) or `finished` is signalled, when that thread has returned or is
    // parked for good.
    nonisolated(unsafe) let recorder = GraphRecorder()
    let finished = DispatchSemaphore(value: 0)
    /// The name of the thread of its own the run uses; `nil` for a run on the caller's thread (on the actor its
    /// definition is isolated to), which must never be parked.
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

    /// Records `problem` and ends the run where it stands: a cycle has no instance to go on with, nor has a
    /// definition that cannot be built on its actor, and unwinding the builders in progress is not possible. A
    /// run on a thread of its own parks that thread for good (the report names it); a run on the caller's
    /// thread, which cannot be parked, stops the program with the problem, as a resolution outside a validation
    /// run would.
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

/// A definition a validation run starts from: how reports name it, the actor its builder is isolated to, and
/// how to resolve it.
struct ValidationRoot: Sendable {
    let name: String
    let isolation: (any Actor)?
    let resolve: @Sendable () -> Void
}

/// Runs validation runs (``ManagedContainer/validate(_:)-(PartialKeyPath<Self>...)``).
///
/// Where each definition runs follows its builder's isolation, so that no builder runs off its actor and the
/// actor check stays on: a nonisolated one on a thread of its own (so that a cycle parks that thread, not the
/// caller's); an isolated one (`@MainActor`, or another global actor) on the calling thread when the caller
/// runs on that actor, else nowhere: it is reported as not validated and never built. A nested resolution of a
/// definition isolated to an actor the run's thread is not on is reported the same way, and ends that run.
enum ValidationRun {
    /// Resolves each of `roots` where its isolation says, in a fresh isolated copy of its container (nested in
    /// the caller's isolated scope, if it runs in one, so that it starts from what the caller sees), collecting
    /// problems instead of stopping the program; returns them with the merged graph and the parked threads.
    static func run(_ roots: [ValidationRoot]) -> ValidationReport {
        let enclosing = ContainerIsolation.scope
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
        _ root: ValidationRoot, collecting collector: ValidationCollector, in enclosing: IsolationScope?
    ) {
        let thread = Thread {
            ContainerIsolation.$boundScope.withValue(enclosing) {
                ContainerIsolation.runSync {
                    let current = _UnsafeResolutionThread.current
                    let saved = current.setAsideObservation()
                    current.updateObservation { observation in
                        observation.collector = collector
                        observation.recorders.append(collector.recorder)
                    }
                    root.resolve()
                    current.restoreObservation(saved)
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
        _ root: ValidationRoot, collecting collector: ValidationCollector, in enclosing: IsolationScope?
    ) {
        let current = _UnsafeResolutionThread.current
        let saved = current.setAsideObservation()
        current.updateObservation { observation in
            observation.collector = collector
            observation.recorders.append(collector.recorder)
        }
        defer { current.restoreObservation(saved) }
        ContainerIsolation.$boundScope.withValue(enclosing) {
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
