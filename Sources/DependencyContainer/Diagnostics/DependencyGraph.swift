// SPDX-License-Identifier: MPL-2.0

/// The definitions resolved while a graph was recorded (``ContainerManager/recordGraph(_:)``,
/// ``ManagedContainer/validate(_:)-(PartialKeyPath<Self>...)``), which resolved which, and the problems among them.
///
/// Render it as [Mermaid](https://mermaid.js.org) (``mermaid``) or Graphviz DOT (``dot``).
///
/// ```swift
/// let graph = Container.shared.manager.recordGraph { _ = Container.shared.profile() }
/// print(graph.mermaid)
/// ```
public struct DependencyGraph: Sendable, Hashable {
    /// A definition, named as traces name it (`Container.api<APIClient>`).
    public struct Node: Sendable, Hashable {
        /// `Container.api<APIClient>`.
        public let name: String
        /// The scope it was resolved in: `.singleton`, `.cached`, a provider scope's type name, …
        public let scope: String
        /// The global actor its builder is isolated to (`MainActor`), or `nil`.
        public let actor: String?
    }

    /// `from`'s builder resolved `to`.
    public struct Edge: Sendable, Hashable {
        /// The definition whose builder resolved ``to``.
        public let from: String
        /// The definition resolved.
        public let to: String
    }

    /// Every definition resolved, in the order first resolved.
    public let nodes: [Node]
    /// Every edge, in the order first seen.
    public let edges: [Edge]
    /// The problems found among them: captive dependencies always, and in a validation run also cycles,
    /// unfulfilled promises, off-actor resolutions and the definitions a run reached but could not build on
    /// their actor.
    public let problems: [DependencyProblem]

    /// The edges that lie on a problem's chain.
    public var problemEdges: Set<Edge> {
        Set(problems.flatMap { problem in zip(problem.chain, problem.chain.dropFirst()).map(Edge.init) })
    }

    /// A Mermaid flowchart, top to bottom.
    public var mermaid: String {
        GraphRendering.mermaid(self)
    }

    /// A Graphviz DOT digraph, left to right: `dot -Tsvg` draws it.
    public var dot: String {
        GraphRendering.dot(self)
    }
}

extension DependencyGraph: CustomStringConvertible {
    /// One line per edge, `A (.singleton) -> B (.cached)`, then the problems.
    public var description: String {
        let scopes = Dictionary(nodes.map { ($0.name, $0.scope) }, uniquingKeysWith: { first, _ in first })
        func named(_ name: String) -> String { "\(name) (\(scopes[name] ?? "?"))" }
        let lines =
            edges.map { "\(named($0.from)) -> \(named($0.to))" }
            + nodes.filter { node in !edges.contains { $0.from == node.name || $0.to == node.name } }.map {
                named($0.name)
            }
            + problems.map { "problem: \($0)" }
        return lines.joined(separator: "\n")
    }
}
