// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Renders a ``NavigationCoordinator``'s state with a `UINavigationController`, and reports what the user does
/// with UIKit's own controls (back button, back swipe, a sheet swiped down) to the coordinator. You may set your own
/// navigation delegate (a custom push animation): UIKit's slot holds one, and the driver then learns the user's pops
/// from the stack before its next change, keeping what the app changed meanwhile.
///
/// The driver sets the navigation controller's stack to the root view controller plus one view controller per
/// route, and presents one navigation controller per presented layer. View controllers are reused while their
/// route stays at the same position, and made with `makeViewController` otherwise.
///
/// It follows UIKit's presentation rules: it presents once the navigation controller is in a window, one layer
/// at a time; it closes several layers with one dismissal; a change that arrives while a presentation or a
/// dismissal runs waits for it to end, then the newest state is shown. A sheet the user swipes down leaves the
/// coordinator's state, with every layer above it.
///
/// This adapter is compiled only on Apple platforms; its decisions are made by a planner tested on every platform
/// against a model of UIKit's rules.
@MainActor
public final class NavigationControllerDriver<Route: Hashable>: NSObject, UINavigationControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    /// The navigation controller showing the base layer; put it in your window or container.
    public let navigationController: UINavigationController

    private let coordinator: NavigationCoordinator<Route>
    private let makeViewController: @MainActor (Route) -> UIViewController
    private var planner = PresentationPlanner<Route>()
    /// The view controllers shown for each layer, with the route each one shows.
    private var shown: [[(route: Route, viewController: UIViewController)]] = [[]]
    /// The navigation controller of each presented layer, outermost first.
    private var presentedControllers: [UINavigationController] = []
    private let events = EventLoop<PresentationPlanner<Route>.Event>()
    /// Called when the base navigation controller's view entered a window (a tab bar driver learns a tab from it).
    var baseAppeared: (@MainActor () -> Void)?

    /// Starts rendering `coordinator`'s state, with `root` at the bottom of the base layer.
    public init(
        coordinator: NavigationCoordinator<Route>,
        root: UIViewController,
        makeViewController: @escaping @MainActor (Route) -> UIViewController
    ) {
        self.coordinator = coordinator
        self.makeViewController = makeViewController
        let base = WindowReportingNavigationController(rootViewController: root)
        navigationController = base
        super.init()
        navigationController.delegate = self
        // A base hidden by a full-screen layer it presents has not left: presentations go above that layer, which
        // is in the window.
        base.onWindowChange = { [weak self] isInWindow in
            guard let self else { return }
            if isInWindow {
                send(.baseEnteredWindow)
                baseAppeared?()
            } else if navigationController.presentedViewController == nil {
                send(.baseLeftWindow)
            }
        }
        send(.stateChanged(coordinator.navigation))
        coordinator.addAnimationObserver { [weak self] state, animated in
            self?.send(.stateChanged(state, animated: animated))
        }
    }

    /// Handles `event` (none: only looks at the screen).
    private func send(_ event: PresentationPlanner<Route>.Event?) {
        // What UIKit shows first: the app and the user may have changed it without telling the driver.
        events.send(event, observe: observedEvents) { event in
            for operation in planner.handle(event) { perform(operation) }
        }
    }

    /// What happened on screen that no delegate reported: a layer a screen dismissed itself (its own
    /// `dismiss(animated:)`, SwiftUI's `dismiss`, a sheet swiped down whose presentation controller has the app's
    /// delegate), screens popped while the app's navigation delegate was set, and a transition the driver did not
    /// start (an interactive back swipe, a sheet being dragged), which it waits for.
    private func observedEvents() -> [PresentationPlanner<Route>.Event] {
        // While a transition runs, UIKit's stacks and presentations are in between (a back swipe or a sheet drag may
        // still be cancelled): the driver waits for it, and looks again when it ends.
        if runningTransition != nil { return planner.isTransitionRunning ? [] : [.transitionObserved] }
        var events: [PresentationPlanner<Route>.Event] = []
        // UIKit sends presentationControllerDidDismiss(_:) only for the user's own dismissals, and only to the
        // presentation controller's one delegate.
        if let index = presentedControllers.firstIndex(where: { $0.presentingViewController == nil }) {
            presentedControllers.removeLast(presentedControllers.count - index)
            shown.removeLast(shown.count - index - 1)
            events.append(.userDismissed(layer: index + 1))
        }
        for layer in 0...presentedControllers.count {
            let visible = controller(layer).viewControllers.count - (layer == 0 ? 1 : 0)
            guard layer < shown.count, visible < shown[layer].count else { continue }
            shown[layer].removeLast(shown[layer].count - visible)
            events.append(.userPopped(layer: layer, visibleRoutes: visible))
        }
        return events
    }

    /// The transition running anywhere on the driver's controllers, or on what the top one presents.
    private var runningTransition: (any UIViewControllerTransitionCoordinator)? {
        (0...presentedControllers.count).lazy.compactMap { self.controller($0).runningTransition }.first
    }

    /// Reports the end of the running transition (at once when none runs).
    private func reportTransitionEnd() {
        PresentationContext.afterTransition(of: { [weak self] in self?.runningTransition }) { [weak self] in
            self?.send(.transitionEnded)
        }
    }

    private func perform(_ operation: PresentationPlanner<Route>.Operation) {
        switch operation {
        case .setRoutes(let routes, let layer, let animated):
            let controllers = viewControllers(for: routes, layer: layer)
            if layer == 0 {
                navigationController.setViewControllers(
                    Array(navigationController.viewControllers.prefix(1)) + controllers, animated: animated)
            } else {
                presentedControllers[layer - 1].setViewControllers(controllers, animated: animated)
            }
            if animated { reportTransitionEnd() }
        case .waitForTransition:
            reportTransitionEnd()
        case .present(let routes, let style, let layer, let animated):
            let presented = WindowReportingNavigationController()
            // A layer a screen dismissed itself tells nobody; the driver looks once it left the window.
            presented.onWindowChange = { [weak self] isInWindow in if !isInWindow { self?.send(nil) } }
            presented.setViewControllers(viewControllers(for: routes, layer: layer), animated: false)
            // The style first: the presentation controller is made for the style set when it is first read. tvOS
            // has no page sheet: there a sheet covers the screen, over the content it was presented from.
            #if os(tvOS)
            presented.modalPresentationStyle = style == .fullScreen ? .fullScreen : .overFullScreen
            #else
            presented.modalPresentationStyle = style == .fullScreen ? .fullScreen : .pageSheet
            #endif
            presented.presentationController?.delegate = self
            presented.delegate = self
            PresentationContext.present(presented, from: controller(layer - 1), animated: animated) { [weak self] _ in
                self?.presentedControllers.append(presented)
                return self != nil
            } ended: { [weak self] isPresented in
                // Refused: something the driver did not present (an alert, say) is there, or the presenter left
                // the window.
                self?.send(isPresented ? .transitionEnded : .presentationRefused)
            }
        case .dismissAbove(let layer, let animated):
            let dismissed = presentedControllers[layer]
            presentedControllers.removeLast(presentedControllers.count - layer)
            shown.removeLast(shown.count - layer - 1)
            PresentationContext.dismiss(dismissed, animated: animated) { [weak self] in self?.send(.transitionEnded) }
        case .updateCoordinator(let state):
            coordinator.show(state)
        case .finishFlow:
            break  // only a flow's trigger finishes it
        }
    }

    /// The navigation controller of `layer`: the base one, or a presented one.
    private func controller(_ layer: Int) -> UINavigationController {
        layer == 0 ? navigationController : presentedControllers[layer - 1]
    }

    /// The view controllers for `routes` on `layer`, reusing those already shown at the same positions.
    private func viewControllers(for routes: [Route], layer: Int) -> [UIViewController] {
        if shown.count <= layer { shown.append([]) }
        let old = shown[layer]
        shown[layer] = routes.enumerated().map { position, route in
            position < old.count && old[position].route == route ? old[position] : (route, makeViewController(route))
        }
        return shown[layer].map(\.viewController)
    }

    /// A navigation controller finished showing a screen; after the user went back (back button, swipe), it has
    /// fewer screens than the driver gave it, and the planner takes them out of the coordinator's state.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        let layers = 0...presentedControllers.count
        guard let layer = layers.first(where: { controller($0) === navigationController }) else { return }
        let visible = navigationController.viewControllers.count - (layer == 0 ? 1 : 0)
        if visible < shown[layer].count { shown[layer].removeLast(shown[layer].count - visible) }
        send(.userPopped(layer: layer, visibleRoutes: visible))
    }

    /// The user closed a presented layer (a sheet swiped down). UIKit calls this only for the user's own
    /// dismissals, never for the driver's.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let dismissed = presentationController.presentedViewController
        guard let index = presentedControllers.firstIndex(where: { $0 === dismissed }) else { return }
        presentedControllers.removeLast(presentedControllers.count - index)
        shown.removeLast(shown.count - index - 1)
        send(.userDismissed(layer: index + 1))
    }
}

