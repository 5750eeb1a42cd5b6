// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import TestSupport
import Testing

/// The situations that broke the UIKit driver on devices, as steps any driver logic can be put through.
enum DriverScenario: CaseIterable {
    case swipeDismissThenPresent
    case dismissTwoLayersThenPresentOne
    case restoredLayersBeforeTheWindow

    /// Drives `harness` through the scenario; the tests check the outcome.
    @MainActor
    func run(on harness: DriverHarness) throws {
        let coordinator = harness.coordinator
        switch self {
        case .swipeDismissThenPresent:
            harness.enterWindow()
            coordinator.push(.inbox)
            coordinator.present(.compose, style: .sheet)
            try harness.settle()
            try harness.userSwipesDown()
            coordinator.present(.settings, style: .sheet)
            try harness.settle()
        case .dismissTwoLayersThenPresentOne:
            harness.enterWindow()
            coordinator.push(.inbox)
            coordinator.present(.compose, style: .sheet)
            try harness.settle()
            coordinator.present(.settings, style: .fullScreen)
            try harness.settle()
            // One turn of the main actor: both changes arrive before any transition ends.
            coordinator.dismissAll()
            coordinator.present(.message(id: 7), style: .sheet)
            try harness.settle()
        case .restoredLayersBeforeTheWindow:
            coordinator.show(try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(restored)))
            try harness.settle()
            harness.enterWindow()
            try harness.settle()
        }
    }

    /// The state the scenario ends on.
    var expected: NavigationState<MailRoute> {
        var state = NavigationState<MailRoute>(path: [.inbox])
        switch self {
        case .swipeDismissThenPresent: state.present(.settings, style: .sheet)
        case .dismissTwoLayersThenPresentOne: state.present(.message(id: 7), style: .sheet)
        case .restoredLayersBeforeTheWindow: return restored
        }
        return state
    }

    /// A saved state with two presented layers.
    private var restored: NavigationState<MailRoute> {
        var state = NavigationState<MailRoute>(path: [.inbox])
        state.present(.compose, style: .sheet)
        state.push(.settings)
        state.present(.message(id: 3), style: .fullScreen)
        return state
    }
}

/// The driver's decisions before the planner, written as planner operations: each state rendered as it arrives, one
/// dismissal per layer from the top, presentations at once, and only the top layer's back navigation reported.
struct RenderEachState: DriverLogic {
    let isTransitionRunning = false
    private var presentedCount = 0
    private var state = NavigationState<MailRoute>()

    mutating func handle(_ event: PlannerEvent) -> [PlannerOperation] {
        switch event {
        case .stateChanged(let next, _):
            state = next
            var operations: [PlannerOperation] = []
            while presentedCount > next.presentedLayers.count {
                operations.append(.dismissAbove(layer: presentedCount - 1, animated: true))
                presentedCount -= 1
            }
            for (index, layer) in next.layers.enumerated() {
                if index <= presentedCount {
                    operations.append(.setRoutes(layer.routes, layer: index, animated: true))
                } else if let style = layer.presentation {
                    operations.append(.present(layer.routes, style: style, layer: index, animated: true))
                    presentedCount += 1
                }
            }
            return operations
        case .userPopped(let layer, let visible):
            guard layer == state.layers.count - 1, visible < state.layers[layer].routes.count else { return [] }
            var popped = state
            try? popped.replace(with: Array(state.layers[layer].routes.prefix(visible)))
            return [.updateCoordinator(popped)]
        case .transitionEnded, .presentationRefused, .baseEnteredWindow, .baseLeftWindow, .userDismissed,
            .transitionObserved, .presentedByOthers, .flowTriggered:
            return []
        }
    }
}

@Suite("NavigationControllerDriver's decisions against a model of UIKit's presentation rules")
@MainActor
struct UIKitDriverRulesTests {
    @Test(
        "The scenarios that broke on devices keep UIKit's rules and end on the coordinator's state",
        arguments: DriverScenario.allCases)
    func scenariosKeepTheRules(_ scenario: DriverScenario) throws {
        let harness = DriverHarness()
        try scenario.run(on: harness)  // a broken rule is recorded as an issue
        #expect(harness.coordinator.navigation == scenario.expected)
        #expect(harness.screen.state == scenario.expected)
    }

