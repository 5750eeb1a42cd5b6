// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

typealias PlannerEvent = PresentationPlanner<MailRoute>.Event
typealias PlannerOperation = PresentationPlanner<MailRoute>.Operation

/// Decisions of a UIKit driver: the planner, or another logic to hold against UIKit's rules.
protocol DriverLogic {
    mutating func handle(_ event: PlannerEvent) -> [PlannerOperation]
    /// Whether it waits for a transition to end (then the driver reports no other).
    var isTransitionRunning: Bool { get }
}

extension PresentationPlanner<MailRoute>: DriverLogic {}

/// `NavigationControllerDriver` with UIKit replaced by ``UIKitPresentationModel``: a coordinator, the driver's logic,
/// and the screen. Events are handled as the driver handles them, one at a time, and the operations of each in
/// order; a rule the operations break is recorded as an issue of the running test (or, with `recordsIssues` off,
/// only collected in ``violations``).
@MainActor
final class DriverHarness {
    let coordinator: NavigationCoordinator<MailRoute>
    private(set) var screen = UIKitPresentationModel<MailRoute>()
    /// Every operation performed, in order.
    private(set) var operations: [PlannerOperation] = []
    private(set) var violations: [UIKitRuleViolation] = []
    private var logic: any DriverLogic
    private let recordsIssues: Bool
    private let events = EventLoop<PlannerEvent>()
    /// The routes the driver gave each layer's navigation controller (as the driver's `shown`).
    private var given: [[MailRoute]] = [[]]
    /// Whether the driver reports the end of the running transition (a completion handler, or the transition
    /// coordinator's completion it asked for).
    private var reportsTransitionEnd = false
    /// The window's presentation context, which the driver's presentations and dismissals take turns in.
    private let context: PresentationContext
    /// Called when the transition the context started for this driver ended.
    private var contextTurnEnded: (() -> Void)?

    init(
        _ navigation: NavigationState<MailRoute> = NavigationState(),
        coordinator: NavigationCoordinator<MailRoute>? = nil,
        logic: any DriverLogic = PresentationPlanner<MailRoute>(),
        recordsIssues: Bool = true,
        context: PresentationContext = PresentationContext(),
        contextModel: PresentationContextModel? = nil
    ) {
        self.context = context
        screen.context = contextModel
        // A coordinator given (a tab's, say) is driven as it is; `navigation` is then not used.
        self.coordinator = coordinator ?? NavigationCoordinator(navigation: navigation)
        self.logic = logic
        self.recordsIssues = recordsIssues
        send(.stateChanged(self.coordinator.navigation))
        self.coordinator.addAnimationObserver { [weak self] state, animated in
            self?.send(.stateChanged(state, animated: animated))
        }
    }

    /// As `NavigationControllerDriver.send(_:)`: an event that arrives while another is handled waits for it; before
    /// the first, what the screen shows is observed.
    private func send(_ event: PlannerEvent?) {
        events.send(event, observe: observedEvents) { event in
            for operation in logic.handle(event) { perform(operation) }
        }
    }

    /// As `NavigationControllerDriver.observedEvents()`: what changed on screen that no delegate reported.
    private func observedEvents() -> [PlannerEvent] {
        if screen.isTransitionRunning { return logic.isTransitionRunning ? [] : [.transitionObserved] }
        var events: [PlannerEvent] = []
        if screen.controllers.count < given.count {
            given.removeLast(given.count - screen.controllers.count)
            events.append(.userDismissed(layer: screen.controllers.count))
        }
        for layer in given.indices where screen.controllers[layer].routes.count < given[layer].count {
            given[layer] = screen.controllers[layer].routes
            events.append(.userPopped(layer: layer, visibleRoutes: given[layer].count))
        }
        return events
    }

