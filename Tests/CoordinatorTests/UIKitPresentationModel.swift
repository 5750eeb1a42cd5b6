// SPDX-License-Identifier: MPL-2.0

import Coordinator

/// An operation a driver performed that UIKit would refuse, or that would leave the screen wrong.
struct UIKitRuleViolation: Error, CustomStringConvertible {
    enum Rule: Equatable {
        /// `present` sent to a controller whose view is not in a window, or that is already presenting.
        case presenterNotOnTop
        /// `present` or `dismiss` sent while a presentation or a dismissal runs.
        case transitionInProgress
        /// An operation sent to a navigation controller that is no longer on screen.
        case controllerGone
    }

    let rule: Rule
    let description: String
}

/// A step the test asked of the model that UIKit or the user could not take (a full-screen cover swiped down, a
/// back swipe at the root): a mistake in the test, not in the driver.
struct ImpossibleUserAction: Error, CustomStringConvertible {
    let description: String
}

/// A UIKit presentation context several navigation controllers present in (a tab bar controller's tabs, one window):
/// UIKit forwards their presentations to it ("The object on which you call this method may not always be the one
/// that handles the presentation", `present(_:animated:completion:)`), so a presentation or dismissal any of them
/// starts blocks the others', and they present one stack: a controller covered by what another presented is
/// "already presenting" for UIKit, which refuses to present from it.
final class PresentationContextModel {
    /// One presented controller of the window's stack, and the client (a ``UIKitPresentationModel``) that owns it.
    final class Entry {
        let client: ObjectIdentifier?
        init(client: ObjectIdentifier?) { self.client = client }
    }

    var isTransitionRunning = false
    /// The window's presented stack, bottom first.
    private(set) var presented: [Entry] = []
    /// The window's root, which every client's base is inside: what it presents is the stack's bottom.
    let root = Entry(client: nil)

    /// What `entry` presents (`presentedViewController`): for the root, and so for every base inside it, the
    /// stack's bottom.
    func presented(by entry: Entry) -> Entry? {
        guard entry !== root else { return presented.first }
        return presented.firstIndex { $0 === entry }.flatMap { $0 + 1 < presented.count ? presented[$0 + 1] : nil }
    }

    /// The window entries of `client`, bottom first: its presented layers.
    func entries(of client: ObjectIdentifier) -> [Entry] { presented.filter { $0.client == client } }

    /// Sets `client`'s presented layers to `count`: new ones go on top of the stack; a dismissed one goes with
    /// everything above it (UIViewController.dismiss(animated:completion:)), other clients' layers too.
    func setLayers(of client: ObjectIdentifier, count: Int) {
        let own = entries(of: client)
        if count < own.count, let index = presented.firstIndex(where: { $0 === own[count] }) {
            presented.removeLast(presented.count - index)
        }
        presented += (own.count..<max(own.count, count)).map { _ in Entry(client: client) }
    }
}

/// UIKit's presentation rules, small enough to read at once: the screen as a chain of navigation controllers (the
/// base, then each presented one, presented by the one below it), whether the base's view is in a window, and
/// whether a transition runs. A test performs a planner's operations on it; an operation UIKit would refuse throws
/// a ``UIKitRuleViolation`` naming the rule and leaves the screen as UIKit would (unchanged). Transitions end, and
/// the user acts, only when the test says; each such step returns the event UIKit reports to the driver.
///
/// It stands for UIKit on iPhone: a `.sheet` layer is a page sheet the user can swipe down, a `.fullScreen` one
/// cannot be.
struct UIKitPresentationModel<Route: Hashable> {
    typealias Event = PresentationPlanner<Route>.Event
    typealias Operation = PresentationPlanner<Route>.Operation

    /// One navigation controller on screen: the base (no style; its routes are those above the root screen) or a
    /// presented one.
    struct Controller: Equatable {
        var style: PresentationStyle?
        var routes: [Route]
    }

    /// The base first, then each presented controller, each presented by the one before it (or, in a shared
    /// context, above what other clients presented over it). Another client's dismissal may take the top ones.
    private(set) var controllers: [Controller] {
        get {
            guard let context else { return ownControllers }
            return Array(ownControllers.prefix(1 + context.entries(of: client).count))
        }
        set {
            ownControllers = newValue
            context?.setLayers(of: client, count: newValue.count - 1)
        }
    }
    private var ownControllers = [Controller(style: nil, routes: [])]
    /// This model's identity in a shared context.
    private let token = PresentationContextModel.Entry(client: nil)
    var client: ObjectIdentifier { ObjectIdentifier(token) }

