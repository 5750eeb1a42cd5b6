// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

/// A coordinator that owns a view controller, as a `ViewControllerCoordinator` does on UIKit: its root is a
/// stand-in view controller that it owns and that names it.
@MainActor
final class ScreenOwningCoordinator: BaseCoordinator {
    let name: String
    private(set) var rootViewController: OwnedNode!
    private(set) var handled: [String] = []
    /// What it does with a message; `true` when handled. Handles every message unless told otherwise.
    var onMessage: (any CoordinatorMessage) -> Bool = { _ in true }

    init(_ name: String) {
        self.name = name
        super.init()
        rootViewController = OwnedNode(name, ownedBy: self)
    }

    override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard onMessage(message) else { return false }
        handled.append(describe(message))
        return true
    }
}

/// Decisions of `ViewControllerCoordinator`'s shell: the planner, or another logic to hold against UIKit's rules.
protocol ChildPresentationLogic {
    var shownItems: [String] { get }
    var wantedItems: [String] { get }
    mutating func handle(
        _ event: PresentationPlanner<String>.ChildChain.Event
    ) -> [PresentationPlanner<String>.ChildChain.Operation]
}

extension PresentationPlanner.ChildChain: ChildPresentationLogic where Route == String {}

/// `ViewControllerCoordinator`'s UIKit shell (`ChildPresentationChain`) with UIKit replaced by
/// ``UIKitPresentationModel``: the same planner, fed the same events, its operations performed on the model (and on
/// ``ChainNode`` stand-ins, so that messages can travel the presented chain). A rule the operations break is
/// recorded as an issue of the running test (or, with `recordsIssues` off, only collected in ``violations``).
@MainActor
final class ChildPresentationHarness {
    typealias Planner = PresentationPlanner<String>.ChildChain

    private struct Entry {
        weak var owner: BaseCoordinator?
        weak var child: BaseCoordinator?
        let isChild: Bool
        let node: ChainNode
        var style: PresentationStyle = .fullScreen
        /// Whether the shell presented it already (as the chain's `Entry.retained`, cleared when it does).
        var isHandedToUIKit = false
    }

    /// The coordinator at the bottom: its root is layer 0.
    let base = ScreenOwningCoordinator("base")
    private(set) var screen = UIKitPresentationModel<String>()
    private(set) var operations: [Planner.Operation] = []
    private(set) var violations: [UIKitRuleViolation] = []
    /// The labels of the completion handlers called, in order.
    private(set) var completed: [String] = []
    /// What the completion handler with a label does besides, as app code that calls the functions again.
    var onCompletion: [String: () -> Void] = [:]
    /// Whether the transition running on the screen is one the app started itself.
    private(set) var isAppTransitionRunning = false
    private var planner: any ChildPresentationLogic
    private var entries: [String: Entry] = [:]
    private var completions: [Int: String] = [:]
    private var nextRequest = 0
    /// What starts once the transition the app started ends, in the window's turn.
    private var afterAppTransition: [() -> Void] = []
    private let events = EventLoop<Planner.Event>()
    private let recordsIssues: Bool
    /// The window's presentation context, when the chain shares its window with other clients.
    private let context: PresentationContext?
    /// Called when the transition the context started for this chain ended.
    private var contextTurnEnded: (() -> Void)?

    init(
        logic: any ChildPresentationLogic = Planner(), recordsIssues: Bool = true,
        window: (context: PresentationContext, model: PresentationContextModel)? = nil
    ) {
        planner = logic
        self.recordsIssues = recordsIssues
        context = window?.context
        screen.context = window?.model
        send(.uikit(screen.baseEntersWindow()))
    }

    /// What the screen shows above the base, bottom first.
    var onScreen: [String] { screen.controllers.dropFirst().compactMap(\.routes.first) }

    /// What the planner believes is on screen.
    var shownItems: [String] { planner.shownItems }

    /// What was asked for and not dismissed: on screen, about to be, or waiting for its presenter.
    var wantedItems: [String] { planner.wantedItems }

