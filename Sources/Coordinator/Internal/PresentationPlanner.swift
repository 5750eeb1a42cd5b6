// SPDX-License-Identifier: MPL-2.0

/// Every decision of a UIKit driver that renders a ``NavigationState`` with navigation controllers: which stack to
/// set, what to present from where, what to dismiss, and what to tell the coordinator after the user navigated.
/// Pure logic: it calls nobody. A driver feeds it what happened (``Event``) and performs the operations it returns
/// (``Operation``), in order; Linux tests feed it the same events from a model that enforces UIKit's rules.
///
/// Layer 0 is the base navigation controller; layer `k` above it is the navigation controller presented for the
/// state's `k`-th presented layer, by the controller of layer `k - 1`. The planner keeps UIKit's rules:
///
/// - It presents only when the base is in a window, from the top layer shown, and one layer at a time: UIKit
///   presents only from a view controller whose view is in the window hierarchy, which presents nothing yet.
///   When something else is presented there, it tries again at the next event.
/// - It dismisses several layers with one `dismiss(animated:completion:)` on the controller of the highest layer
///   that stays: UIKit dismisses everything presented above the controller it is sent to.
/// - Nothing starts while a presentation, a dismissal, a push or a pop runs, the driver's or one it observed (a
///   back swipe, a sheet dragged): UIKit refuses to present or dismiss then, and a stack set during a push or a pop
///   is not applied. A change that arrives meanwhile waits, and when the transition ends the newest state is shown.
/// - What the user closed or popped is taken out of the coordinator's state: UIKit reports a sheet swiped down
///   through the presentation controller's delegate, and a back swipe through the navigation controller's.
package struct PresentationPlanner<Route: Hashable> {
    /// What happened, as the driver learns it.
    package enum Event {
        /// The coordinator's state changed (also sent once at the start, with the state to show first); `animated`
        /// is `false` when the change was made with the hint not to animate it.
        case stateChanged(NavigationState<Route>, animated: Bool = true)
        /// The presentation or dismissal started last finished (its completion handler ran).
        case transitionEnded
        /// UIKit did not start the presentation just asked for: a controller the driver does not know about is
        /// presented there (an alert, say). The planner tries again at the next event.
        case presentationRefused
        /// The base navigation controller's view entered a window (its `viewDidAppear(_:)`).
        case baseEnteredWindow
        /// The base navigation controller's view left the window while presenting nothing.
        case baseLeftWindow
        /// The user closed presented layer `layer` (a sheet swiped down), and with it every layer above.
        case userDismissed(layer: Int)
        /// The user went back on layer `layer` (back button, back swipe): `visibleRoutes` of its routes remain.
        case userPopped(layer: Int, visibleRoutes: Int)
        /// A transition the driver did not start runs: an interactive back swipe, a sheet the user drags, a
        /// dismissal a screen started itself. Nothing starts until it ends (``transitionEnded``).
        case transitionObserved
    }

    /// What the driver does, in the order given.
    package enum Operation: Equatable {
        /// Set the stack of layer `layer`'s navigation controller to show `routes` (above the root screen on the
        /// base layer).
        case setRoutes([Route], layer: Int, animated: Bool)
        /// Present a navigation controller showing `routes` with `style` from layer `layer - 1`'s controller, the
        /// top one; a transition starts.
        case present([Route], style: PresentationStyle, layer: Int, animated: Bool)
        /// Send `dismiss(animated:completion:)` to layer `layer`'s controller, which closes every layer above it in
        /// one transition.
        case dismissAbove(layer: Int, animated: Bool)
        /// Show this state in the coordinator: the user closed or popped screens it still holds.
        case updateCoordinator(NavigationState<Route>)
        /// Report ``Event/transitionEnded`` when the transition running now ends.
        case waitForTransition
    }

    /// What the driver's controllers show, base layer first. Changes as operations are handed out, since the
    /// driver performs each one it is given.
    package private(set) var shown: [NavigationState<Route>.Layer] = [.init(presentation: nil, routes: [])]
    /// The coordinator's newest state: what the screen catches up with.
    private var wanted = NavigationState<Route>()
    /// Whether the change that made `wanted` may be animated.
    private var isWantedAnimated = true
    private var isBaseInWindow = false
    /// Whether the planner waits for a transition to end: a presentation, a dismissal, an animated stack change
    /// (a push or a pop), or one it was told about.
    package private(set) var isTransitionRunning = false
    /// Whether a presented layer whose first route changes is presented anew rather than given the new routes.
    private let replacesLayersWithANewFirstRoute: Bool

    /// A planner for a driver whose base shows only its root screen, outside any window.
    ///
    /// - Parameter replacesLayersWithANewFirstRoute: `false` (a navigation driver): a presented layer stays while
    ///   its style stays, and gets the new routes. `true` (``ChildPresentationPlanner``, whose layers are view
    ///   controllers, one route each): a layer whose first route changes is dismissed and the new one presented.
    package init(replacesLayersWithANewFirstRoute: Bool = false) {
        self.replacesLayersWithANewFirstRoute = replacesLayersWithANewFirstRoute
    }

    /// All roads lead here: takes in `event` and returns what to do about it.
    package mutating func handle(_ event: Event) -> [Operation] {
        switch event {
        case .stateChanged(let state, let animated):
            wanted = state
            isWantedAnimated = animated
        case .transitionEnded:
            isTransitionRunning = false
        case .presentationRefused:
            // Trying again now would be refused again; any later event (a change, the window, a transition's end)
            // brings the next attempt.
            isTransitionRunning = false
            shown.removeLast()
            return []
        case .transitionObserved:
            guard !isTransitionRunning else { return [] }
            isTransitionRunning = true
            return [.waitForTransition]
        case .baseEnteredWindow:
            isBaseInWindow = true
        case .baseLeftWindow:
            isBaseInWindow = false
        case .userDismissed(let layer):
            guard layer > 0, layer < shown.count else { return [] }
            shown.removeLast(shown.count - layer)
            guard wanted.layers.count > layer else { return plan() }
            wanted.keepLayers(below: layer)
            return [.updateCoordinator(wanted)] + plan()
        case .userPopped(let layer, let visible):
            // A stack the driver set itself reports as many routes as it was given: nothing to do.
            guard layer < shown.count, visible < shown[layer].routes.count, layer == 0 || visible > 0 else {
                return []
            }
            shown[layer].routes.removeLast(shown[layer].routes.count - visible)
            guard layer < wanted.layers.count, visible < wanted.layers[layer].routes.count else { return plan() }
            wanted.setRoutes(Array(wanted.layers[layer].routes.prefix(visible)), ofLayer: layer)
            return [.updateCoordinator(wanted)] + plan()
        }
        return plan()
    }

    /// The operations that bring the screen closer to `wanted`: every stack change that can be made now, then at most
    /// one presentation or dismissal, after which the rest waits for ``Event/transitionEnded``.
    private mutating func plan() -> [Operation] {
        guard !isTransitionRunning else { return [] }
        let target = wanted.layers
        // A presented layer stays while the state still has it with the same style; the first that differs, and
        // every layer above it, goes.
        var kept = 1
        while kept < shown.count, kept < target.count, shown[kept].presentation == target[kept].presentation,
            !replacesLayersWithANewFirstRoute || shown[kept].routes.first == target[kept].routes.first
        {
            kept += 1
        }
        // UIKit animates only what is on screen; and only what the change's hint allows.
        let animated = isBaseInWindow && isWantedAnimated
        var operations: [Operation] = []
        for layer in 0..<kept where shown[layer].routes != target[layer].routes {
            operations.append(.setRoutes(target[layer].routes, layer: layer, animated: animated))
            shown[layer].routes = target[layer].routes
            if animated {
                // A push or a pop takes time, and a stack set during it is not applied: the rest waits for its end
                // (the driver reports it at once when UIKit animated nothing).
                isTransitionRunning = true
                return operations
            }
        }
        if kept < shown.count {
            operations.append(.dismissAbove(layer: kept - 1, animated: animated))
            shown.removeLast(shown.count - kept)
            isTransitionRunning = true
        } else if kept < target.count, isBaseInWindow, let style = target[kept].presentation {
            operations.append(.present(target[kept].routes, style: style, layer: kept, animated: animated))
            shown.append(target[kept])
            isTransitionRunning = true
        }
        return operations
    }
}