    @Test(
        "The model catches the old render breaking UIKit's rules in each scenario", arguments: DriverScenario.allCases)
    func renderingEachStateBreaksTheRules(_ scenario: DriverScenario) throws {
        let harness = DriverHarness(logic: RenderEachState(), recordsIssues: false)
        try? scenario.run(on: harness)  // a step may be impossible on the screen it left
        let broken = Set(harness.violations.map(\.rule))
        switch scenario {
        case .swipeDismissThenPresent:
            // The sheet is presented while the push runs.
            #expect(broken.contains(.transitionInProgress))
        case .dismissTwoLayersThenPresentOne:
            // The second dismissal, and the presentation, start while the first dismissal runs.
            #expect(broken.contains(.transitionInProgress))
        case .restoredLayersBeforeTheWindow:
            // Both layers are presented at once, before the base is in a window.
            #expect(broken.contains(.presenterNotOnTop))
        }
    }

    @Test("A sheet the user swipes down leaves the coordinator's state, with the layers above it")
    func aSwipedSheetLeavesTheState() throws {
        // UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:) reports it.
        let harness = DriverHarness()
        harness.enterWindow()
        harness.coordinator.present(.compose, style: .sheet)
        harness.coordinator.push(.settings)
        try harness.settle()

        try harness.userSwipesDown()

        #expect(harness.coordinator.navigation == NavigationState())
        #expect(harness.screen.state == NavigationState())
        #expect(harness.operations.last == .updateCoordinator(NavigationState()))
    }

    @Test("Several layers are dismissed with one dismiss sent to the presenter of the lowest")
    func severalLayersGoInOneDismissal() throws {
        // UIViewController.dismiss(animated:completion:) on a presenter dismisses everything above it.
        var start = NavigationState<MailRoute>(path: [.inbox])
        start.present(.compose, style: .sheet)
        start.present(.settings, style: .sheet)
        start.present(.message(id: 1), style: .fullScreen)
        let harness = DriverHarness(start)
        harness.enterWindow()
        try harness.settle()
        let before = harness.operations.count

        var kept = NavigationState<MailRoute>(path: [.inbox])
        kept.present(.compose, style: .sheet)
        harness.coordinator.show(kept)  // a deep link, say: two layers go at once
        try harness.settle()

        #expect(Array(harness.operations[before...]) == [.dismissAbove(layer: 1, animated: true)])
        #expect(harness.screen.state == harness.coordinator.navigation)
    }

