// SPDX-License-Identifier: MPL-2.0

/// The SwiftUI adapters' client of the window's ``PresentationPlanner``: what their `sheet(item:)` and
/// `fullScreenCover(item:)` present, one presentation or dismissal at a time (on iOS SwiftUI presents with UIKit,
/// whose rules the planner encodes). SwiftUI's signals stand for UIKit's events:
///
/// - `viewDidAppear(_:)` and `viewDidDisappear(_:)` of a view controller in the base, or on macOS its `onAppear`:
///   the base entered or left a window, which UIKit presents only from.
/// - `viewDidAppear(_:)` of a view controller in a presented view (UIKit calls it once the presentation's
///   transition ended; SwiftUI's `onAppear` runs before the first frame, while it still runs), or on macOS the view's
///   `onAppear`: the presentation ended, and the next layer can be presented from it.
/// - A presented view's `onDisappear`, whose action does not run "until the view disappears from the interface":
///   its dismissal ended.
/// - An item binding set to `nil` by SwiftUI: the user dismissed that presentation. A late one, for a presentation
///   already replaced or dismissed, is ignored.
///
/// "If `item` changes, the system dismisses the sheet and replaces it with a new one" (`sheet(item:)`): a new first
/// route or style is a new ``Presentation/id`` — fresh `@State` — and is given only after the old one disappeared.
///
/// Each presentation and dismissal takes its turn in the window's ``PresentationContext``, after those the UIKit
/// clients and other adapters in the window started, as UIKit runs one at a time per window. What the coordinator
/// shows when the base first appears (a restored state) is presented without animation, as is a change made with the
/// hint not to animate it.
@MainActor
package final class SwiftUIPresentations<State: LayeredNavigation & Equatable> where State.Route: Hashable {
    package typealias Route = State.Route

    /// One presentation of a layer; `id` is its identity for SwiftUI.
    package struct Presentation: Identifiable, Equatable {
        package let id: Int
        /// The style and routes it shows: its last while it is being dismissed.
        package var layer: NavigationState<Route>.Layer
        /// `false` once it is dismissed: SwiftUI animates it away, and it keeps its content until it disappeared.
        package var isPresented = true
    }

    private let coordinator: LayeredNavigationCoordinator<State>
    /// Makes a change to the presentations with or without animation (SwiftUI: in a transaction that disables it).
    private let animating: @MainActor (_ animated: Bool, _ change: () -> Void) -> Void
    /// The window's context (the base's own until it appears in a window); the turn the running transition holds.
    private var context = PresentationContext()
    private var turnEnded: (@MainActor () -> Void)?
    /// For each layer shown (0: the base), whether UIKit would present from it now: it is in a window and its view
    /// controller presents nothing the adapters did not present (an alert, say). Set by the views; asked as a
    /// presentation starts, since UIKit refuses one it cannot make and never tells.
    package var canPresentFrom: [Int: @MainActor () -> Bool] = [:]
    /// The presentations shown or being dismissed, layer 1 first; observed, so that SwiftUI renders each step.
    private let store = NavigationStore<[Presentation]>([])
    private var planner = PresentationPlanner<Route>(replacesLayersWithANewFirstRoute: true)
    private let events = EventLoop<PresentationPlanner<Route>.Event>()
    /// The presentation whose appearance or disappearance ends the running transition.
    private var awaited: Int?
    private var presentationsMade = 0
    private var isObserving = false

    /// Presents nothing until the base appears (SwiftUI may make this object and drop it); `animating` makes each
    /// change to the presentations, animated or not.
    package init(
        coordinator: LayeredNavigationCoordinator<State>,
        animating: @escaping @MainActor (_ animated: Bool, _ change: () -> Void) -> Void = { $1() }
    ) {
        self.coordinator = coordinator
        self.animating = animating
    }

    /// The presentations shown or being dismissed, layer 1 first.
    package var presentations: [Presentation] { store.state }

    /// The base view appeared, in a window whose presentations run in `context` (`nil`: in the base's own): the
    /// coordinator's state is presented from now on, what it shows now without animation.
    package func baseAppeared(in context: PresentationContext?) {
        if let context { self.context = context }
        if !isObserving {
            isObserving = true
            coordinator.addAnimationObserver { [weak self] in
                self?.send(.stateChanged($0.visibleNavigation, animated: $1))
            }
            send(.stateChanged(coordinator.navigation.visibleNavigation, animated: false))
        }
        send(.baseEnteredWindow)
    }

    /// The base view left the window (another tab shows, say): with nothing presented from it, nothing is until it
    /// appears again. (A full-screen presentation takes it out of the window too, and presents from where it is.)
    package func baseDisappeared() {
        if presentations.isEmpty { send(.baseLeftWindow) }
    }

    /// Presentation `id`'s presentation ended.
    package func presentationEnded(_ id: Int) {
        guard awaited == id else { return }
        awaited = nil
        turnEnded?()
        turnEnded = nil
        send(.transitionEnded)
    }

    /// Presentation `id`'s view disappeared: it and what it presented are gone.
    package func disappeared(_ id: Int) {
        guard let index = presentations.firstIndex(where: { $0.id == id }), !presentations[index].isPresented else {
            return
        }
        store.change { $0.removeLast($0.count - index) }
        presentationEnded(id)  // the same end: of the transition awaited
    }

    /// SwiftUI set the binding of presentation `id` to `nil`: the user is dismissing it.
    package func dismissedByUser(_ id: Int) {
        guard let index = presentations.firstIndex(where: { $0.id == id && $0.isPresented }) else { return }
        store.change { for index in index..<$0.count { $0[index].isPresented = false } }
        awaited = id
        send(.transitionObserved)
        send(.userDismissed(layer: index + 1))
    }

    /// SwiftUI set the path of presentation `id`'s navigation stack (the routes above its first): a pop goes through
    /// the planner, any other change to the coordinator while the layer is its top one and still shows that route.
    package func setPath(_ path: [Route], of id: Int) {
        guard let index = presentations.firstIndex(where: { $0.id == id && $0.isPresented }) else { return }
        let routes = presentations[index].layer.routes
        if path.count + 1 < routes.count, routes.dropFirst().starts(with: path) {
            store.change { $0[index].layer.routes.removeLast(routes.count - path.count - 1) }
            send(.userPopped(layer: index + 1, visibleRoutes: path.count + 1))
        } else if case let layers = coordinator.navigation.visibleNavigation.layers, layers.count == index + 2,
            layers[index + 1].routes.first == routes.first
        {
            try? coordinator.replace(with: Array(routes.prefix(1) + path))
        }
    }

    private func send(_ event: PresentationPlanner<Route>.Event) {
        events.send(event) { for operation in planner.handle($0) { perform(operation) } }
    }

    private func perform(_ operation: PresentationPlanner<Route>.Operation) {
        switch operation {
        case .setRoutes(let routes, let layer, let animated):
            // The base's stack is bound to the coordinator. A NavigationStack takes a new path at once.
            if layer > 0 { store.change { $0[layer - 1].layer.routes = routes } }
            if animated { send(.transitionEnded) }
        case .present(let routes, let style, let layer, let animated):
            presentationsMade += 1
            awaited = presentationsMade
            let presentation = Presentation(id: presentationsMade, layer: .init(presentation: style, routes: routes))
            inTurn(animated: animated, presentingFrom: layer - 1) { $0 = $0.prefix(layer - 1) + [presentation] }
        case .dismissAbove(let layer, let animated):
            awaited = presentations[layer].id
            inTurn(animated: animated) { for index in layer..<$0.count { $0[index].isPresented = false } }
        case .updateCoordinator(let state):
            coordinator.store.change { $0.changeVisibleNavigation { $0 = state } }
        case .waitForTransition, .finishFlow:
            break  // the user's dismissal sets what it waits for; no flow is triggered here
        }
    }

    /// Makes `change` to the presentations in the window's turn: once the transitions started before it in the
    /// window ended. The turn ends with the transition the change starts (``presentationEnded(_:)``). A presentation
    /// from a layer UIKit would not present from then is not made: the planner tries again at the next event.
    private func inTurn(
        animated: Bool, presentingFrom presenter: Int? = nil, _ change: @escaping (inout [Presentation]) -> Void
    ) {
        context.run { [weak self] ended in
            guard let self else { return ended() }
            if let presenter, canPresentFrom[presenter]?() == false {
                awaited = nil
                ended()
                return send(.presentationRefused)
            }
            turnEnded = ended
            animating(animated) { store.change(change) }
        }
    }
}