    /// Whether this model's top controller presents nothing in the window: the only one the user can touch, and
    /// the only one UIKit presents from.
    var isOnWindowTop: Bool {
        guard let context else { return true }
        return controllers.count == 1 ? context.presented.isEmpty : context.presented.last?.client == client
    }

    /// The object standing for layer `layer`'s controller in the shared context (the window's root for the base).
    func contextEntry(ofLayer layer: Int) -> PresentationContextModel.Entry? {
        guard let context else { return nil }
        let own = context.entries(of: client)
        return layer == 0 ? context.root : layer - 1 < own.count ? own[layer - 1] : nil
    }

    /// As the shells' `PresentationContext.present`: whether layer `layer` is presented from the top of the
    /// window's stack, above what other clients of `context` presented over this model's top layer, rather than
    /// from the top layer itself.
    @MainActor
    func presentsFromWindowTop(layer: Int, in context: PresentationContext) -> Bool {
        guard let model = self.context, let presenter = contextEntry(ofLayer: layer - 1) else { return false }
        return context.presenter(from: presenter, presented: model.presented(by:)) !== presenter
    }

    /// Presents as the shells do in a shared context (from the window's top when other clients' layers cover the
    /// presenter), and tells `context` the new layer is a client's.
    @MainActor
    mutating func present(_ operation: Operation, in context: PresentationContext?) throws(UIKitRuleViolation) {
        guard let context, case .present(_, _, let layer, _) = operation else { return try perform(operation) }
        try perform(operation, fromWindowTop: presentsFromWindowTop(layer: layer, in: context))
        if let entry = contextEntry(ofLayer: layer) { context.clientPresented(entry) }
    }
    private(set) var isBaseInWindow = false
    private(set) var isTransitionRunning = false
    /// The layer whose push or pop runs (the driver's animated stack change, or the user's back swipe).
    private(set) var stackTransitionLayer: Int?
    /// Whether the running stack transition is the user's interactive back swipe, which the user ends.
    private(set) var isBackSwipeRunning = false
    /// The presentation context this navigation controller presents in, when it shares one with others.
    var context: PresentationContextModel?
    /// Whether the top controller presents something the driver did not present (an alert).
    private(set) var isSomethingElsePresented = false

    /// How UIKit animated a navigation stack change: `UINavigationController.setViewControllers(_:animated:)`
    /// "uses a pop transition" when the new top is in the stack but not on top, none when it is the top, and "a push
    /// transition" when it is not in the stack.
    enum StackTransition: Equatable { case push, pop, none }

    /// The transitions of the animated stack changes, in order.
    private(set) var stackTransitions: [StackTransition] = []

    /// The transition `setViewControllers(_:animated:)` picks to go from `old` to `new`.
    static func transition(from old: [Route], to new: [Route]) -> StackTransition {
        guard let top = new.last, let index = old.firstIndex(of: top) else { return .push }
        return index == old.count - 1 ? .none : .pop
    }

    /// What the screen shows, as a navigation state.
    var state: NavigationState<Route> {
        var state = NavigationState<Route>(path: controllers[0].routes)
        for controller in controllers.dropFirst() {
            guard let style = controller.style, let first = controller.routes.first else { continue }
            state.present(first, style: style)
            for route in controller.routes.dropFirst() { state.push(route) }
        }
        return state
    }

    // MARK: The driver's operations

