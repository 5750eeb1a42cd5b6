// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The view controllers presented above one coordinator's root through `ViewControllerCoordinator`'s functions,
/// by that coordinator and by the children it presented: UIKit's presentations above a view controller form one
/// chain, and a transition anywhere on it blocks every other, so one planner keeps the whole chain.
///
/// A thin shell: it feeds a ``PresentationPlanner/ChildChain`` what the app asks and what UIKit reports, and performs
/// what the planner returns.
@MainActor
final class ChildPresentationChain: NSObject, UIAdaptivePresentationControllerDelegate {
    typealias Item = ObjectIdentifier

    /// What the chain knows about one presented view controller.
    private struct Entry {
        /// Held until presented (then UIKit holds it), so that a plain view controller waiting its turn stays.
        var retained: UIViewController?
        weak var viewController: UIViewController?
        weak var owner: BaseCoordinator?
        weak var child: BaseCoordinator?
        let isChild: Bool
        let transition: UIModalTransitionStyle
    }

    /// Layer 0's view controller: the root of the coordinator at the bottom.
    private weak var base: UIViewController?
    private var planner = PresentationPlanner<Item>.ChildChain()
    private var entries: [Item: Entry] = [:]
    private var completions: [Int: () -> Void] = [:]
    private var nextRequest = 0
    private let events = EventLoop<PresentationPlanner<Item>.ChildChain.Event>()

    private init(base: UIViewController) {
        self.base = base
        super.init()
        // Whether a presenter is in a window is checked before each presentation (see `perform`).
        send(.uikit(.baseEnteredWindow))
    }

    /// The chain `coordinator` presents on, and the item of its root there (`nil` at the bottom): the chain of the
    /// nearest ancestor that presented it, or its own.
    static func chain(for coordinator: BaseCoordinator, root: UIViewController) -> (ChildPresentationChain, Item?) {
        let item = Item(root)
        if let chain = chain(holding: item, from: coordinator.parentCoordinator) { return (chain, item) }
        if let own = coordinator.presentationChain as? ChildPresentationChain, own.base === root { return (own, nil) }
        let own = ChildPresentationChain(base: root)
        coordinator.presentationChain = own
        return (own, nil)
    }

    /// The chain, among those of `coordinator` and its ancestors, on which `item` is asked for or shown.
    static func chain(holding item: Item, from coordinator: BaseCoordinator?) -> ChildPresentationChain? {
        guard let coordinator else { return nil }
        let chains = ([coordinator] + coordinator.ancestors).lazy.compactMap {
            $0.presentationChain as? ChildPresentationChain
        }
        return chains.first { $0.entries[item] != nil }
    }

    /// Presents `viewController` (the root of `child`, if given) for `owner`; see ``PresentationPlanner/ChildChain``.
    func present(
        _ viewController: UIViewController,
        child: BaseCoordinator?,
        owner: BaseCoordinator,
        from: Item?,
        inHierarchy: Bool,
        animated: Bool,
        transition: UIModalTransitionStyle,
        completion: (() -> Void)?
    ) {
        reconcile()
        let item = Item(viewController)
        // The style is set before UIKit makes the presentation controller, which reads it once.
        let requested: PresentationStyle? =
            switch viewController.modalPresentationStyle {
            case .automatic: nil
            case .fullScreen, .overFullScreen: .fullScreen
            default: .sheet
            }
        #if os(tvOS)
        let needsFullScreen = false
        #else
        let needsFullScreen = transition == .partialCurl
        #endif
        let style = PresentationPlanner<Item>.ChildChain.presentationStyle(
            requested: requested, transitionNeedsFullScreen: needsFullScreen)
        if requested == nil || needsFullScreen { viewController.modalPresentationStyle = .fullScreen }
        // A view controller asked for again while it leaves gets its new owner.
        if !planner.wantedItems.contains(item) {
            entries[item] = Entry(
                retained: viewController, viewController: viewController, owner: owner, child: child,
                isChild: child != nil, transition: transition)
        }
        send(
            .present(
                item, isChild: child != nil, from: from, inHierarchy: inHierarchy, animated: animated,
                request: register(completion), style: style))
    }

    /// Dismisses `viewController` and everything presented above it.
    func dismiss(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?) {
        reconcile()
        send(.dismiss(Item(viewController), animated: animated, request: register(completion)))
    }

