// SPDX-License-Identifier: MPL-2.0

/// Every decision of `ViewControllerCoordinator`'s `present(child:…)`, `presentInHierarchy(…)` and
/// `dismiss(child:…)`: what to present from where, what to dismiss, which children to add and remove, and when to
/// call each completion handler. Pure logic: it calls nobody. The UIKit shell feeds it what the app asked and what
/// UIKit reported (``Event``) and performs the operations it returns (``Operation``), in order; Linux tests feed it
/// the same events from a model that enforces UIKit's rules.
///
/// The screen is a chain of view controllers: layer 0 is the root view controller of the coordinator at the bottom,
/// layer `k` the `k`-th view controller presented above it, one ``Item`` each (a child coordinator's root view
/// controller, or a plain view controller). The chain is rendered by a ``PresentationPlanner`` with one route per
/// layer, so UIKit's rules are kept by the same engine as the navigation driver's: one presentation or dismissal at
/// a time, and a request that arrives meanwhile waits for it to end; several layers closed with one dismissal; a
/// view controller the user swiped down taken out of the state, with every layer above it.
///
/// On top of that it decides:
///
/// - `present(child:)` presents from the presenting coordinator's own root (`from`): UIKit presents only from a
///   view controller that presents nothing yet, so while that root presents another layer, the child waits until
///   that layer is dismissed; if the root itself is dismissed first, the child is dropped (removed again).
/// - `presentInHierarchy` presents at once from the topmost layer (the shell presents from the topmost view
///   controller above it).
/// - A child is added when it is asked for, and removed as soon as it leaves the wanted chain: dismissed, swiped
///   away with a layer below it, or dismissed by something else (reported as ``PresentationPlanner/Event/userDismissed(layer:)``).
/// - A completion handler runs once its request is settled: a presentation when it ends (or when the item left
///   before it was presented), a dismissal when the transition that closed the item ends (at once if the item was
///   not on screen).
package struct ChildPresentationPlanner<Item: Hashable> {
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
        /// A transition the planner did not start ended (one that made UIKit refuse a presentation): what waits
        /// is tried again.
        case retry
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
    /// `present(child:)` requests whose presenter presents another layer still.
    private var waiting: [(item: Item, from: Item?)] = []
    private var children: Set<Item> = []
    private var fromTopmost: Set<Item> = []
    private var presentAnimated: [Item: Bool] = [:]
    private var presentStyle: [Item: PresentationStyle] = [:]
    private var dismissAnimated: [Item: Bool] = [:]
    /// Presentation requests whose presentation has not started.
    private var pendingPresents: [Item: Int] = [:]
    /// Dismissal requests whose item is still on screen.
    private var pendingDismissals: [Item: [Int]] = [:]
    /// Requests that complete when the running transition ends, with the item a presentation was for.
    private var running: [(presented: Item?, request: Int)] = []
    /// The items the running dismissal closes.
    private var closing: Set<Item> = []
    /// The items the planner's dismissals, and UIKit's reports, took off the screen during the event handled.
    private var closedThisEvent: [Item] = []
    private var goneThisEvent: [Item] = []
    /// The `present(child:)` requests dropped during the event handled, their presenter gone.
    private var droppedThisEvent: [Item] = []

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
        let before = wantedItems
        var operations: [Operation] = []
        switch event {
        case .present(let item, let isChild, let from, let inHierarchy, let animated, let request, let style):
            guard !before.contains(item) else { return [.complete(request: request)] }
            // Asked back before its dismissal started: it stays, and that dismissal is over.
            operations += (pendingDismissals.removeValue(forKey: item) ?? []).map { .complete(request: $0) }
            if isChild {
                children.insert(item)
                operations.append(.addChild(item))
            }
            presentAnimated[item] = animated
            presentStyle[item] = style
            pendingPresents[item] = request
            if inHierarchy {
                fromTopmost.insert(item)
                wanted.present(item, style: presentStyle[item] ?? .fullScreen)
            } else {
                waiting.append((item, from))
            }
        case .dismiss(let item, let animated, let request):
            if let index = waiting.firstIndex(where: { $0.item == item }) {
                waiting.remove(at: index)
                operations.append(.complete(request: request))
            } else if let layer = layer(of: item) {
                dismissAnimated[item] = animated
                pendingDismissals[item, default: []].append(request)
                wanted.keepLayers(below: layer)
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
        case .retry:
            operations += render(.stateChanged(wanted))
        }
        while admitWaiting() || given != wanted {
            operations += render(.stateChanged(wanted))
        }
        let now = Set(wantedItems)
        // Those asked for during this event and dropped at once leave too.
        let left = before.filter { !now.contains($0) } + droppedThisEvent.filter { !before.contains($0) }
        droppedThisEvent = []
        operations += settle(leaving: left)
        operations += settleDismissals()
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

    /// Moves `present(child:)` requests whose presenter is now the top layer into the chain, and drops those whose
    /// presenter left; returns whether any moved or went.
    private mutating func admitWaiting() -> Bool {
        var changed = false
        var index = 0
        while index < waiting.count {
            let (item, from) = waiting[index]
            let top = wanted.presentedLayers.last?.routes.first
            if from == top {
                wanted.present(item, style: presentStyle[item] ?? .fullScreen)
                waiting.remove(at: index)
                changed = true
                index = 0
            } else if let from, layer(of: from) == nil, !waiting.contains(where: { $0.item == from }) {
                waiting.remove(at: index)  // its presenter is gone; `settle` removes it
                droppedThisEvent.append(item)
                changed = true
            } else {
                index += 1
            }
        }
        return changed
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
        goneThisEvent += goneNow
        for item in goneNow { dismissAnimated[item] = nil }
        var operations: [Operation] = []
        for operation in rendering.handle(event) {
            switch operation {
            case .present(let routes, _, let layer, _):
                guard let item = routes.first else { continue }
                if let request = pendingPresents.removeValue(forKey: item) { running.append((item, request)) }
                operations.append(
                    .present(
                        item, layer: layer, fromTopmost: fromTopmost.contains(item),
                        animated: presentAnimated[item] ?? true))
            case .dismissAbove(let layer, _):
                let closed = Array(shownBefore.dropFirst(layer))
                closedThisEvent += closed
                closing.formUnion(closed)
                // Animated unless every dismissal asked for behind it asked for none.
                let asked = closed.compactMap { dismissAnimated.removeValue(forKey: $0) }
                operations.append(.dismissAbove(layer: layer, animated: asked.isEmpty || asked.contains(true)))
            case .updateCoordinator(let state):
                wanted = state
                given = state
            case .setRoutes, .waitForTransition:
                // Never given: every layer has one route, and a layer whose route changes is presented anew; the
                // chain reports no transition it did not start.
                break
            }
        }
        return operations
    }

    /// Settles the dismissal requests whose item left the screen during this event: done when the dismissal the
    /// planner started ends, or at once if the item was not on screen or went without it.
    private mutating func settleDismissals() -> [Operation] {
        var operations: [Operation] = []
        // In the order they were asked for.
        let settled = pendingDismissals.filter { !shownItems.contains($0.key) }
        for (item, requests) in settled.sorted(by: { $0.value[0] < $1.value[0] }) {
            pendingDismissals[item] = nil
            if closedThisEvent.contains(item) && !goneThisEvent.contains(item) {
                running += requests.map { (nil, $0) }
            } else {
                operations += requests.map { .complete(request: $0) }
            }
        }
        closedThisEvent = []
        goneThisEvent = []
        return operations
    }

    /// Removes the children among `left` (items no longer asked for, in chain order: a child before the
    /// grandchildren it presented) and completes their presentations that never started.
    private mutating func settle(leaving left: [Item]) -> [Operation] {
        var operations: [Operation] = []
        for item in left {
            if children.remove(item) != nil { operations.append(.removeChild(item)) }
            if let request = pendingPresents.removeValue(forKey: item) {
                operations.append(.complete(request: request))
            }
            fromTopmost.remove(item)
            presentAnimated[item] = nil
            presentStyle[item] = nil
            if !shownItems.contains(item) { dismissAnimated[item] = nil }
        }
        return operations
    }
}
