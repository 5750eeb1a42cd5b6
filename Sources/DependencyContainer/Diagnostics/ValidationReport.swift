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
    /// The names of the validation threads parked for good, one per run that ended inside its builders (a cycle, or
    /// ``DependencyProblem/notValidated(definition:actor:chain:)``); each holds its stack and runs nothing. Empty when
    /// every run returned.
    public let parkedThreads: [String]

    init(problems: [DependencyProblem], graph: DependencyGraph, parkedThreads: [String] = []) {
        self.problems = problems
        self.graph = graph
        self.parkedThreads = parkedThreads
    }

    /// `No problems`, or one numbered paragraph per problem; then the parked threads, if any.
    public var description: String {
        let parked =
            parkedThreads.isEmpty
            ? [] : ["Validation threads parked for good: " + parkedThreads.joined(separator: ", ") + "."]
        guard !problems.isEmpty else {
            return (["No problems in \(graph.nodes.count) definitions."] + parked).joined(separator: "\n")
        }
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return ([count + ":"] + problems.enumerated().map { "\($0 + 1). \($1)" } + parked)
            .joined(separator: "\n")
    }
}
