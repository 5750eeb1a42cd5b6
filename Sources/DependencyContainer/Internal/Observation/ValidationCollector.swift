// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// One definition's validation run: the problems found and the graph of what it resolved, and the signal that
/// the run has ended, by returning or by parking its thread after a problem no resolution can go past.
final class ValidationCollector: Sendable {
    private let found = ConcurrencySafeContainer<[DependencyProblem]>([])
    // Safety: the recorder is touched by the validation thread while it runs, and read by the caller only after
    // `finished` is signalled, when that thread has returned or is parked for good.
    nonisolated(unsafe) let recorder = GraphRecorder()
    let finished = DispatchSemaphore(value: 0)

    func add(_ problem: DependencyProblem) {
        found.withLock { problems in
            if !problems.contains(problem) { problems.append(problem) }
        }
        recorder.add(problem)
    }

    var problems: [DependencyProblem] { found.withLock { $0 } }

    /// Records `problem`, ends the run and parks the calling thread (the validation run's) for good: a cycle has
    /// no instance to go on with, and unwinding the builders in progress is not possible.
    func stopRun(with problem: DependencyProblem) -> Never {
        add(problem)
        finished.signal()
        while true { DispatchSemaphore(value: 0).wait() }
    }
}

/// Runs validation runs (``ManagedContainer/validate(_:)-(PartialKeyPath<Self>...)``).
enum ValidationRun {
    /// Resolves each of `roots` on a thread of its own, in a fresh isolated copy of its container (nested in
    /// the caller's isolated scope, if it runs in one, so that it starts from what the caller sees), collecting
    /// problems instead of stopping the program; returns them with the merged graph.
    static func run(_ roots: [@Sendable () -> Void]) -> ValidationReport {
        let enclosing = ContainerIsolation.scope
        var problems: [DependencyProblem] = []
        var graphs: [DependencyGraph] = []
        ResolutionObservers.change { $0.watchers += 1 }
        defer { ResolutionObservers.change { $0.watchers -= 1 } }
        for root in roots {
            let collector = ValidationCollector()
            let thread = Thread {
                ContainerIsolation.$boundScope.withValue(enclosing) {
                    ContainerIsolation.runSync {
                        let current = _UnsafeResolutionThread.current
                        current.updateObservation { observation in
                            observation.collector = collector
                            observation.recorders.append(collector.recorder)
                        }
                        root()
                        current.updateObservation { $0 = ThreadObservation() }
                    }
                }
                collector.finished.signal()
            }
            thread.stackSize = 4 << 20
            thread.start()
            collector.finished.wait()
            for problem in collector.problems where !problems.contains(problem) { problems.append(problem) }
            graphs.append(collector.recorder.graph)
        }
        return ValidationReport(problems: problems, graph: DependencyGraph(merging: graphs))
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