    /// Performs `operation`; a presentation `fromWindowTop` is sent to the top of the window's presented stack (above
    /// what other clients presented over this model's top layer) rather than to the top layer itself.
    mutating func perform(_ operation: Operation, fromWindowTop: Bool = false) throws(UIKitRuleViolation) {
        switch operation {
        case .setRoutes(let routes, let layer, let animated):
            guard layer < controllers.count else {
                // UIViewController.dismiss(animated:completion:): a dismissed controller leaves the hierarchy; a
                // stack set on it is one nobody sees.
                throw UIKitRuleViolation(
                    rule: .controllerGone, description: "setViewControllers on layer \(layer), which is not on screen")
            }
            // A push or a pop takes time; a stack set during one is not applied ("nested push animation can result
            // in corrupted navigation bar", UIKit logs; UIViewController.transitionCoordinator is set meanwhile).
            guard stackTransitionLayer != layer else {
                throw UIKitRuleViolation(
                    rule: .transitionInProgress,
                    description: "setViewControllers on layer \(layer) during a push or pop")
            }
            if animated {
                let transition = Self.transition(from: controllers[layer].routes, to: routes)
                stackTransitions.append(transition)
                // Only what is on screen animates: the top layer, in a window.
                if transition != .none, isBaseInWindow, layer == controllers.count - 1, !isTransitionRunning {
                    stackTransitionLayer = layer
                    isTransitionRunning = true
                }
            }
            controllers[layer].routes = routes
        case .present(let routes, let style, let layer, _):
            // UIViewController.present(_:animated:completion:): UIKit refuses to start a presentation while one
            // runs ("Attempt to present … while a presentation is in progress").
            guard !isTransitionRunning, context?.isTransitionRunning != true else {
                throw UIKitRuleViolation(
                    rule: .transitionInProgress, description: "present layer \(layer) during a transition")
            }
            // UIViewController.present(_:animated:completion:): the presenter's view must be in the window
            // hierarchy ("… whose view is not in the window hierarchy"), and it must present nothing yet ("… which
            // is already presenting …"): only the top controller, with the base in a window, qualifies. In a shared
            // context that is the top of the window's one stack: "The object on which you call this method may not
            // always be the one that handles the presentation" — a controller covered by what another client
            // presented forwards to a context that is already presenting.
            guard isBaseInWindow, layer - 1 == controllers.count - 1, !isSomethingElsePresented,
                isOnWindowTop || fromWindowTop
            else {
                throw UIKitRuleViolation(
                    rule: .presenterNotOnTop,
                    description:
                        "present layer \(layer) from layer \(layer - 1); on top: layer \(controllers.count - 1)"
                        + (isBaseInWindow ? "" : ", and the base is not in a window")
                        + (isSomethingElsePresented ? ", which presents an alert" : "")
                        + (isOnWindowTop ? "" : ", under what another client presented: already presenting"))
            }
            controllers.append(Controller(style: style, routes: routes))
            isTransitionRunning = true
            context?.isTransitionRunning = true
        case .dismissAbove(let layer, _):
            // UIViewController.dismiss(animated:completion:), same refusal mid-transition ("… while a presentation
            // or dismiss is in progress").
            guard !isTransitionRunning, context?.isTransitionRunning != true else {
                throw UIKitRuleViolation(
                    rule: .transitionInProgress, description: "dismiss on layer \(layer) during a transition")
            }
            guard layer < controllers.count else {
                throw UIKitRuleViolation(
                    rule: .controllerGone, description: "dismiss on layer \(layer), which is not on screen")
            }
            // UIViewController.dismiss(animated:completion:): sent to a presenter, it dismisses everything above
            // it in one transition — an alert it presents too; sent to a controller that presents nothing, its own
            // presenter dismisses it.
            if layer == controllers.count - 1, isSomethingElsePresented {
                isSomethingElsePresented = false
                isTransitionRunning = true
                context?.isTransitionRunning = true
                return
            }
            let kept = layer + 1 < controllers.count ? layer + 1 : layer
            guard kept > 0, kept < controllers.count else { return }
            controllers.removeLast(controllers.count - kept)
            isSomethingElsePresented = false  // it was above them
            isTransitionRunning = true
            context?.isTransitionRunning = true
        case .updateCoordinator, .waitForTransition, .finishFlow:
            break  // not UIKit's business
        }
    }

    // MARK: UIKit and the user

    /// The running presentation or dismissal ends: UIKit calls its completion handler.
    mutating func finishTransition() throws(ImpossibleUserAction) -> Event {
        guard isTransitionRunning, !isBackSwipeRunning else {
            throw ImpossibleUserAction(description: "no transition runs that ends by itself")
        }
        if stackTransitionLayer == nil { context?.isTransitionRunning = false }
        isTransitionRunning = false
        stackTransitionLayer = nil
        return .transitionEnded
    }

