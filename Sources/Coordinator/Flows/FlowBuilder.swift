// SPDX-License-Identifier: MPL-2.0

/// Turns a flow's state into the screens to show: a pure function of the state, with no side effects.
public protocol FlowBuilder<State, Route>: Sendable {
    /// The flow's state.
    associatedtype State
    /// The routes it builds.
    associatedtype Route

    /// The stack for `state`, bottom first, or `nil` if this builder has nothing for it.
    func routes(for state: State) -> [Route]?
}

/// A builder made from a function.
public struct FlowStep<State, Route>: FlowBuilder {
    private let build: @Sendable (State) -> [Route]?

    /// A builder that calls `build`.
    public init(_ build: @escaping @Sendable (State) -> [Route]?) {
        self.build = build
    }

    /// `build(state)`.
    public func routes(for state: State) -> [Route]? {
        build(state)
    }
}

/// Asks its builders in order; the first one with a result wins.
public struct ComposableFlowBuilder<State, Route>: FlowBuilder {
    /// The builders, in the order they are asked.
    public var builders: [any FlowBuilder<State, Route>]

    /// A builder that asks `builders` in order.
    public init(_ builders: [any FlowBuilder<State, Route>]) {
        self.builders = builders
    }

    /// The first non-`nil` result among the builders, or `nil`.
    public func routes(for state: State) -> [Route]? {
        for builder in builders {
            if let routes = builder.routes(for: state) {
                return routes
            }
        }
        return nil
    }
}
