// SPDX-License-Identifier: MPL-2.0

/// What a flow that shows its screens in one navigation controller gives its ``FlowStackEngine``: a coordinator that
/// reads its navigation controller and performs UIKit's calls. `NavigationFlowCoordinator` and
/// `BuildableFlowCoordinator` are hosts over UIKit; Linux tests host the engine over a model of UIKit's rules.
@MainActor
package protocol FlowStackHost: BaseCoordinator {
    /// The host's screens: view controllers on UIKit.
    associatedtype Screen: AnyObject

    /// What the navigation controller shows now.
    var flowScreens: FlowStackPlanner<Screen>.Screens { get }

    /// Performs `operation` on the navigation controller; for ``FlowStackPlanner/Operation/waitForTransition`` and
    /// ``FlowStackPlanner/Operation/dismissPresented(animated:)``, calls `transitionEnded` once the transition ended.
    /// ``FlowStackPlanner/Operation/finish`` is the engine's: the host does nothing for it.
    func performFlowOperation(
        _ operation: FlowStackPlanner<Screen>.Operation,
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