    @Test("A push during a present animation waits for it, and only the newest state is rendered")
    func changesWaitForTheTransition() throws {
        let harness = DriverHarness()
        harness.enterWindow()
        harness.coordinator.present(.compose, style: .sheet)
        let presenting = harness.operations.count

        harness.coordinator.push(.settings)
        harness.coordinator.push(.inbox)
        try harness.coordinator.pop()
        #expect(harness.operations.count == presenting)

        try harness.finishTransition()
        #expect(
            Array(harness.operations[presenting...]) == [.setRoutes([.compose, .settings], layer: 1, animated: true)])
        #expect(harness.screen.state == harness.coordinator.navigation)
    }

    @Test("The back button and back swipe take the popped screens out of the state, on any layer shown on top")
    func goingBackUpdatesTheState() throws {
        // UINavigationControllerDelegate.navigationController(_:didShow:animated:) reports it.
        let harness = DriverHarness(NavigationState(path: [.inbox, .message(id: 1)]))
        harness.enterWindow()
        harness.coordinator.present(.compose, style: .sheet)
        harness.coordinator.push(.settings)
        try harness.settle()

        try harness.userGoesBack()
        var expected = NavigationState<MailRoute>(path: [.inbox, .message(id: 1)])
        expected.present(.compose, style: .sheet)
        #expect(harness.coordinator.navigation == expected)

        try harness.coordinator.dismiss()
        try harness.settle()
        try harness.userGoesBack()
        #expect(harness.coordinator.navigation == NavigationState(path: [.inbox]))
        #expect(harness.screen.state == harness.coordinator.navigation)
    }

    @Test("A layer whose presentation style changes is dismissed and presented again")
    func aNewStyleIsANewPresentation() throws {
        var sheet = NavigationState<MailRoute>()
        sheet.present(.compose, style: .sheet)
        var cover = NavigationState<MailRoute>()
        cover.present(.compose, style: .fullScreen)
        let harness = DriverHarness(sheet)
        harness.enterWindow()
        try harness.settle()

        harness.coordinator.show(cover)
        try harness.settle()

        #expect(
            harness.operations.suffix(2) == [
                .dismissAbove(layer: 0, animated: true),
                .present([.compose], style: .fullScreen, layer: 1, animated: true),
            ])
        #expect(harness.screen.state == cover)
    }

    @Test("While the base is out of its window, presentations wait for it to return")
    func presentationsWaitForTheWindow() throws {
        // UIViewController.present(_:animated:completion:) needs a presenter whose view is in a window.
        let harness = DriverHarness(NavigationState(path: [.inbox]))
        #expect(harness.operations == [.setRoutes([.inbox], layer: 0, animated: false)])
        harness.enterWindow()
        try harness.leaveWindow()
        harness.coordinator.present(.compose, style: .sheet)
        #expect(harness.screen.state == NavigationState(path: [.inbox]))

        harness.enterWindow()
        try harness.settle()
        #expect(harness.screen.state == harness.coordinator.navigation)
    }

    @Test("A presentation UIKit would refuse, with an alert up, is made at the next change")
    func aRefusedPresentationIsMadeLater() throws {
        // UIViewController.present(_:animated:completion:) refuses a presenter that already presents something.
        let harness = DriverHarness()
        harness.enterWindow()
        try harness.alertAppears()
        harness.coordinator.present(.compose, style: .sheet)
        #expect(harness.screen.state == NavigationState())
        #expect(!harness.screen.isTransitionRunning)

        try harness.alertGoes()
        harness.coordinator.push(.settings)
        try harness.settle()

        #expect(harness.operations.last == .present([.compose, .settings], style: .sheet, layer: 1, animated: true))
        #expect(harness.screen.state == harness.coordinator.navigation)
    }

    @Test(
        "A sheet a screen dismisses itself is noticed before the next change (presentationControllerDidDismiss(_:) is not called for programmatic dismissals)"
    )
    func aLayerTheAppDismissesItselfLeavesTheStateAndTheNextPresentationWorks() throws {
        let harness = DriverHarness()
        let coordinator = harness.coordinator
        harness.enterWindow()
        coordinator.present(.compose, style: .sheet)
        try harness.settle()

        // Its Cancel button: `dismiss(animated:)` from the screen. The driver sees the sheet go when it has left
        // the window (its viewDidDisappear(_:)).
        try harness.appDismisses(layer: 1)
        try harness.settle()
        #expect(coordinator.navigation == NavigationState())
        #expect(harness.screen.state == coordinator.navigation)

        // A presentation asked for while a screen dismisses its sheet goes above that sheet: it leaves with it.
        coordinator.present(.compose, style: .sheet)
        try harness.settle()
        try harness.appDismisses(layer: 1)
        coordinator.present(.settings, style: .sheet)
        try harness.settle()
        #expect(coordinator.navigation == NavigationState())
        #expect(harness.screen.state == coordinator.navigation)

        coordinator.present(.settings, style: .sheet)
        try harness.settle()
        #expect(harness.screen.state == coordinator.navigation)
        #expect(coordinator.navigation.presentedLayers.map(\.routes) == [[.settings]])

        // Once more, with the dismissal over before the next change.
        try harness.appDismisses(layer: 1)
        try harness.settle()
        coordinator.present(.compose, style: .fullScreen)
        try harness.settle()
        #expect(harness.screen.state == coordinator.navigation)
        #expect(coordinator.navigation.presentedLayers.map(\.routes) == [[.compose]])
    }

    @Test(
        "A push during a push or during the user's back swipe waits for its end (a stack set during a push or pop is not applied; a cancelled back swipe keeps the stack)"
    )
    func stackChangesWaitForARunningPushPopOrBackSwipe() throws {
        let harness = DriverHarness()
        let coordinator = harness.coordinator
        harness.enterWindow()
        coordinator.push(.inbox)
        coordinator.push(.message(id: 1))
        #expect(harness.screen.stackTransitionLayer == 0, "the first push runs")
        try harness.settle()
        #expect(harness.screen.state.path == [.inbox, .message(id: 1)])

        try harness.userBeginsBackSwipe()
        coordinator.push(.settings)
        try harness.userEndsBackSwipe(cancelled: true)
        try harness.settle()

        #expect(coordinator.navigation.path == [.inbox, .message(id: 1), .settings])
        #expect(harness.screen.state == coordinator.navigation)

        // A finished back swipe takes the popped screen out of the state; a presentation asked for meanwhile follows.
        try harness.userBeginsBackSwipe()
        coordinator.present(.compose, style: .sheet)
        try harness.userEndsBackSwipe(cancelled: false)
        try harness.settle()
        #expect(coordinator.navigation.path == [.inbox, .message(id: 1)])
        #expect(coordinator.navigation.presentedLayers.map(\.routes) == [[.compose]])
        #expect(harness.screen.state == coordinator.navigation)
    }

    @Test(
        "A back pop the driver is not told of (the app set its own navigation delegate; the slot is single) is learnt before the next change"
    )
    func aPopWithTheAppsOwnDelegateIsLearntBeforeTheNextChange() throws {
        let harness = DriverHarness()
        let coordinator = harness.coordinator
        harness.enterWindow()
        coordinator.push(.inbox)
        coordinator.push(.message(id: 1))
        try harness.settle()

        try harness.userGoesBackUnreported()
        coordinator.present(.compose, style: .sheet)
        try harness.settle()

        #expect(coordinator.navigation.path == [.inbox])
        #expect(coordinator.navigation.presentedLayers.map(\.routes) == [[.compose]], "the app's change stays")
        #expect(harness.screen.state == coordinator.navigation)
    }

    @Test(
        "The user goes back with the app's navigation delegate set, then the app pushes: the push goes above the screen on show, and the popped one does not come back (the delegate slot is single and weak)"
    )
    func aBackSwipeWithTheAppsOwnDelegateThenAPushShowsThePushAboveWhatTheUserSees() throws {
        let harness = DriverHarness()
        let coordinator = harness.coordinator
        harness.enterWindow()
        coordinator.push(.inbox)
        coordinator.push(.message(id: 1))
        try harness.settle()
        try harness.userGoesBackUnreported()  // a back swipe: the app's delegate is told, not the driver
        let before = harness.operations.count

        coordinator.push(.settings)
        try harness.settle()

        #expect(coordinator.navigation.path == [.inbox, .settings])
        #expect(harness.screen.state == coordinator.navigation)
        // One push, of the new screen only: no view controller of the popped screen is set again.
        #expect(
            harness.operations[before...].filter { if case .setRoutes = $0 { true } else { false } } == [
                .setRoutes([.inbox, .settings], layer: 0, animated: true)
            ])
    }

    @Test("Random navigation, swipes, back swipes and transition ends keep UIKit's rules and end on the state")
    func randomInterleavingsKeepTheRules() {
        let failure = ModelCheck.run(
            sequences: 500, maxLength: 40,
            operation: DriverStep.random(using:),
            check: { steps in Self.ruleBroken(by: steps, logic: PresentationPlanner<MailRoute>()) }
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    /// Runs `steps`, then lets the base into its window and every transition end; returns the first broken rule, or
    /// how the screen or the state went wrong.
    static func ruleBroken(by steps: [DriverStep], logic: any DriverLogic) -> String? {
        let harness = DriverHarness(logic: logic, recordsIssues: false)
        for step in steps {
            step.apply(to: harness)
            if let violation = harness.violations.first { return "\(violation)" }
        }
        try? harness.settle()
        try? harness.alertGoes()
        harness.enterWindow()
        try? harness.settle()
        if let violation = harness.violations.first { return "\(violation)" }
        guard harness.screen.state == harness.coordinator.navigation else {
            return "the screen shows \(harness.screen.state.layers), the coordinator holds "
                + "\(harness.coordinator.navigation.layers)"
        }
        return nil
    }
}

/// One random step: the app navigates, a transition ends, the base enters its window, or the user acts. Steps
/// that cannot happen at that moment (a swipe with no sheet on top) are skipped.
enum DriverStep: CustomStringConvertible {
    case navigate(NavigationOperation)
    case finishTransition
    case enterWindow
    case userSwipesDown
    case userGoesBack
    case alertAppears
    case alertGoes
    case userBeginsBackSwipe
    case userEndsBackSwipe(cancelled: Bool)
    case appDismisses(layer: Int)
    case userGoesBackUnreported

    static func random(using random: inout SplitMix) -> DriverStep {
        switch Int.random(in: 0..<16, using: &random) {
        case 0, 1: .finishTransition
        case 2: .enterWindow
        case 3: .userSwipesDown
        case 4: .userGoesBack
        case 5: .alertAppears
        case 6: .alertGoes
        case 7: .userBeginsBackSwipe
        case 8: .userEndsBackSwipe(cancelled: Bool.random(using: &random))
        case 9: .appDismisses(layer: Int.random(in: 1...2, using: &random))
        case 10: .userGoesBackUnreported
        default: .navigate(NavigationOperation.random(using: &random))
        }
    }

    @MainActor
    func apply(to harness: DriverHarness) {
        let coordinator = harness.coordinator
        switch self {
        case .navigate(.push(let route)): coordinator.push(route)
        case .navigate(.pop): _ = try? coordinator.pop()
        case .navigate(.popToRoot): coordinator.popToRoot()
        case .navigate(.present(let route, let style)): coordinator.present(route, style: style)
        case .navigate(.dismiss): try? coordinator.dismiss()
        case .navigate(.dismissAll): coordinator.dismissAll()
        case .navigate(.replace(let routes)): try? coordinator.replace(with: routes)
        case .finishTransition: try? harness.finishTransition()
        case .enterWindow: harness.enterWindow()
        case .userSwipesDown: try? harness.userSwipesDown()
        case .userGoesBack: try? harness.userGoesBack()
        case .alertAppears: try? harness.alertAppears()
        case .alertGoes: try? harness.alertGoes()
        case .userBeginsBackSwipe: try? harness.userBeginsBackSwipe()
        case .userEndsBackSwipe(let cancelled): try? harness.userEndsBackSwipe(cancelled: cancelled)
        case .appDismisses(let layer): try? harness.appDismisses(layer: layer)
        case .userGoesBackUnreported: try? harness.userGoesBackUnreported()
        }
    }

    var description: String {
        switch self {
        case .navigate(let operation): "coordinator.\(operation)"
        case .finishTransition: "transition ends"
        case .enterWindow: "base enters its window"
        case .userSwipesDown: "user swipes the top sheet down"
        case .userGoesBack: "user goes back on the top layer"
        case .alertAppears: "an alert appears over the top layer"
        case .alertGoes: "the alert goes"
        case .userBeginsBackSwipe: "user begins a back swipe"
        case .userEndsBackSwipe(let cancelled): "user \(cancelled ? "cancels" : "finishes") the back swipe"
        case .appDismisses(let layer): "a screen dismisses layer \(layer) itself"
        case .userGoesBackUnreported: "user goes back, the app's navigation delegate told"
        }
    }
}
