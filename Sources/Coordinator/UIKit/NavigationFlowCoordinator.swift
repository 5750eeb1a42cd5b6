// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import SwiftConcurrency
import UIKit

/// A flow whose screens are a navigation stack computed from its state: CoordinatorKit's
/// `NavigationFlowCoordinator`.
///
/// Override ``computeState()``, and adopt ``FlowPresentable`` (or pass one to the initializer) to turn the state into
/// view controllers; each ``triggerFlow(animated:type:)`` rebuilds the stack from the state:
///
/// ```swift
/// final class OnboardingFlow: NavigationFlowCoordinator, FlowPresentable {
///     var sawWelcome = false
///
///     override func computeState() -> FlowState? { OnboardingState(sawWelcome: sawWelcome) }
///
///     func viewControllers(for state: FlowState) -> [UIViewController] { … }
/// }
/// ```
///
/// A trigger releases every child coordinator and dismisses whatever the navigation controller presents (a child
/// coordinator's screen, an alert), then sets the stack; it waits for a running transition to end first. View
/// controllers already in the stack stay when the state yields the same instances. When ``computeState()``
/// returns `nil`, or the stack for the state is empty, the flow is finished: it sends `BasicMessage.done(sender:)`
/// to its parent once nothing is presented any more, and leaves the stack as it is for the parent to take away.
///
/// This class is compiled only on UIKit platforms; its decisions are made by a planner tested on every platform
/// against a model of UIKit's rules.
@MainActor
open class NavigationFlowCoordinator: BaseCoordinator, ViewControllerCoordinator {
    /// The navigation controller showing the flow; put it in your window or container, or present it.
    public let navigationController: UINavigationController
    private let presentable: (any FlowPresentable)?
    private lazy var driver = NavigationFlowDriver(flow: self, navigationController: navigationController)

    /// A flow shown in `navigationController`, whose stacks `presentable` builds; without one, the flow itself must
    /// adopt ``FlowPresentable``.
    public init(
        navigationController: UINavigationController = UINavigationController(),
        presentable: (any FlowPresentable)? = nil
    ) {
        self.navigationController = navigationController
        self.presentable = presentable
        super.init()
        adopt(container: navigationController)
    }

    /// The navigation controller.
    public var rootViewController: UIViewController { navigationController }

    /// The flow's current state, or `nil` when it is finished. The default is `nil`: override it.
    open func computeState() -> FlowState? {
        nil
    }

    /// Recomputes the state and rebuilds the stack from it, or finishes the flow. `type` says which change the user
    /// sees animated when something is presented over the stack: with ``PresentType/dismissal`` it slides away over
    /// the new stack; with ``PresentType/presentation`` it goes at once and the new stack animates in. Without
    /// anything presented, ``PresentType/dismissal`` animates new screens in as a pop, as CoordinatorKit does;
    /// otherwise UIKit picks a push or a pop, by whether the new top screen was in the stack already. Nothing is
    /// animated while the navigation controller is outside a window.
    public func triggerFlow(animated: Bool, type: PresentType) {
        driver.trigger(animated: animated, type: type) {
            guard let state = computeState() else { return [] }
            guard let presentable = presentable ?? (self as? any FlowPresentable) else {
                ProgramStop.stop(
                    "NavigationFlowCoordinator.triggerFlow: the \(Swift.type(of: self)) has no FlowPresentable; adopt it, "
                        + "or pass one to init(navigationController:presentable:).")
            }
            return presentable.viewControllers(for: state).map { ($0, nil) }
        }
    }
}

/// Turns a flow's state into the view controllers of a navigation stack: CoordinatorKit's `FlowPresentable`, which a
/// ``NavigationFlowCoordinator`` subclass adopts (or which is given to its initializer).
///
/// Like a view controller factory, it should build the same stack for the same state, without side effects. It may
/// return view controllers it made before: those already in the stack stay there, untouched.
@MainActor
public protocol FlowPresentable {
    /// The navigation stack for `state`, bottom first. An empty stack finishes the flow, as a `nil` state does.
    func viewControllers(for state: FlowState) -> [UIViewController]
}
#endif