    /// The user starts a back swipe on the top layer: an interactive pop runs until the user ends it.
    mutating func userBeginsBackSwipe() throws(ImpossibleUserAction) {
        let layer = controllers.count - 1
        guard isBaseInWindow, isOnWindowTop, !isTransitionRunning, !isSomethingElsePresented,
            controllers[layer].routes.count > (layer == 0 ? 0 : 1)
        else {
            throw ImpossibleUserAction(description: "no back swipe possible on layer \(layer)")
        }
        isTransitionRunning = true
        isBackSwipeRunning = true
        stackTransitionLayer = layer
    }

    /// The user lifts the finger. A finished swipe pops the top screen and tells the navigation delegate
    /// (navigationController(_:didShow:animated:)); a cancelled one leaves the stack and tells no delegate
    /// (UIViewControllerTransitionCoordinatorContext.isCancelled; "Neither -willShowViewController: or
    /// -didShowViewController: get called when the user cancels the back gesture", radar 21137690).
    mutating func userEndsBackSwipe(cancelled: Bool) throws(ImpossibleUserAction) -> Event? {
        guard isBackSwipeRunning, let layer = stackTransitionLayer else {
            throw ImpossibleUserAction(description: "no back swipe runs")
        }
        isBackSwipeRunning = false
        isTransitionRunning = false
        stackTransitionLayer = nil
        if cancelled { return nil }
        controllers[layer].routes.removeLast()
        return .userPopped(layer: layer, visibleRoutes: controllers[layer].routes.count)
    }

    /// A screen on presented layer `layer` dismisses its layer itself (its Cancel button calls
    /// `dismiss(animated:)`, SwiftUI's `dismiss`): every layer from it up goes, in one animated transition, and no
    /// delegate is told (presentationControllerDidDismiss(_:) "is not called if the presentation is dismissed
    /// programmatically").
    mutating func appDismisses(layer: Int) throws(ImpossibleUserAction) {
        guard isBaseInWindow, isOnWindowTop, !isTransitionRunning, layer > 0, layer < controllers.count else {
            throw ImpossibleUserAction(description: "layer \(layer) cannot be dismissed now")
        }
        controllers.removeLast(controllers.count - layer)
        isSomethingElsePresented = false
        isTransitionRunning = true
    }

    /// The base navigation controller's view enters a window (its `viewDidAppear(_:)`).
    mutating func baseEntersWindow() -> Event {
        isBaseInWindow = true
        return .baseEnteredWindow
    }

    /// The base's view leaves the window while it presents nothing (the driver reports only that case).
    mutating func baseLeavesWindow() throws(ImpossibleUserAction) -> Event {
        guard controllers.count == 1 else { throw ImpossibleUserAction(description: "the base presents a layer") }
        isBaseInWindow = false
        return .baseLeftWindow
    }

    /// The app presents an alert from the top controller, or dismisses it; the driver is not told.
    mutating func somethingElsePresents(_ presents: Bool) throws(ImpossibleUserAction) {
        guard isBaseInWindow, isOnWindowTop, !isTransitionRunning, presents != isSomethingElsePresented else {
            throw ImpossibleUserAction(description: "the alert cannot come or go now")
        }
        isSomethingElsePresented = presents
    }

    /// The user swipes down the top layer's page sheet.
    mutating func userSwipesDown() throws(ImpossibleUserAction) -> Event {
        let layer = controllers.count - 1
        guard isBaseInWindow, isOnWindowTop, !isTransitionRunning, !isSomethingElsePresented, layer > 0,
            controllers[layer].style == .sheet
        else {
            throw ImpossibleUserAction(description: "no page sheet on top to swipe down")
        }
        controllers.removeLast()
        // UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:): reported for the user's
        // dismissals only ("This is not called if the presentation is dismissed programatically", the header
        // says), so this is the one step that returns it.
        return .userDismissed(layer: layer)
    }

    /// The user goes back one screen on the top layer (back button or back swipe).
    mutating func userGoesBack() throws(ImpossibleUserAction) -> Event {
        let layer = controllers.count - 1
        guard isBaseInWindow, isOnWindowTop, !isTransitionRunning, !isSomethingElsePresented,
            controllers[layer].routes.count > (layer == 0 ? 0 : 1)
        else {
            throw ImpossibleUserAction(description: "nothing to go back to on layer \(layer)")
        }
        controllers[layer].routes.removeLast()
        // UINavigationControllerDelegate.navigationController(_:didShow:animated:): reported once the pop finished.
        return .userPopped(layer: layer, visibleRoutes: controllers[layer].routes.count)
    }
}