    private func perform(_ operation: PlannerOperation) {
        operations.append(operation)
        switch operation {
        case .updateCoordinator(let state):
            coordinator.show(state)
            return
        case .waitForTransition:
            reportTransitionEnd()
            return
        case .finishFlow:
            return
        case .present(let routes, _, _, _):
            context.run { [weak self] ended in
                guard let self else { return ended() }
                // As the driver: it presents nothing from a controller that presents something already.
                if screen.isSomethingElsePresented {
                    ended()
                    send(.presentationRefused)
                    return
                }
                given.append(routes)
                reportsTransitionEnd = true
                contextTurnEnded = ended
                apply(operation)
            }
            return
        case .dismissAbove(let layer, _):
            given.removeLast(max(0, given.count - layer - 1))
            context.run { [weak self] ended in
                guard let self else { return ended() }
                // As the driver: nothing presented there (a screen dismissed it), no dismiss is sent.
                guard layer + 1 < screen.controllers.count || screen.isSomethingElsePresented else {
                    ended()
                    send(.transitionEnded)
                    return
                }
                reportsTransitionEnd = true
                contextTurnEnded = ended
                apply(operation)
            }
            return
        case .setRoutes(let routes, let layer, _):
            if layer < given.count { given[layer] = routes }
        }
        apply(operation)
        if case .setRoutes(_, _, true) = operation { reportTransitionEnd() }
    }

    private func apply(_ operation: PlannerOperation) {
        do {
            // As the driver's `PresentationContext.present`: above what other clients presented over its top layer.
            try screen.present(operation, in: context)
        } catch {
            violations.append(error)
            if recordsIssues { Issue.record("UIKit would refuse this: \(error)") }
        }
    }

    /// As the driver: the end of the running transition is reported when it ends, at once when none runs.
    private func reportTransitionEnd() {
        if screen.isTransitionRunning {
            reportsTransitionEnd = true
        } else {
            send(.transitionEnded)
        }
    }

    /// The running presentation, dismissal, push or pop ends.
    func finishTransition() throws {
        _ = try screen.finishTransition()
        // As the driver's completion handlers: the window's turn ends, then the driver hears of it.
        let turnEnded = contextTurnEnded
        contextTurnEnded = nil
        turnEnded?()
        transitionEnded()
    }

    private func transitionEnded() {
        // Not the driver's: a presented navigation controller that left the window tells it (viewDidDisappear(_:)).
        guard reportsTransitionEnd else { return send(nil) }
        reportsTransitionEnd = false
        send(.transitionEnded)
    }

    /// The user starts an interactive back swipe on the top layer.
    func userBeginsBackSwipe() throws { try screen.userBeginsBackSwipe() }

    /// The user ends the back swipe: finished, the navigation delegate is told of the pop, then the transition ends.
    func userEndsBackSwipe(cancelled: Bool) throws {
        if let event = try screen.userEndsBackSwipe(cancelled: cancelled) { delegateReports(event) }
        transitionEnded()
    }

    /// A screen dismisses its own presented layer (its Cancel button); no delegate is told.
    func appDismisses(layer: Int) throws { try screen.appDismisses(layer: layer) }

    /// The user goes back while the app's own delegate holds the navigation controller's delegate slot.
    func userGoesBackUnreported() throws { _ = try screen.userGoesBack() }

    /// A delegate call: as the driver's delegate methods, it trims what the driver gave, then reports.
    private func delegateReports(_ event: PlannerEvent) {
        switch event {
        case .userPopped(let layer, let visible) where layer < given.count && visible < given[layer].count:
            given[layer].removeLast(given[layer].count - visible)
        case .userDismissed(let layer) where layer < given.count:
            given.removeLast(given.count - layer)
        default:
            break
        }
        send(event)
    }

    /// The driver looks at the screen: a presented navigation controller of its left the window (its
    /// `viewDidDisappear(_:)`), taken away by another client's dismissal.
    func look() { send(nil) }

    /// Ends transitions until none runs.
    func settle() throws {
        while screen.isTransitionRunning {
            if screen.isBackSwipeRunning { try userEndsBackSwipe(cancelled: false) } else { try finishTransition() }
        }
    }

    func enterWindow() { send(screen.baseEntersWindow()) }
    func leaveWindow() throws { send(try screen.baseLeavesWindow()) }
    func alertAppears() throws { try screen.somethingElsePresents(true) }
    func alertGoes() throws { try screen.somethingElsePresents(false) }
    func userSwipesDown() throws { delegateReports(try screen.userSwipesDown()) }
    func userGoesBack() throws { delegateReports(try screen.userGoesBack()) }
}
