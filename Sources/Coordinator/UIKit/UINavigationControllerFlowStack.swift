// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The UIKit half of a ``FlowStackHost``, shared by ``NavigationFlowCoordinator`` and ``BuildableFlowCoordinator``,
/// whose screens are a navigation controller's stack: it reads that controller for the planner and performs the
/// planner's operations on it.
@MainActor
package protocol NavigationControllerFlowHost: FlowStackHost where Screen == UIViewController {
    var navigationController: UINavigationController { get }
}

extension NavigationControllerFlowHost {
    package var flowScreens: PresentationPlanner<UIViewController>.FlowStack.Screens {
        .init(
            stack: navigationController.viewControllers,
            isPresenting: navigationController.presentedViewController != nil,
            isInWindow: navigationController.viewIfLoaded?.window != nil,
            isTransitionRunning: runningTransition != nil)
    }

    /// The transition under way: a push or pop of the navigation controller, or the presentation or dismissal of
    /// what it presents. UIKit hands out a transition coordinator only while one runs.
    private var runningTransition: (any UIViewControllerTransitionCoordinator)? {
        let controller = navigationController
        return controller.transitionCoordinator ?? controller.presentedViewController?.transitionCoordinator
    }

    package func performFlowOperation(
        _ operation: PresentationPlanner<UIViewController>.FlowStack.Operation,
        transitionEnded: @escaping @MainActor () -> Void
    ) {
        let controller = navigationController
        switch operation {
        case .waitForTransition:
            guard let transition = runningTransition else {
                transitionEnded()
                return
            }
            // The header's promise: the completion runs after the transition, even when no animation is queued.
            transition.animate(alongsideTransition: nil) { _ in transitionEnded() }
        case .dismissPresented(let animated):
            // Sent only while the controller presents something: sent to one that presents nothing, UIKit would
            // dismiss the navigation controller itself. In the window's turn, after other clients' transitions.
            guard let window = controller.viewIfLoaded?.window else {
                controller.dismiss(animated: animated) { transitionEnded() }
                return
            }
            PresentationContext.of(window).run { [weak controller] ended in
                guard let controller, controller.presentedViewController != nil else {
                    ended()
                    transitionEnded()
                    return
                }
                controller.dismiss(animated: animated) {
                    ended()
                    transitionEnded()
                }
            }
        case .setStack(let stack, let animated):
            controller.setViewControllers(stack, animated: animated)
        case .finish:
            break  // the engine tells the parent
        }
    }
}
#endif