    private func register(_ completion: (() -> Void)?) -> Int {
        nextRequest += 1
        completions[nextRequest] = completion
        return nextRequest
    }

    /// Catches up with what the app did without these functions, before each request: reports the lowest layer
    /// something else dismissed (`dismiss(animated:)` sent to a view controller below it, say), which UIKit tells no
    /// delegate about; then dismisses the children the app removed itself (`removeAllChildren()`), so that a
    /// coordinator's children stay those it shows.
    private func reconcile() {
        // Only what was handed to UIKit (`retained` is cleared then): a presentation planned in the same step as a
        // completion handler that calls in again is not on screen yet, and is not gone.
        for (index, item) in planner.shownItems.enumerated() where entries[item]?.retained == nil {
            // UIViewController.presentingViewController is set while a view controller is presented, from the
            // moment it is asked for; isBeingDismissed during its dismissal.
            guard let viewController = entries[item]?.viewController,
                viewController.presentingViewController != nil || viewController.isBeingPresented,
                !viewController.isBeingDismissed
            else {
                send(.uikit(.userDismissed(layer: index + 1)))
                break
            }
        }
        for item in planner.wantedItems {
            guard let entry = entries[item], entry.isChild,
                entry.owner == nil || entry.child?.parentCoordinator !== entry.owner
            else { continue }
            send(.dismiss(item, animated: true, request: register(nil)))
        }
    }

    private func send(_ event: PresentationPlanner<Item>.ChildChain.Event) {
        events.send(event) { event in
            for operation in planner.handle(event) { perform(operation) }
        } finished: {
            // Forget what is neither asked for nor on screen; what is on screen UIKit holds. Only now: a request a
            // completion handler made is among the events, not yet asked for.
            let known = Set(planner.wantedItems + planner.shownItems)
            entries = entries.filter { known.contains($0.key) }
        }
    }

    private func perform(_ operation: PresentationPlanner<Item>.ChildChain.Operation) {
        switch operation {
        case .addChild(let item):
            if let entry = entries[item], let child = entry.child { entry.owner?.addIfNotChild(child) }
        case .removeChild(let item):
            // `remove(child:)` leaves a child the app removed already (`removeAllChildren()`) alone.
            if let entry = entries[item], let child = entry.child { entry.owner?.remove(child: child) }
        case .present(let item, let layer, let fromTopmost, let animated):
            present(item, layer: layer, fromTopmost: fromTopmost, animated: animated)
        case .dismissAbove(let layer, let animated):
            let dismissed = entries[planner.shownItems[layer]]?.viewController
            PresentationContext.dismiss(dismissed, animated: animated) { [weak self] in
                self?.send(.uikit(.transitionEnded))
            }
        case .complete(let request):
            completions.removeValue(forKey: request)?()
        }
    }

    private func present(_ item: Item, layer: Int, fromTopmost: Bool, animated: Bool) {
        guard var presenter = layer == 1 ? base : entries[planner.shownItems[layer - 2]]?.viewController,
            let viewController = entries[item]?.viewController
        else { return send(.uikit(.presentationRefused)) }
        if fromTopmost {
            while let next = presenter.presentedViewController, !next.isBeingDismissed { presenter = next }
        }
        PresentationContext.present(viewController, from: presenter, animated: animated) { [weak self] _ in
            guard let self else { return false }
            if let transition = entries[item]?.transition { viewController.modalTransitionStyle = transition }
            // A delegate the app set stays: it gets its calls, and a swipe it is told about is noticed at the next
            // request (see `reconcile`).
            if let controller = viewController.presentationController, controller.delegate == nil {
                controller.delegate = self
            }
            entries[item]?.retained = nil
            return true
        } ended: { [weak self] isPresented in
            // Refused: something else is presented there (an alert), or the presenter is not in a window.
            self?.send(.uikit(isPresented ? .transitionEnded : .presentationRefused))
        }
    }

    /// The user closed a presented view controller (a sheet swiped down). UIKit calls this only for the user's own
    /// dismissals, never for the chain's.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        let item = Item(presentationController.presentedViewController)
        guard let index = planner.shownItems.firstIndex(of: item) else { return }
        send(.uikit(.userDismissed(layer: index + 1)))
    }
}
#endif
