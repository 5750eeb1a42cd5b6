// SPDX-License-Identifier: MPL-2.0

/// Collects a ``DependencyGraph`` from the resolutions observed on one thread. Touched only by that thread.
final class GraphRecorder {
    private var nodes: [DependencyGraph.Node] = []
    private var known: Set<String> = []
    private var edges: [DependencyGraph.Edge] = []
    private var knownEdges: Set<DependencyGraph.Edge> = []
    private var problems: [DependencyProblem] = []

    /// Adds `resolution`, and the edge from `parent`, whose builder resolved it.
    func add(_ resolution: ObservedResolution, resolvedBy parent: ObservedResolution?) {
        if known.insert(resolution.description).inserted {
            nodes.append(
                DependencyGraph.Node(
                    name: resolution.description, scope: resolution.lifetime.name, actor: resolution.actor))
        }
        guard let parent else { return }
        let edge = DependencyGraph.Edge(from: parent.description, to: resolution.description)
        if knownEdges.insert(edge).inserted { edges.append(edge) }
    }

    /// Adds `problem`, once.
    func add(_ problem: DependencyProblem) {
        if !problems.contains(problem) { problems.append(problem) }
    }

    var graph: DependencyGraph {
        DependencyGraph(nodes: nodes, edges: edges, problems: problems)
    }
}
