// SPDX-License-Identifier: MPL-2.0

import Atomics
import SwiftConcurrency

/// `manager.trace`: every resolution written to the logger as an indented tree, Factory's format.
enum ResolutionTrace {
    /// The tree of the calling task's outermost traced resolution, and the depth of the innermost one.
    @TaskLocal private static var current: Frame?

    private struct Frame: Sendable {
        let tree: ConcurrencySafeContainer<[String]>
        let depth: Int
    }

    /// What built a new instance, as Factory's trace marks it.
    enum Builder: String {
        /// The definition's own closure: `F`.
        case definition = "F"
        /// A run-time registration, `register { … }`: `R`.
        case registration = "R"
        /// A context's registration (`onTest`, `onDebug`, `onArg`, …): `O`, for override.
        case context = "O"
    }

    /// Runs `resolve`, recording its line, described as `description` (`Container.api<APIClient>`), and writes the tree
    /// if it is the outermost traced resolution.
    static func record<T>(
        _ description: String, builder: Builder, _ resolve: () -> (instance: T, instantiated: Bool)
    ) -> T {
        let parent = current
        let frame = Frame(tree: parent?.tree ?? ConcurrencySafeContainer([]), depth: parent.map { $0.depth + 1 } ?? 0)
        let index = frame.tree.withLock { lines in
            lines.append("")
            return lines.count - 1
        }
        let (instance, instantiated) = $current.withValue(frame, operation: resolve)
        let line = self.line(
            depth: frame.depth, description: description, instance, origin: instantiated ? builder.rawValue : "C")
        frame.tree.withLock { $0[index] = line }
        if parent == nil { deliver(frame.tree.withLock { $0 }) }
        return instance
    }

    /// Held while one tree's lines go to the logger, so that another thread's tree waits for the last of them.
    private static let delivery = RecursiveLock()

    /// Hands `lines` to the logger, one call each, in order, none of another tree's in between.
    private static func deliver(_ lines: [String]) {
        delivery.withLock {
            let logger = ResolutionObservers.settings.withLockUnchecked { $0.logger }
            for line in lines { logger(line) }
        }
    }

    /// One trace line in Factory's format: `1:     Container.api<APIClient> = C:105553116266496 URLSessionAPIClient`.
    static func line(depth: Int, description: String, _ instance: Any, origin: String) -> String {
        var subject: Any? = instance
        if let optional = instance as? any OptionalInstance { subject = optional.wrappedInstance }
        let indent = String(repeating: "    ", count: depth)
        guard let subject else { return "\(depth): \(indent)\(description) = \(origin) nil" }
        let type = type(of: subject)
        guard type is AnyObject.Type else { return "\(depth): \(indent)\(description) = \(origin) \(type)" }
        let address = _UnsafeObjectAddress.of(subject as AnyObject)
        return "\(depth): \(indent)\(description) = \(origin):\(address) \(type)"
    }
}

/// An object's address as a number, for the trace's lines (decimal, as Factory's). Unsafe by what it reads: the bits
/// identify the object only while it lives; they are printed, never turned back into a reference.
enum _UnsafeObjectAddress {
    /// The address of `object`, in the bits of an `Int`.
    static func of(_ object: AnyObject) -> Int {
        Int(bitPattern: ObjectIdentifier(object))
    }
}

/// Collects a ``DependencyGraph`` from the resolutions observed on one thread.
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

/// Writes a ``DependencyGraph`` as Mermaid and Graphviz DOT.
enum GraphRendering {
    static let problemColor = "#c62828"
    static let mainActorColor = "#e3f2fd"

    static func mermaid(_ graph: DependencyGraph) -> String {
        let ids = identifiers(graph)
        let flagged = graph.problemEdges
        var lines = ["flowchart TD"]
        for node in graph.nodes {
            let label = ([node.name, node.scope] + (node.actor.map { ["@\($0)"] } ?? []))
                .map(mermaidText).joined(separator: "<br/>")
            lines.append("    \(ids[node.name]!)[\"\(label)\"]")
        }
        var flaggedLinks: [Int] = []
        for (index, edge) in graph.edges.enumerated() {
            lines.append("    \(ids[edge.from]!) --> \(ids[edge.to]!)")
            if flagged.contains(edge) { flaggedLinks.append(index) }
        }
        let isolated = graph.nodes.filter { $0.actor != nil }.map { ids[$0.name]! }
        if !isolated.isEmpty {
            lines.append("    classDef isolated fill:\(mainActorColor)")
            lines.append("    class \(isolated.joined(separator: ",")) isolated")
        }
        if !flaggedLinks.isEmpty {
            let links = flaggedLinks.map(String.init).joined(separator: ",")
            lines.append("    linkStyle \(links) stroke:\(problemColor),stroke-width:3px")
        }
        return lines.joined(separator: "\n")
    }

    static func dot(_ graph: DependencyGraph) -> String {
        let ids = identifiers(graph)
        let flagged = graph.problemEdges
        let offActor = Set(
            graph.problems.compactMap { problem -> DependencyGraph.Edge? in
                guard case .offActor(let definition, _, let reachedFrom, _) = problem else { return nil }
                return DependencyGraph.Edge(from: reachedFrom, to: definition)
            })
        var lines = [
            "digraph dependencies {",
            "    rankdir=LR;",
            "    node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\"];",
        ]
        for node in graph.nodes {
            let label = ([node.name, node.scope] + (node.actor.map { ["@\($0)"] } ?? [])).map(dotText)
                .joined(separator: "\\n")
            let fill = node.actor == nil ? "" : ", fillcolor=\"\(mainActorColor)\""
            lines.append("    \(ids[node.name]!) [label=\"\(label)\"\(fill)];")
        }
        for edge in graph.edges {
            var attributes: [String] = []
            if flagged.contains(edge) { attributes += ["color=\"\(problemColor)\"", "penwidth=2"] }
            if offActor.contains(edge) { attributes.append("style=dashed") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(ids[edge.from]!) -> \(ids[edge.to]!)\(suffix);")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `n0`, `n1`, … by the order nodes were first resolved.
    private static func identifiers(_ graph: DependencyGraph) -> [String: String] {
        Dictionary(
            graph.nodes.enumerated().map { ($1.name, "n\($0)") }, uniquingKeysWith: { first, _ in first })
    }

    /// Mermaid's entity codes for what its labels would read as markup.
    private static func mermaidText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "#amp;").replacingOccurrences(of: "\"", with: "#quot;")
            .replacingOccurrences(of: "<", with: "#lt;").replacingOccurrences(of: ">", with: "#gt;")
    }

    /// A DOT string's escapes.
    private static func dotText(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
