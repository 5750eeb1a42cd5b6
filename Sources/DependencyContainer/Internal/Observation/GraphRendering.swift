// SPDX-License-Identifier: MPL-2.0

/// Writes a ``DependencyGraph`` as Mermaid and as Graphviz DOT: one node per definition (its name, its scope,
/// its actor), one edge per resolution, a problem's edges in red and dashed for an off-actor resolution.
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