    /// How many completion handlers have not been called yet.
    var pendingCompletions: Int { completions.count }

    /// The owner of a child on the chain.
    func owner(of item: String) -> BaseCoordinator? { entries[item]?.owner }

    // MARK: The app's calls, as `ViewControllerCoordinator`'s functions make them

    func present(
        _ child: ScreenOwningCoordinator,
        by owner: ScreenOwningCoordinator,
        inHierarchy: Bool = false,
        animated: Bool = true,
        label: String = "",
        style requested: PresentationStyle? = nil
    ) {
        reconcile()
        let item = child.name
        // As the shell: full screen unless the app set the root's style (`requested`).
        let style = Planner.presentationStyle(requested: requested, transitionNeedsFullScreen: false)
        if !planner.wantedItems.contains(item) {
            entries[item] = Entry(
                owner: owner, child: child, isChild: true, node: child.rootViewController, style: style)
        }
        send(
            .present(
                item, isChild: true, from: presenterItem(of: owner), inHierarchy: inHierarchy, animated: animated,
                request: register(label), style: style))
    }

    func presentInHierarchy(
        child: ScreenOwningCoordinator, by owner: ScreenOwningCoordinator, label: String = "",
        style: PresentationStyle? = nil
    ) {
        present(child, by: owner, inHierarchy: true, label: label, style: style)
    }

    func presentInHierarchy(
        viewController node: ChainNode, by owner: ScreenOwningCoordinator, label: String = "",
        style requested: PresentationStyle? = nil
    ) {
        reconcile()
        let style = Planner.presentationStyle(requested: requested, transitionNeedsFullScreen: false)
        if !planner.wantedItems.contains(node.name) {
            entries[node.name] = Entry(owner: owner, child: nil, isChild: false, node: node, style: style)
        }
        send(
            .present(
                node.name, isChild: false, from: presenterItem(of: owner), inHierarchy: true, animated: true,
                request: register(label), style: style))
    }

    func dismiss(
        _ child: ScreenOwningCoordinator, by owner: ScreenOwningCoordinator, animated: Bool = true, label: String = ""
    ) {
        reconcile()
        guard entries[child.name] != nil else {
            owner.remove(child: child)
            completed.append(label)
            return
        }
        send(.dismiss(child.name, animated: animated, request: register(label)))
    }

    /// The item of `owner`'s root on the chain, `nil` for the base (as `ChildPresentationChain.chain(for:root:)`).
    private func presenterItem(of owner: ScreenOwningCoordinator) -> String? {
        owner === base ? nil : owner.name
    }

    private func register(_ label: String) -> Int {
        nextRequest += 1
        completions[nextRequest] = label
        return nextRequest
    }

    /// As `ChildPresentationChain.reconcile()`: reports the lowest layer the app dismissed itself, then dismisses
    /// the children the app removed.
    func reconcile() {
        // Only what the shell handed to UIKit: a presentation planned in the same step as a completion handler that
        // calls in again is not on screen yet.
        for (index, item) in planner.shownItems.enumerated()
        where entries[item]?.isHandedToUIKit == true && (onScreen.count <= index || onScreen[index] != item) {
            send(.uikit(.userDismissed(layer: index + 1)))
            break
        }
        for item in planner.wantedItems {
            guard let entry = entries[item], entry.isChild,
                entry.owner == nil || entry.child?.parentCoordinator !== entry.owner
            else { continue }
            send(.dismiss(item, animated: true, request: register("")))
        }
    }

    private func send(_ event: Planner.Event) {
        events.send(event) { event in
            for operation in planner.handle(event) { perform(operation) }
        } finished: {
            // As the chain: only once the events are handled.
            let known = Set(planner.wantedItems + planner.shownItems)
            entries = entries.filter { known.contains($0.key) }
        }
    }

