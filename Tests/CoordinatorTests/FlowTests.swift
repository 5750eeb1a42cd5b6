// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

/// Onboarding: welcome, then permissions, then done.
struct OnboardingProgress {
    var sawWelcome = false
    var grantedPermissions = false
}

enum OnboardingRoute: Hashable, Sendable {
    case welcome, permissions
}

final class OnboardingFlow: FlowCoordinator<OnboardingProgress, OnboardingRoute> {
    var progress = OnboardingProgress()

    override func computeState() -> OnboardingProgress? {
        progress.sawWelcome && progress.grantedPermissions ? nil : progress
    }

    override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard case BasicMessage.done = message else { return false }
        if !progress.sawWelcome {
            progress.sawWelcome = true
        } else {
            progress.grantedPermissions = true
        }
        triggerFlow()
        return true
    }
}

let onboardingBuilder = ComposableFlowBuilder<OnboardingProgress, OnboardingRoute>([
    FlowStep { $0.sawWelcome ? nil : [.welcome] },
    FlowStep { $0.grantedPermissions ? nil : [.welcome, .permissions] },
])

@Suite("Flow coordinators and builders")
@MainActor
struct FlowTests {
    @Test func theStackIsRebuiltFromTheStateOnEachTrigger() {
        let flow = OnboardingFlow(builder: onboardingBuilder)
        flow.triggerFlow()
        #expect(flow.navigation.path == [.welcome])

        flow.send(message: BasicMessage.done(sender: flow))
        #expect(flow.navigation.path == [.welcome, .permissions])
    }

    @Test func theAnimationHintDoesNotChangeTheStateARouteFlowBuilds() {
        let hinted = OnboardingFlow(builder: onboardingBuilder)
        let plain = OnboardingFlow(builder: onboardingBuilder)
        hinted.progress.sawWelcome = true
        plain.progress.sawWelcome = true

        hinted.triggerFlow(animated: false, type: .dismissal)
        plain.triggerFlow()

        #expect(hinted.navigation == plain.navigation)
        #expect(hinted.navigation.path == [.welcome, .permissions])
    }

    /// A mail flow showing the first `step` screens of inbox, compose, settings.
    final class MailFlow: FlowCoordinator<Int, MailRoute> {
        var step = 1
        override func computeState() -> Int? { step }
    }

    static let mailSteps = FlowStep<Int, MailRoute> { Array([MailRoute.inbox, .compose, .settings].prefix($0)) }

    @Test func theAnimationHintReachesTheUIKitDriversOperations() throws {
        // UINavigationController.setViewControllers(_:animated:) and UIViewController.dismiss(animated:completion:)
        // take the animation flag the flow suggested.
        let flow = MailFlow(builder: Self.mailSteps)
        let harness = DriverHarness(coordinator: flow)
        harness.enterWindow()

        flow.triggerFlow(animated: false, type: .presentation)
        #expect(harness.operations.last == .setRoutes([.inbox], layer: 0, animated: false))

        flow.step = 2
        flow.triggerFlow(animated: true, type: .presentation)
        #expect(harness.operations.last == .setRoutes([.inbox, .compose], layer: 0, animated: true))

        flow.present(.settings, style: .sheet)
        try harness.settle()
        flow.step = 1
        flow.triggerFlow(animated: false, type: .dismissal)
        #expect(
            harness.operations.suffix(2) == [
                .setRoutes([.inbox], layer: 0, animated: false), .dismissAbove(layer: 0, animated: false),
            ])

        flow.step = 3
        flow.triggerFlow()
        try harness.settle()
        #expect(harness.operations.last == .setRoutes([.inbox, .compose, .settings], layer: 0, animated: true))
    }

    @Test func aTriggerClearsPresentationsAndChildren() {
        let flow = OnboardingFlow(builder: onboardingBuilder)
        flow.triggerFlow()
        flow.present(.permissions, style: .sheet)
        flow.add(child: BaseCoordinator())

        flow.triggerFlow()

        #expect(flow.navigation == NavigationState(path: [.welcome]))
        #expect(flow.childCoordinators.isEmpty)
    }

    @Test func aFlowWithNothingToShowTellsItsParentItIsDone() {
        let parent = RecordingCoordinator("app", accepts: { _ in true })
        let flow = OnboardingFlow(builder: onboardingBuilder)
        parent.add(child: flow)
        flow.triggerFlow()

        flow.send(message: BasicMessage.done(sender: flow))
        flow.send(message: BasicMessage.done(sender: flow))

        #expect(parent.handled == ["done"])
        #expect(flow.navigation.path.isEmpty)
    }

    @Test func aStateNoBuilderCoversAlsoFinishesTheFlow() {
        let parent = RecordingCoordinator("app", accepts: { _ in true })
        let flow = OnboardingFlow(builder: ComposableFlowBuilder([]))
        parent.add(child: flow)
        flow.triggerFlow()
        #expect(parent.handled == ["done"])
    }

    @Test func theFirstBuilderWithAResultWins() {
        let builder = ComposableFlowBuilder<Int, String>([
            FlowStep { $0 < 0 ? ["negative"] : nil },
            FlowStep { $0 % 2 == 0 ? ["even"] : nil },
            FlowStep { _ in ["any"] },
        ])
        #expect(builder.routes(for: -2) == ["negative"])
        #expect(builder.routes(for: 4) == ["even"])
        #expect(builder.routes(for: 3) == ["any"])
    }

    /// A builder of its own type, for the tests that mix builder types.
    struct EvenBuilder: FlowBuilder {
        func routes(for state: Int) -> [String]? { state % 2 == 0 ? ["even"] : nil }
    }

    @Test func aBuilderOfAnotherTypeJoinsTheStepsAsAStep() {
        let builder = ComposableFlowBuilder<Int, String>([
            FlowStep { $0 < 0 ? ["negative"] : nil },
            FlowStep(EvenBuilder()),
            FlowStep { _ in ["any"] },
        ])
        #expect(builder.routes(for: -1) == ["negative"])
        #expect(builder.routes(for: 4) == ["even"])
        #expect(builder.routes(for: 3) == ["any"])
    }

    @Test func buildersOfMixedTypesAreGivenAndReadAsAnArray() {
        var builder = ComposableFlowBuilder<Int, String>([EvenBuilder(), FlowStep { _ in ["any"] }])
        #expect(builder.routes(for: 2) == ["even"])
        #expect(builder.builders.count == 2)
        #expect(builder.builders.first is EvenBuilder)
        #expect(builder.builders.last is FlowStep<Int, String>)

        builder.builders.removeFirst()
        #expect(builder.builders.count == 1)
        #expect(builder.routes(for: 2) == ["any"])
    }
}