extension PresentationContext {
    /// The windows' contexts, each held as long as its window (held weakly).
    private static var contexts: [(window: () -> UIWindow?, context: PresentationContext)] = []

    /// The presentation context of `window`, shared by every driver, chain and flow presenting in it.
    static func of(_ window: UIWindow) -> PresentationContext {
        contexts.removeAll { $0.window() == nil }
        if let found = contexts.first(where: { $0.window() === window }) { return found.context }
        let context = PresentationContext()
        contexts.append(({ [weak window] in window }, context))
        return context
    }

    /// Presents `presented` in the window's turn: from `presenter`, or from the top of the screens sibling clients
    /// presented over it (``presenter(from:presented:)``), once a transition running there (a push, one the app
    /// started) ended and `starting` agreed to that presenter. Calls `ended(true)` when the presentation ended, and
    /// `ended(false)` where UIKit would refuse and never call its completion handler: outside a window, from a view
    /// controller being dismissed, or with something no client presented over the presenter (an alert).
    static func present(
        _ presented: UIViewController, from presenter: UIViewController, animated: Bool,
        starting: @escaping @MainActor (_ presenter: UIViewController) -> Bool = { _ in true },
        ended: @escaping @MainActor (_ isPresented: Bool) -> Void
    ) {
        guard let window = window(around: presenter) else { return ended(false) }
        let context = of(window)
        context.run { [weak presenter] turnEnded in
            let top = { presenter.flatMap { context.presenter(from: $0) { $0.presentedViewController } } }
            afterTransition(of: { top()?.runningTransition }) {
                guard let presenter, !presenter.isBeingDismissed,
                    let top = context.presenter(from: presenter, presented: { $0.presentedViewController }),
                    top.viewIfLoaded?.window != nil, starting(top)
                else {
                    turnEnded()
                    return ended(false)
                }
                context.clientPresented(presented)
                top.present(presented, animated: animated) {
                    turnEnded()
                    ended(true)
                }
            }
        }
    }

