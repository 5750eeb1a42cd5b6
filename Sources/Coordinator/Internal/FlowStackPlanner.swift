// SPDX-License-Identifier: MPL-2.0

/// Every decision of a flow that shows its screens in one navigation controller (`NavigationFlowCoordinator`,
/// `BuildableFlowCoordinator`) when it is triggered: what to dismiss, which stack to set, with which animation, and
/// when. Pure logic: it calls nobody. The flow reports each trigger and the end of each transition it waits for,
/// with what its navigation controller shows then (``Screen``), and performs the operations returned, in order;
/// Linux tests do the same against a model that enforces UIKit's rules.
///
/// The rules, after UIKit's and ``PresentationPlanner``'s:
///
/// - Nothing starts while a presentation, a dismissal or a push or pop runs: UIKit refuses to present or dismiss
///   then, and a stack set in the middle of a push corrupts the navigation bar. The planner waits for the transition
///   to end; triggers that arrive meanwhile replace each other, and the newest is carried out.
/// - Whatever the navigation controller presents (a child coordinator's screen, an alert) is dismissed with one
///   `dismiss(animated:completion:)` sent to the navigation controller: UIKit then dismisses everything presented
///   above it.
/// - Only one change is animated, the one the hint names: with ``PresentType/dismissal`` the presented screens slide
///   away over the new stack, which was set under them without animation; with ``PresentType/presentation`` they
///   vanish at once, and the new stack is set, animated, once the dismissal ended. UIKit itself picks push or pop
///   for an animated stack change, by whether the new top screen was in the stack already; so with
///   ``PresentType/dismissal`` and nothing presented, new screens are first set under the old ones without
///   animation, and the change to them animates as a pop, as in CoordinatorKit.
/// - Nothing is animated unless the navigation controller is in a window.
/// - A stack that holds the same screens as the navigation controller, in the same order, is left alone: screens
///   are compared by identity.
/// - A flow with no stack (no state, or no screens for it) is finished, once nothing is presented any more.
package struct FlowStackPlanner<Screen: AnyObject> {
    /// What the navigation controller shows, as the flow reads it from UIKit.
    package struct Screens {
        /// Its stack, bottom first.
        package var stack: [Screen]
        /// Whether it presents a view controller (`presentedViewController != nil`).
        package var isPresenting: Bool
        /// Whether its view is in a window.
        package var isInWindow: Bool
        /// Whether a transition runs that the flow must wait for (it, or what it presents, has a
        /// `transitionCoordinator`).
        package var isTransitionRunning: Bool

        package init(stack: [Screen], isPresenting: Bool, isInWindow: Bool, isTransitionRunning: Bool) {
            self.stack = stack
            self.isPresenting = isPresenting
            self.isInWindow = isInWindow
            self.isTransitionRunning = isTransitionRunning
        }
    }

    /// What the flow does, in the order given.
    package enum Operation {
        /// Wait for the running transition to end, then report ``FlowStackPlanner/transitionEnded(showing:)``.
        case waitForTransition
        /// Send `dismiss(animated:completion:)` to the navigation controller, and report
        /// ``FlowStackPlanner/transitionEnded(showing:)`` from its completion.
        case dismissPresented(animated: Bool)
        /// Set the navigation controller's stack.
        case setStack([Screen], animated: Bool)
        /// The flow is finished: tell the parent coordinator.
        case finish
    }

    /// A trigger not carried out yet.
    private struct Request {
        var stack: [Screen]
        var animated: Bool
        var type: PresentType
    }

    private var pending: Request?
    private var isWaiting = false

    /// A planner with nothing to do.
    package init() {}

    /// The flow was triggered: it shows `stack` now (empty when the flow is finished), with the animation
    /// `animated` and `type` suggest; `screens` is what the navigation controller shows.
    package mutating func trigger(
        _ stack: [Screen], animated: Bool, type: PresentType, showing screens: Screens
    ) -> [Operation] {
        pending = Request(stack: stack, animated: animated, type: type)
        guard !isWaiting else { return [] }
        return plan(screens)
    }

    /// The transition the flow waited for ended; `screens` is what the navigation controller shows now.
    package mutating func transitionEnded(showing screens: Screens) -> [Operation] {
        guard isWaiting else { return [] }
        isWaiting = false
        return plan(screens)
    }

    private mutating func plan(_ screens: Screens) -> [Operation] {
        guard let request = pending else { return [] }
        if screens.isTransitionRunning {
            isWaiting = true
            return [.waitForTransition]
        }
        let animated = request.animated && screens.isInWindow
        if screens.isPresenting {
            var operations: [Operation] = []
            if request.type == .dismissal, !request.stack.isEmpty, !Self.isSame(request.stack, screens.stack) {
                // Hidden under what is presented: the dismissal is the change the user sees.
                operations.append(.setStack(request.stack, animated: false))
            }
            operations.append(.dismissPresented(animated: animated && request.type == .dismissal))
            isWaiting = true
            return operations
        }
        pending = nil
        if request.stack.isEmpty { return [.finish] }
        if Self.isSame(request.stack, screens.stack) { return [] }
        let isNew = { (screen: Screen) in !screens.stack.contains { $0 === screen } }
        if request.type == .dismissal, animated, request.stack.allSatisfy(isNew) {
            // CoordinatorKit's dismissal: the new screens go under the old ones first, unanimated, so that
            // UIKit animates the change to them as a pop (setViewControllers(_:animated:) pops when the new top
            // screen is in the stack below the top).
            return [
                .setStack(request.stack + screens.stack, animated: false), .setStack(request.stack, animated: true),
            ]
        }
        return [.setStack(request.stack, animated: animated)]
    }

    /// Whether `a` and `b` hold the same screens in the same order.
    private static func isSame(_ a: [Screen], _ b: [Screen]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
    }
}

extension FlowStackPlanner.Operation: Equatable where Screen: Equatable {}
