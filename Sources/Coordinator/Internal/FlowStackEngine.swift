// SPDX-License-Identifier: MPL-2.0

/// The platform-independent half of a view-controller flow's `triggerFlow(animated:type:)`: it releases the child
/// coordinators, builds the new stack, adopts the coordinators of the screens built, and carries the stack out with
/// a ``PresentationPlanner/FlowStack``, telling the parent when the flow is finished.
@MainActor
package final class FlowStackEngine<Host: FlowStackHost> {
    /// One screen of a new stack, and the coordinator that owns it when that is not the flow itself.
    package struct Step {
        package var screen: Host.Screen
        package var owner: BaseCoordinator?

        package init(screen: Host.Screen, owner: BaseCoordinator? = nil) {
            self.screen = screen
            self.owner = owner
        }
    }

    private enum Event {
        case trigger([Host.Screen], animated: Bool, type: PresentType)
        case transitionEnded
    }

    /// The flow that owns this engine; held weakly, as the flow holds the engine.
    private weak var host: Host?
    private var planner = PresentationPlanner<Host.Screen>.FlowStack()
    private let events = EventLoop<Event>()

    /// An engine for `host`.
    package init(host: Host) {
        self.host = host
    }

    /// Rebuilds the flow: releases every child coordinator, then asks `build` for the new stack (empty when the flow
    /// is finished), makes the owners of its screens children of the flow, and shows the stack.
    package func trigger(animated: Bool, type: PresentType, build: () -> [Step]) {
        guard let host else { return }
        // CoordinatorKit's rule: a trigger dismisses every other screen and child coordinator. The children go
        // first, so that the builder's new ones are the only ones left.
        host.removeAllChildren()
        let steps = build()
        for owner in steps.compactMap(\.owner) where owner.parentCoordinator !== host {
            host.add(child: owner)
        }
        send(.trigger(steps.map(\.screen), animated: animated, type: type))
    }

    private func send(_ event: Event) {
        events.send(event) { event in
            guard let host else { return }
            let operations: [PresentationPlanner<Host.Screen>.FlowStack.Operation]
            switch event {
            case .trigger(let stack, let animated, let type):
                operations = planner.trigger(stack, animated: animated, type: type, showing: host.flowScreens)
            case .transitionEnded:
                operations = planner.transitionEnded(showing: host.flowScreens)
            }
            for operation in operations {
                if case .finish = operation {
                    host.parentCoordinator?.send(message: BasicMessage.done(sender: host))
                } else {
                    host.performFlowOperation(operation) { [weak self] in self?.send(.transitionEnded) }
                }
            }
        }
    }
}

/// What a flow that shows its screens in one navigation controller gives its ``FlowStackEngine``: a coordinator that
/// reads its navigation controller and performs UIKit's calls. `NavigationFlowCoordinator` and
/// `BuildableFlowCoordinator` are hosts over UIKit; Linux tests host the engine over a model of UIKit's rules.
@MainActor
package protocol FlowStackHost: BaseCoordinator {
    /// The host's screens: view controllers on UIKit.
    associatedtype Screen: AnyObject & Hashable

    /// What the navigation controller shows now.
    var flowScreens: PresentationPlanner<Screen>.FlowStack.Screens { get }

    /// Performs `operation` on the navigation controller; for `.waitForTransition` and `.dismissPresented`, calls
    /// `transitionEnded` once the transition ended.
    /// `.finish` is the engine's: the host does nothing for it.
    func performFlowOperation(
        _ operation: PresentationPlanner<Screen>.FlowStack.Operation,
        transitionEnded: @escaping @MainActor () -> Void
    )
}

extension FlowStackHost {
    /// Makes the flow the coordinator of `container` (its navigation controller) when that is a
    /// ``CoordinatorInitializable``, as CoordinatorKit's flows do: messages from its screens then reach the flow.
    package func adopt(container: AnyObject) {
        (container as? any CoordinatorInitializable)?.parentCoordinator = self
    }
}
