// SPDX-License-Identifier: MPL-2.0

/// A coordinator whose screens are a function of its state: each ``triggerFlow()`` computes the state and
/// rebuilds the whole screen stack from it.
///
/// Override ``computeState()``; supply a builder that turns the state into routes:
///
/// ```swift
/// final class OnboardingFlow: FlowCoordinator<OnboardingProgress, AppRoute> {
///     var progress = OnboardingProgress()
///     override func computeState() -> OnboardingProgress? { progress.isComplete ? nil : progress }
/// }
/// let flow = OnboardingFlow(builder: ComposableFlowBuilder([welcomeStep, permissionsStep]))
/// flow.triggerFlow()
/// ```
///
/// Rebuilding from scratch keeps every state clean: each trigger dismisses presented screens, releases child
/// coordinators and sets the stack. When there is nothing to show — ``computeState()`` returns `nil`, or no
/// builder has routes for the state — the flow is finished and sends `BasicMessage.done(sender: self)` to
/// its parent.
@MainActor
open class FlowCoordinator<State, Route: Hashable>: NavigationCoordinator<Route> {
    /// Turns states into stacks.
    public let builder: any FlowBuilder<State, Route>

    /// Creates a flow that builds its screens with `builder`.
    public init(builder: any FlowBuilder<State, Route>) {
        self.builder = builder
        super.init()
    }

    /// The flow's current state, or `nil` when it is finished. The default is `nil`: override it.
    open func computeState() -> State? {
        nil
    }

    /// Recomputes the state and rebuilds the screens from it, or finishes the flow.
    public func triggerFlow() {
        triggerFlow(animated: true, type: .presentation)
    }

    /// Recomputes the state and rebuilds the screens from it, or finishes the flow, suggesting how the change is
    /// animated: CoordinatorKit's `triggerFlow(animated:type:)`.
    ///
    /// The rebuilt state is the same whatever the hint. A `NavigationControllerDriver` showing the flow animates the
    /// change only when `animated` is `true`; UIKit picks push or pop by itself, and a `CoordinatedNavigationStack`
    /// animates as SwiftUI animates any change. ``triggerFlow()`` suggests an animated presentation.
    public func triggerFlow(animated: Bool, type: PresentType) {
        removeAllChildren()
        guard let flowState = computeState(), let routes = builder.routes(for: flowState) else {
            show(NavigationState(), animated: animated)
            parentCoordinator?.send(message: BasicMessage.done(sender: self))
            return
        }
        show(NavigationState(path: routes), animated: animated)
    }
}

extension BaseCoordinator {
    /// The start of a view-controller flow's trigger, CoordinatorKit's rule: every child coordinator is released,
    /// so that the coordinators owning the screens `build` returns (`nil`: the flow itself) are the only children
    /// left. Returns the screens, bottom first.
    package func rebuildFlow<Screen>(_ build: () -> [(screen: Screen, owner: BaseCoordinator?)]) -> [Screen] {
        removeAllChildren()
        let steps = build()
        for owner in steps.compactMap({ $0.owner }) { addIfNotChild(owner) }
        return steps.map { $0.screen }
    }

    /// Makes this flow the coordinator of `container` (its navigation controller) when that is a
    /// ``CoordinatorInitializable``, as CoordinatorKit's flows do: messages from its screens then reach the flow.
    package func adopt(container: AnyObject) {
        (container as? any CoordinatorInitializable)?.parentCoordinator = self
    }
}