    private func perform(_ operation: Planner.Operation) {
        operations.append(operation)
        switch operation {
        case .addChild(let item):
            guard let entry = entries[item], let child = entry.child else { return }
            entry.owner?.addIfNotChild(child)
        case .removeChild(let item):
            guard let entry = entries[item], let child = entry.child else { return }
            entry.owner?.remove(child: child)
        case .present(let item, let layer, let fromTopmost, let animated):
            // The shell refuses, as UIKit would, while (without `fromTopmost`) the presenter presents something.
            inTurn { [self] in
                let top = screen.controllers.count - 1
                guard fromTopmost || layer - 1 == top, let node = entries[item] else {
                    send(.uikit(.presentationRefused))
                    return false
                }
                let presenterLayer = fromTopmost ? top : layer - 1
                entries[item]?.isHandedToUIKit = true
                apply(.present([item], style: node.style, layer: presenterLayer + 1, animated: animated))
                let presenter =
                    presenterLayer == 0 ? base.rootViewController : entries[onScreen[presenterLayer - 1]]?.node
                presenter?.present(node.node)
                return true
            }
        case .dismissAbove(let layer, let animated):
            dismiss(above: layer, animated: animated)
        case .complete(let request):
            if let label = completions.removeValue(forKey: request) {
                completed.append(label)
                onCompletion[label]?()
            }
        }
    }

    private func dismiss(above layer: Int, animated: Bool) {
        inTurn { [self] in
            guard screen.controllers.count > layer + 1 else {
                send(.uikit(.transitionEnded))  // presents nothing: the shell sends no dismiss
                return false
            }
            apply(.dismissAbove(layer: layer, animated: animated))
            return true
        }
    }

    /// As the shell's `PresentationContext.present` and `.dismiss`: `start` runs in the window's turn, once a
    /// transition the app started ended, and returns whether it started a transition, whose end ends the turn.
    private func inTurn(_ start: @escaping () -> Bool) {
        func begin(_ ended: @escaping () -> Void) {
            if isAppTransitionRunning { return afterAppTransition.append { begin(ended) } }
            if start() { contextTurnEnded = ended } else { ended() }
        }
        guard let context else { return begin {} }
        context.run { ended in begin(ended) }
    }

    private func apply(_ operation: PresentationPlanner<String>.Operation) {
        do {
            try screen.present(operation, in: context)
        } catch {
            violations.append(error)
            if recordsIssues { Issue.record("UIKit would refuse this: \(error)") }
        }
    }

    // MARK: UIKit, the user and the app's own UIKit calls

    /// The running presentation or dismissal ends: UIKit calls its completion handler (or, for one the app started,
    /// the transition coordinator's completion, on which the window's turn waits).
    func finishTransition() throws {
        let event = try screen.finishTransition()
        if isAppTransitionRunning {
            isAppTransitionRunning = false
            let waiting = afterAppTransition
            afterAppTransition = []
            for start in waiting { start() }
        } else {
            let turnEnded = contextTurnEnded
            contextTurnEnded = nil
            turnEnded?()
            send(.uikit(event))
        }
    }

    /// Ends transitions until none runs.
    func settle() throws {
        while screen.isTransitionRunning { try finishTransition() }
    }

    /// The user swipes down the top page sheet; UIKit tells the presentation controller's delegate, which names the
    /// presented view controller.
    func userSwipesDown() throws {
        let item = onScreen.last
        _ = try screen.userSwipesDown()
        guard let item, let index = planner.shownItems.firstIndex(of: item) else { return }
        send(.uikit(.userDismissed(layer: index + 1)))
    }

    /// The user swipes down the top page sheet, and the chain is not told: the app set its own delegate on that
    /// presentation controller, which the shell leaves in place.
    func userSwipesDownUnreported() throws {
        _ = try screen.userSwipesDown()
    }

    /// The app sends `dismiss(animated:completion:)` itself to the view controller on `layer` (the parent's root,
    /// say), which dismisses everything above it; UIKit tells no delegate.
    func appDismissesAbove(layer: Int) throws {
        guard !screen.isTransitionRunning, layer + 1 < screen.controllers.count else {
            throw ImpossibleUserAction(description: "nothing above layer \(layer) to dismiss now")
        }
        apply(.dismissAbove(layer: layer, animated: true))
        isAppTransitionRunning = true
    }
}
