// SPDX-License-Identifier: MPL-2.0

/// What ``ManagedContainer/validate(_:)-(PartialKeyPath<Self>...)`` found: every problem, and the graph of what was resolved.
///
/// ```swift
/// @Test func dependenciesAreWellFormed() {
///     let report = Container.shared.validate(\.profile, \.settings)
///     #expect(report.problems.isEmpty, "\(report)")
/// }
/// ```
public struct ValidationReport: Sendable, Hashable, CustomStringConvertible {
    /// Each problem once, in the order found.
    public let problems: [DependencyProblem]
    /// What the validated definitions resolved, with the problems marked.
    public let graph: DependencyGraph

    /// `No problems`, or one numbered paragraph per problem.
    public var description: String {
        guard !problems.isEmpty else { return "No problems in \(graph.nodes.count) definitions." }
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return ([count + ":"] + problems.enumerated().map { "\($0 + 1). \($1)" }).joined(separator: "\n")
    }
}
