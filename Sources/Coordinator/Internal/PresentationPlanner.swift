// SPDX-License-Identifier: MPL-2.0

/// The one type that decides what a window shows with UIKit: pure logic that calls nobody. Its clients feed it what
/// happened and perform the operations it returns, in order; Linux tests feed it the same events from a model that
/// enforces UIKit's rules. The planner itself serves a navigation driver (layer 0 the base navigation controller,
/// layer `k` the controller presented for the state's `k`-th presented layer) and the CoordinatorKit flows (layer 0
/// their navigation controller, a route a screen they built) and the SwiftUI adapters (``SwiftUIPresentations``);
/// ``ChildChain`` serves `present(child:)` and its kin. The rules:
///
/// - Present only when the base is in a window, from the top layer shown, one layer at a time: UIKit presents only
///   from a view controller in the window hierarchy that presents nothing yet. When something else is presented
///   there, try again at the next event.
/// - Dismiss several layers with one `dismiss(animated:completion:)` on the highest layer that stays: UIKit
///   dismisses everything presented above the controller it is sent to.
/// - Start nothing while a presentation, a dismissal, a push or a pop runs (its own or one observed: a back swipe, a
///   dragged sheet): UIKit refuses to present or dismiss then, and a stack set during a push or pop is not applied.
///   A change that arrives meanwhile waits; when the transition ends the newest state is shown.
/// - Take what the user closed or popped out of the coordinator's state.
/// - Change a layer something is presented over without animation: UIKit animates only what is on screen.
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
        /// Layer `layer`'s controller presents a view controller the planner did not present (an alert, another
        /// client's screen); `nil`: none does. The shell looks before each event.
        case presentedByOthers(layer: Int?)
        /// A CoordinatorKit flow was triggered (`triggerFlow(animated:type:)`, whose documentation says how `type`
        /// orders the change the user sees): its navigation controller shows `stack`, once what is presented over it
        /// is dismissed; an empty stack finishes the flow, leaving the stack as it is.
        case flowTriggered(_ stack: [Route], animated: Bool, type: PresentType)
    }

    /// What the driver does, in the order given.
    package enum Operation: Equatable {
        /// Set the stack of layer `layer`'s navigation controller to show `routes` (above the root screen on the
        /// base layer); when `animated`, report ``Event/transitionEnded`` once that push or pop ended.
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
        /// The flow has nothing to show and nothing is presented over it: tell its parent it is done.
        case finishFlow
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
    /// The layer whose controller presents something the planner did not present, as last observed.
    private var presentedByOthers: Int?
    /// Whether a flow's trigger waits to dismiss what others present, and how the change it asked for is seen.
    private var isClearingOthers = false
    private var wantedType = PresentType.presentation
    /// Whether a flow's trigger found nothing to show: the flow is finished once nothing is presented over it.
    private var isFinishing = false
    /// The user's last pop, handed to the coordinator as `state`: a change reported before that state comes back
    /// was made before the coordinator heard of the pop (learnt late), and the popped routes still in it go.
    private var unconfirmedPop: (layer: Int, from: Int, routes: ArraySlice<Route>, state: NavigationState<Route>)?

    /// A planner for a driver whose base shows only its root screen, outside any window.
    ///
    /// - Parameter replacesLayersWithANewFirstRoute: `false` (a navigation driver): a presented layer stays while
    ///   its style stays, and gets the new routes. `true` (``ChildChain``, one view controller per layer; SwiftUI, a
    ///   screen's identity per layer): a layer whose first route changes is dismissed and the new one presented.
    package init(replacesLayersWithANewFirstRoute: Bool = false) {
        self.replacesLayersWithANewFirstRoute = replacesLayersWithANewFirstRoute
    }

    /// All roads lead here: takes in `event` and returns what to do about it.
    package mutating func handle(_ event: Event) -> [Operation] {
        switch event {
        case .stateChanged(let state, let animated):
            wanted = state
            isWantedAnimated = animated
            if state == unconfirmedPop?.state { unconfirmedPop = nil }
            if let pop = unconfirmedPop, let popped = Self.removing(pop.routes, at: pop.from, pop.layer, state) {
                wanted = popped
                return [.updateCoordinator(wanted)] + plan()
            }
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
        case .presentedByOthers(let layer):
            presentedByOthers = layer
        case .flowTriggered(let stack, let animated, let type):
            isFinishing = stack.isEmpty
            wanted = NavigationState(path: stack.isEmpty ? shown[0].routes : stack)
            isWantedAnimated = animated
            wantedType = type
            isClearingOthers = true
        case .baseEnteredWindow:
            isBaseInWindow = true
        case .baseLeftWindow:
            isBaseInWindow = false
        case .userDismissed(let layer):
            guard layer > 0, layer < shown.count else { return [] }
            shown.removeLast(shown.count - layer)
            guard wanted.layers.count > layer else { return plan() }
            wanted.layers.removeLast(wanted.layers.count - layer)
            return [.updateCoordinator(wanted)] + plan()
        case .userPopped(let layer, let visible):
            // A stack the driver set itself reports as many routes as it was given: nothing to do.
            guard layer < shown.count, visible < shown[layer].routes.count, layer == 0 || visible > 0 else {
                return []
            }
            let routes = shown[layer].routes[visible...]
            shown[layer].routes.removeLast(shown[layer].routes.count - visible)
            // What the app pushed above the popped screens meanwhile stays.
            guard let popped = Self.removing(routes, at: visible, layer, wanted) else { return plan() }
            wanted = popped
            unconfirmedPop = (layer, visible, routes, popped)
            return [.updateCoordinator(wanted)] + plan()
        }
        return plan()
    }

    /// `state` without `routes` at position `from` of layer `layer`, or `nil` if they are not there.
    private static func removing(
        _ routes: ArraySlice<Route>, at from: Int, _ layer: Int, _ state: NavigationState<Route>
    ) -> NavigationState<Route>? {
        guard layer < state.layers.count, case let all = state.layers[layer].routes,
            all.dropFirst(from).starts(with: routes)
        else { return nil }
        var result = state
        result.layers[layer].routes = Array(all.prefix(from) + all.dropFirst(from + routes.count))
        return result
    }

    /// The operations that bring the screen closer to `wanted`: every stack change that can be made now, then at most
    /// one presentation or dismissal, after which the rest waits for ``Event/transitionEnded``.
    private mutating func plan() -> [Operation] {
        guard !isTransitionRunning else { return [] }
        if presentedByOthers == nil { isClearingOthers = false }
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
        // A flow moving forward closes what others present over it first, without animation.
        if isClearingOthers, wantedType == .presentation { return dismissOthers(animated: false) }
        var operations: [Operation] = []
        for layer in 0..<kept where shown[layer].routes != target[layer].routes {
            let old = shown[layer].routes
            let isCovered = layer < shown.count - 1 || presentedByOthers == layer
            let isAnimated = animated && !isCovered
            if isAnimated, wantedType == .dismissal, !old.isEmpty, !target[layer].routes.contains(where: old.contains) {
                // CoordinatorKit's dismissal: the new screens go under the old ones first, unanimated, so that UIKit
                // animates the change to them as a pop (setViewControllers(_:animated:) pops when the new top
                // screen is in the stack below the top).
                operations.append(.setRoutes(target[layer].routes + old, layer: layer, animated: false))
            }
            operations.append(.setRoutes(target[layer].routes, layer: layer, animated: isAnimated))
            shown[layer].routes = target[layer].routes
            if isAnimated {
                // A push or a pop takes time, and a stack set during it is not applied: the rest waits for its end
                // (the driver reports it at once when UIKit animated nothing).
                isTransitionRunning = true
                return operations
            }
        }
        if isClearingOthers { return operations + dismissOthers(animated: animated) }
        if kept < shown.count {
            operations.append(.dismissAbove(layer: kept - 1, animated: animated))
            shown.removeLast(shown.count - kept)
            isTransitionRunning = true
        } else if kept < target.count, isBaseInWindow, let style = target[kept].presentation {
            operations.append(.present(target[kept].routes, style: style, layer: kept, animated: animated))
            shown.append(target[kept])
            isTransitionRunning = true
        } else if isFinishing, presentedByOthers == nil {
            isFinishing = false
            operations.append(.finishFlow)
        }
        return operations
    }

    /// Dismisses what others present over a flow's navigation controller, as its trigger asks.
    private mutating func dismissOthers(animated: Bool) -> [Operation] {
        guard let layer = presentedByOthers else { return [] }
        isClearingOthers = false
        presentedByOthers = nil
        isTransitionRunning = true
        return [.dismissAbove(layer: layer, animated: animated)]
    }
}

