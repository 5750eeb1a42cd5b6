// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The UIKit half of a ``FlowStackHost``, shared by ``NavigationFlowCoordinator`` and ``BuildableFlowCoordinator``:
/// reading a navigation controller for the planner, and performing its operations.
/// A flow coordinator whose screens are a navigation controller's stack: ``NavigationFlowCoordinator`` and
/// ``BuildableFlowCoordinator`` read and change it through the functions below.
@MainActor
package protocol NavigationControllerFlowHost: FlowStackHost where Screen == UIViewController {
    var navigationController: UINavigationController { get }
}

extension NavigationControllerFlowHost {
    package var flowScreens: FlowStackPlanner<UIViewController>.Screens {
        navigationController.flowScreens
    }

    package func performFlowOperation(
        _ operation: FlowStackPlanner<UIViewController>.Operation,
        transitionEnded: @escaping @MainActor () -> Void
    ) {
        navigationController.performFlowOperation(operation, transitionEnded: transitionEnded)
    }
}

extension UINavigationController {
    /// What the navigation controller shows, for a ``FlowStackPlanner``.
    var flowScreens: FlowStackPlanner<UIViewController>.Screens {
        FlowStackPlanner.Screens(
            stack: viewControllers,
            isPresenting: presentedViewController != nil,
            isInWindow: viewIfLoaded?.window != nil,
            isTransitionRunning: runningTransition != nil)
    }

    /// The transition under way: a push or pop of this navigation controller, or the presentation or dismissal of
    /// what it presents. UIKit hands out a transition coordinator only while one runs.
    private var runningTransition: (any UIViewControllerTransitionCoordinator)? {
        transitionCoordinator ?? presentedViewController?.transitionCoordinator
    }

    /// Performs `operation`; calls `transitionEnded` when the transition it waits for or starts ended.
    func performFlowOperation(
        _ operation: FlowStackPlanner<UIViewController>.Operation,
        transitionEnded: @escaping @MainActor () -> Void
    ) {
        switch operation {
        case .waitForTransition:
            guard let transition = runningTransition else {
                transitionEnded()
                return
            }
            // The header's promise: the completion runs after the transition, even when no animation is queued.
            transition.animate(alongsideTransition: nil) { _ in transitionEnded() }
        case .dismissPresented(let animated):
            // Sent only while this controller presents something: sent to one that presents nothing, UIKit would
            // dismiss the navigation controller itself. In the window's turn, after other clients' transitions.
            guard let window = viewIfLoaded?.window else {
                dismiss(animated: animated) { transitionEnded() }
                return
            }
            PresentationContext.of(window).run { [weak self] ended in
                guard let self, presentedViewController != nil else {
                    ended()
                    transitionEnded()
                    return
                }
                dismiss(animated: animated) {
                    ended()
                    transitionEnded()
                }
            }
        case .setStack(let stack, let animated):
            setViewControllers(stack, animated: animated)
        case .finish:
            break  // the engine tells the parent
        }
    }
}
#endif