    /// Dismisses `presented` and everything above it, in its window's turn (at once outside a window), once a
    /// transition running there ended, then calls `done`: `dismiss(animated:completion:)` goes to its presenter,
    /// which may be a screen a sibling client presented. If it is not presented by then, nothing is dismissed.
    static func dismiss(_ presented: UIViewController?, animated: Bool, then done: @escaping @MainActor () -> Void) {
        let dismiss: @MainActor (@escaping @MainActor () -> Void) -> Void = { [weak presented] ended in
            afterTransition(of: { presented?.presentingViewController?.runningTransition }) {
                guard let presented, let presenter = presented.presentingViewController, !presented.isBeingDismissed
                else {
                    ended()
                    return done()
                }
                presenter.dismiss(animated: animated) {
                    ended()
                    done()
                }
            }
        }
        guard let window = window(around: presented?.presentingViewController) else { return dismiss {} }
        of(window).run(dismiss)
    }

    /// Calls `start` once `transition` gives none (asked again after each that ends): UIKit refuses to present or
    /// dismiss during a transition (a push, a presentation or dismissal the app started), and then never calls the
    /// completion handler; a stack set during a push or pop is not applied.
    static func afterTransition(
        of transition: @escaping @MainActor () -> (any UIViewControllerTransitionCoordinator)?,
        _ start: @escaping @MainActor () -> Void
    ) {
        guard let running = transition() else { return start() }
        // The header's promise: the completion runs after the transition, also a cancelled interactive one.
        running.animate(alongsideTransition: nil) { _ in afterTransition(of: transition, start) }
    }

    /// The window of `controller`, or of the view controllers presented over it: the top one is in a window while
    /// any is, also when a full-screen presentation took the others' views out of it.
    private static func window(around controller: UIViewController?) -> UIWindow? {
        guard let controller else { return nil }
        return sequence(first: controller) { $0.presentedViewController }.lazy.compactMap { $0.viewIfLoaded?.window }
            .first
    }
}

extension UIViewController {
    /// The transition running on this view controller (a push, a pop) or on what it presents (its presentation or
    /// dismissal): UIKit hands out a transition coordinator only while one runs.
    var runningTransition: (any UIViewControllerTransitionCoordinator)? {
        transitionCoordinator ?? presentedViewController?.transitionCoordinator
    }
}

/// A navigation controller of the driver's, telling it when its view enters or leaves a window: UIKit presents
/// only from a view controller whose view is in a window, and tells nobody of a dismissal a screen started itself;
/// `UINavigationController` offers no other way to learn either than overriding these two methods.
private final class WindowReportingNavigationController: UINavigationController {
    var onWindowChange: ((_ isInWindow: Bool) -> Void)?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onWindowChange?(true)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onWindowChange?(false)
    }
}
#endif
