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
            isTransitionRunning: navigationController.runningTransition != nil)
    }

    package func performFlowOperation(
        _ operation: PresentationPlanner<UIViewController>.FlowStack.Operation,
        transitionEnded: @escaping @MainActor () -> Void
    ) {
        let controller = navigationController
        switch operation {
        case .waitForTransition:
            guard let transition = controller.runningTransition else {
                transitionEnded()
                return
            }
            // The header's promise: the completion runs after the transition, even when no animation is queued.
            transition.animate(alongsideTransition: nil) { _ in transitionEnded() }
        case .dismissPresented(let animated):
            PresentationContext.dismiss(above: controller, animated: animated, then: transitionEnded)
        case .setStack(let stack, let animated):
            controller.setViewControllers(stack, animated: animated)
        case .finish:
            break  // the engine tells the parent
        }
    }
}
#endif
