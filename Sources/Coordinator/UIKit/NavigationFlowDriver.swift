// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Shows a CoordinatorKit flow (``NavigationFlowCoordinator``, ``BuildableFlowCoordinator``) in its navigation
/// controller: a thin shell that feeds the one ``PresentationPlanner`` each trigger and what UIKit shows (the
/// stack, what is presented over it, a running transition, the window), and performs what it returns. Layer 0 is
/// the navigation controller, each route a screen the flow built.
@MainActor
final class NavigationFlowDriver {
    private typealias Event = PresentationPlanner<UIViewController>.Event

    private let navigationController: UINavigationController
    /// The flow; held weakly, as the flow holds its driver.
    private weak var flow: BaseCoordinator?
    private var planner = PresentationPlanner<UIViewController>()
    private let events = EventLoop<Event>()
    private var isInWindow = false

    /// A driver for `flow`, which shows its screens in `navigationController`.
    init(flow: BaseCoordinator, navigationController: UINavigationController) {
        self.flow = flow
        self.navigationController = navigationController
    }

    /// Rebuilds the flow from `build` (see ``BaseCoordinator/rebuildFlow(_:)``) and shows it.
    func trigger(
        animated: Bool, type: PresentType, build: () -> [(screen: UIViewController, owner: BaseCoordinator?)]
    ) {
        guard let flow else { return }
        send(.flowTriggered(flow.rebuildFlow(build), animated: animated, type: type))
    }

    private func send(_ event: Event?) {
        events.send(event, observe: observedEvents) { event in
            for operation in planner.handle(event) { perform(operation) }
        }
    }

    /// What UIKit shows that nobody reported: a running transition (waited for), the window, screens the user
    /// popped, and what is presented over the navigation controller.
    private func observedEvents() -> [Event] {
        let controller = navigationController
        if controller.runningTransition != nil { return planner.isTransitionRunning ? [] : [.transitionObserved] }
        var events: [Event] = []
        // A navigation controller hidden by a full-screen view controller it presents has not left its window.
        let isInWindow = controller.viewIfLoaded?.window != nil || controller.presentedViewController != nil
        if isInWindow != self.isInWindow {
            self.isInWindow = isInWindow
            events.append(isInWindow ? .baseEnteredWindow : .baseLeftWindow)
        }
        let shown = planner.shown[0].routes
        let stack = controller.viewControllers
        if stack.count < shown.count, shown.starts(with: stack) {
            events.append(.userPopped(layer: 0, visibleRoutes: stack.count))
        }
        return events + [.presentedByOthers(layer: controller.presentedViewController == nil ? nil : 0)]
    }

    private func perform(_ operation: PresentationPlanner<UIViewController>.Operation) {
        switch operation {
        case .setRoutes(let stack, _, let animated):
            navigationController.setViewControllers(stack, animated: animated)
            if animated { reportTransitionEnd() }
        case .waitForTransition:
            reportTransitionEnd()
        case .dismissAbove(_, let animated):
            let presented = navigationController.presentedViewController
            PresentationContext.dismiss(presented, animated: animated) { [weak self] in self?.send(.transitionEnded) }
        case .finishFlow:
            guard let flow else { return }
            flow.parentCoordinator?.send(message: BasicMessage.done(sender: flow))
        case .present, .updateCoordinator:
            break  // a flow presents nothing itself, and computes its stack at each trigger
        }
    }

    /// Reports the end of the running transition (at once when none runs).
    private func reportTransitionEnd() {
        let controller = navigationController
        PresentationContext.afterTransition(of: { controller.runningTransition }) { [weak self] in
            self?.send(.transitionEnded)
        }
    }
}
#endif
