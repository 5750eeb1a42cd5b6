// SPDX-License-Identifier: MPL-2.0

/// A builder made from a function.
public struct FlowStep<State, Route>: FlowBuilder {
    private let build: @Sendable (State) -> [Route]?

    /// A builder that calls `build`.
    public init(_ build: @escaping @Sendable (State) -> [Route]?) {
        self.build = build
    }

    /// A step that asks `builder`: how a builder of another type joins a list of steps.
    public init<Builder: FlowBuilder>(_ builder: Builder) where Builder.State == State, Builder.Route == Route {
        build = builder.routes(for:)
    }

    /// `build(state)`.
    public func routes(for state: State) -> [Route]? {
        build(state)
    }
}