extension PresentationPlanner {
    /// The decisions of `ViewControllerCoordinator`'s `present(child:…)`, `presentInHierarchy(…)` and
    /// `dismiss(child:…)`, whose rules their documentation gives: a chain of view controllers, one ``Item`` per layer
    /// above the bottom coordinator's root, rendered by a planner with one route per layer; the children to add and
    /// remove; when each completion handler runs.
    package struct ChildChain {
        package typealias Item = Route

        /// What happened, as the shell learns it.
        package enum Event {
            /// The app asks to present `item`, a child coordinator's root view controller when `isChild`. With
            /// `inHierarchy`, from the topmost layer; otherwise from the layer showing `from` (`nil`: layer 0) once it
            /// presents nothing. `request` names the completion handler; `style` is what the layer covers
            /// (``presentationStyle(requested:transitionNeedsFullScreen:)``).
            case present(
                Item, isChild: Bool, from: Item?, inHierarchy: Bool, animated: Bool, request: Int,
                style: PresentationStyle = .fullScreen)
            /// The app asks to dismiss `item` and everything above it.
            case dismiss(Item, animated: Bool, request: Int)
            /// UIKit reported something: a transition ended, a presentation was refused, the user (or code the shell
            /// does not control) dismissed `layer` and the layers above it, the bottom root entered its window.
            case uikit(PresentationPlanner<Item>.Event)
        }

        /// What the shell does, in the order given.
        package enum Operation: Equatable {
            /// Add the child coordinator whose root view controller is `item` to the coordinator that asked.
            case addChild(Item)
            /// Present `item` from layer `layer - 1` (from the topmost view controller above it when `fromTopmost`).
            case present(Item, layer: Int, fromTopmost: Bool, animated: Bool)
            /// Dismiss every layer above `layer`, in one transition.
            case dismissAbove(layer: Int, animated: Bool)
            /// Remove the child coordinator whose root view controller is `item` from the coordinator that added it.
            case removeChild(Item)
            /// Call the completion handler of `request`.
            case complete(request: Int)
        }

        private var rendering = PresentationPlanner<Item>(replacesLayersWithANewFirstRoute: true)
        /// The chain the app asked for: one route per presented layer. What the screen catches up with.
        private var wanted = NavigationState<Item>()
        /// The state `rendering` was last given.
        private var given = NavigationState<Item>()
        /// Presentations asked for, until their presenter is the top layer (`presentInHierarchy`'s is at once).
        private var waiting: [(item: Item, from: Item?)] = []
        /// How each item asked for is presented: whether it is a child's root, from the topmost view controller,
        /// animated, in which style.
        private var asked: [Item: (isChild: Bool, fromTopmost: Bool, animated: Bool, style: PresentationStyle)] = [:]
        private var dismissAnimated: [Item: Bool] = [:]
        /// Presentation requests whose presentation has not started.
        private var pendingPresents: [Item: Int] = [:]
        /// Dismissal requests whose item is still on screen.
        private var pendingDismissals: [Item: [Int]] = [:]
        /// Requests that complete when the running transition ends, with the item a presentation was for.
        private var running: [(presented: Item?, request: Int)] = []
        /// The items the running dismissal closes.
        private var closing: Set<Item> = []
        /// The items the planner's dismissals took off the screen during the event handled (not those UIKit reported
        /// gone meanwhile).
        private var closedThisEvent: [Item] = []

        /// A planner for a chain whose bottom root presents nothing yet.
        package init() {}

        /// What a presented child covers, as CoordinatorKit presents it: the full screen, so that a mandatory step
        /// (a login, a paywall) cannot be swiped away, unless the app asked its root for another style (`requested`,
        /// `nil` when it left UIKit's default). A transition that needs the full screen wins: UIKit supports
        /// `UIModalTransitionStyle.partialCurl` only with `UIModalPresentationStyle.fullScreen`.
        package static func presentationStyle(
            requested: PresentationStyle?, transitionNeedsFullScreen: Bool
        ) -> PresentationStyle {
            transitionNeedsFullScreen ? .fullScreen : requested ?? .fullScreen
        }

        /// The items on screen above layer 0, bottom first, as far as the planner knows.
        package var shownItems: [Item] { rendering.shown.dropFirst().compactMap(\.routes.first) }

        /// The items asked for: on screen or about to be, bottom first, then those waiting for their presenter.
        package var wantedItems: [Item] { wanted.presentedLayers.compactMap(\.routes.first) + waiting.map(\.item) }

        /// The layer `item` is asked for on (1 and up), or `nil`.
        package func layer(of item: Item) -> Int? {
            wanted.presentedLayers.firstIndex { $0.routes.first == item }
        }

        /// All roads lead here: takes in `event` and returns what to do about it.
        package mutating func handle(_ event: Event) -> [Operation] {
            var itemsAsked = wantedItems
            var operations: [Operation] = []
            switch event {
            case .present(let item, let isChild, let from, let inHierarchy, let animated, let request, let style):
                guard !itemsAsked.contains(item) else { return [.complete(request: request)] }
                itemsAsked.append(item)  // so that, dropped at once (its presenter gone), it is settled as leaving
                // Asked back before its dismissal started: it stays, and that dismissal is over.
                operations += (pendingDismissals.removeValue(forKey: item) ?? []).map { .complete(request: $0) }
                if isChild { operations.append(.addChild(item)) }
                asked[item] = (isChild, inHierarchy, animated, style)
                pendingPresents[item] = request
                // In the hierarchy: from the top layer, at once.
                waiting.append((item, inHierarchy ? wanted.presentedLayers.last?.routes.first : from))
            case .dismiss(let item, let animated, let request):
                if let index = waiting.firstIndex(where: { $0.item == item }) {
                    waiting.remove(at: index)
                    operations.append(.complete(request: request))
                } else if let layer = layer(of: item) {
                    dismissAnimated[item] = animated
                    pendingDismissals[item, default: []].append(request)
                    wanted.layers.removeLast(wanted.layers.count - layer)
                } else if shownItems.contains(item) {
                    // Leaving already: its dismissal has not started yet.
                    pendingDismissals[item, default: []].append(request)
                } else if closing.contains(item) {
                    running.append((nil, request))  // its dismissal runs: done when it ends
                } else {
                    operations.append(.complete(request: request))
                }
            case .uikit(let uikitEvent):
                if case .transitionEnded = uikitEvent {
                    operations += running.map { .complete(request: $0.request) }
                    running.removeAll()
                    closing.removeAll()
                }
                operations += render(uikitEvent)
            }
            while admitWaiting() || given != wanted {
                operations += render(.stateChanged(wanted))
            }
            return operations + settle(itemsAsked: itemsAsked)
        }

        /// Settles the first `present(child:)` request that waits no longer: into the chain if its presenter is now
        /// the top layer, dropped if its presenter left. Returns whether there was one.
        private mutating func admitWaiting() -> Bool {
            let top = wanted.presentedLayers.last?.routes.first
            let index = waiting.firstIndex { request in
                if request.from == top { return true }
                guard let from = request.from else { return false }
                return layer(of: from) == nil && !waiting.contains { $0.item == from }
            }
            guard let index else { return false }
            let (item, from) = waiting.remove(at: index)
            // A request whose presenter is gone leaves the chain, and `settle` removes it.
            if from == top { wanted.present(item, style: asked[item]?.style ?? .fullScreen) }
            return true
        }

        /// Hands `event` to the rendering planner and translates what it returns.
        private mutating func render(_ event: PresentationPlanner<Item>.Event) -> [Operation] {
            if case .stateChanged(let state, _) = event { given = state }
            let shownBefore = shownItems
            // What leaves the screen without a dismissal of the planner's: the layers UIKit reported gone, or the one
            // whose presentation UIKit refused.
            var goneNow: [Item] = []
            switch event {
            case .userDismissed(let layer) where layer > 0 && layer <= shownBefore.count:
                goneNow = Array(shownBefore[(layer - 1)...])
            case .presentationRefused:
                goneNow = Array(shownBefore.suffix(1))
                if let item = goneNow.first, let index = running.firstIndex(where: { $0.presented == item }) {
                    // Not presented after all: it waits for the next attempt.
                    pendingPresents[item] = running.remove(at: index).request
                }
            default:
                break
            }
            for item in goneNow { dismissAnimated[item] = nil }
            var operations: [Operation] = []
            for operation in rendering.handle(event) {
                switch operation {
                case .present(let routes, _, let layer, _):
                    guard let item = routes.first else { continue }
                    if let request = pendingPresents.removeValue(forKey: item) { running.append((item, request)) }
                    let how = asked[item] ?? (isChild: false, fromTopmost: false, animated: true, style: .fullScreen)
                    operations.append(
                        .present(item, layer: layer, fromTopmost: how.fromTopmost, animated: how.animated))
                case .dismissAbove(let layer, _):
                    let closed = Array(shownBefore.dropFirst(layer))
                    closedThisEvent += closed.filter { !goneNow.contains($0) }
                    closing.formUnion(closed)
                    // Animated unless every dismissal asked for behind it asked for none.
                    let asked = closed.compactMap { dismissAnimated.removeValue(forKey: $0) }
                    operations.append(.dismissAbove(layer: layer, animated: asked.isEmpty || asked.contains(true)))
                case .updateCoordinator(let state):
                    wanted = state
                    given = state
                case .setRoutes, .waitForTransition, .finishFlow:
                    // Never given: every layer has one route, and a layer whose route changes is presented anew; the
                    // chain reports no transition it did not start, and triggers no flow.
                    break
                }
            }
            return operations
        }

        /// Settles the requests the event handled changed, given the items asked for before it or by it: the items no
        /// longer asked for, the dismissals whose item left the screen, the presentations asked for again.
        private mutating func settle(itemsAsked: [Item]) -> [Operation] {
            var operations: [Operation] = []
            let now = Set(wantedItems)
            let left = itemsAsked.filter { !now.contains($0) }
            // In chain order, a child before the grandchildren it presented: its child goes, and its presentation
            // that never started is done.
            for item in left {
                if asked.removeValue(forKey: item)?.isChild == true { operations.append(.removeChild(item)) }
                if let request = pendingPresents.removeValue(forKey: item) {
                    operations.append(.complete(request: request))
                }
                if !shownItems.contains(item) { dismissAnimated[item] = nil }
            }
            // In the order they were asked for: done when the dismissal the planner started ends, or at once if the
            // item was not on screen or went without it.
            let settled = pendingDismissals.filter { !shownItems.contains($0.key) }
            for (item, requests) in settled.sorted(by: { $0.value[0] < $1.value[0] }) {
                pendingDismissals[item] = nil
                if closedThisEvent.contains(item) {
                    running += requests.map { (nil, $0) }
                } else {
                    operations += requests.map { .complete(request: $0) }
                }
            }
            closedThisEvent = []
            // Asked for again while still on screen: no new presentation; done when the one running ends, or now.
            let kept = pendingPresents.filter { shownItems.contains($0.key) && layer(of: $0.key) != nil }
            for (item, request) in kept.sorted(by: { $0.value < $1.value }) {
                pendingPresents[item] = nil
                if running.contains(where: { $0.presented == item }) {
                    running.append((item, request))
                } else {
                    operations.append(.complete(request: request))
                }
            }
            return operations
        }
    }
}
