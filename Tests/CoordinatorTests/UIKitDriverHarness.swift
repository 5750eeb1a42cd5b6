// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

typealias PlannerEvent = PresentationPlanner<MailRoute>.Event
typealias PlannerOperation = PresentationPlanner<MailRoute>.Operation

/// Decisions of a UIKit driver: the planner, or another logic to hold against UIKit's rules.
protocol DriverLogic {
    mutating func handle(_ event: PlannerEvent) -> [PlannerOperation]
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
    private var pendingEvents: [PlannerEvent] = []
    private var isHandlingEvents = false

    init(
        _ navigation: NavigationState<MailRoute> = NavigationState(),
        coordinator: NavigationCoordinator<MailRoute>? = nil,
        logic: any DriverLogic = PresentationPlanner<MailRoute>(),
        recordsIssues: Bool = true
    ) {
        // A coordinator given (a tab's, say) is driven as it is; `navigation` is then not used.
        self.coordinator = coordinator ?? NavigationCoordinator(navigation: navigation)
        self.logic = logic
        self.recordsIssues = recordsIssues
        send(.stateChanged(self.coordinator.navigation))
        self.coordinator.addAnimationObserver { [weak self] state, animated in
            self?.send(.stateChanged(state, animated: animated))
        }
    }

    /// As `NavigationControllerDriver.send(_:)`: an event that arrives while another is handled waits for it.
    private func send(_ event: PlannerEvent) {
        pendingEvents.append(event)
        guard !isHandlingEvents else { return }
        isHandlingEvents = true
        defer { isHandlingEvents = false }
        while !pendingEvents.isEmpty {
            for operation in logic.handle(pendingEvents.removeFirst()) { perform(operation) }
        }
    }

    private func perform(_ operation: PlannerOperation) {
        operations.append(operation)
        if case .updateCoordinator(let state) = operation { coordinator.show(state) }
        // As the driver: it presents nothing from a controller that presents something already.
        if case .present = operation, screen.isSomethingElsePresented {
            send(.presentationRefused)
            return
        }
        do {
            try screen.perform(operation)
        } catch {
            violations.append(error)
            if recordsIssues { Issue.record("UIKit would refuse this: \(error)") }
        }
    }

    /// The running presentation or dismissal ends.
    func finishTransition() throws { send(try screen.finishTransition()) }

    /// Ends transitions until none runs.
    func settle() throws {
        while screen.isTransitionRunning { try finishTransition() }
    }

    func enterWindow() { send(screen.baseEntersWindow()) }
    func leaveWindow() throws { send(try screen.baseLeavesWindow()) }
    func alertAppears() throws { try screen.somethingElsePresents(true) }
    func alertGoes() throws { try screen.somethingElsePresents(false) }
    func userSwipesDown() throws { send(try screen.userSwipesDown()) }
    func userGoesBack() throws { send(try screen.userGoesBack()) }
}
