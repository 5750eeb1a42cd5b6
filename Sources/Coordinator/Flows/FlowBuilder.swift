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
