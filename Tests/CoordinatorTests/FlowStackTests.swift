// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

/// A view controller stand-in: equal only to itself, as UIKit compares the view controllers of a stack.
final class TestScreen: Hashable, CustomStringConvertible {
    let description: String

    init(_ name: String) { description = name }

    static func == (a: TestScreen, b: TestScreen) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `NavigationFlowCoordinator` and `BuildableFlowCoordinator` with UIKit replaced by ``UIKitPresentationModel``: the
/// same planner, fed as their `NavigationFlowDriver` feeds it (each trigger, and what the screen shows before each
/// event), its operations performed on the model. Layer 0 is the flow's navigation controller; a layer above it is
/// a child coordinator's screen, presented as `ViewControllerCoordinator.present(child:)` presents it, which the
/// flow's planner did not present.
@MainActor
final class ModelFlow: BaseCoordinator {
    typealias Operation = PresentationPlanner<TestScreen>.Operation
    typealias Step = (screen: TestScreen, owner: BaseCoordinator?)

    private(set) var screen = UIKitPresentationModel<TestScreen>()
    /// Every operation performed, in order.
    private(set) var operations: [Operation] = []
    private var planner = PresentationPlanner<TestScreen>()
    private let events = EventLoop<PresentationPlanner<TestScreen>.Event>()
    private var isInWindow = false
    /// Whether the flow waits for the running transition's end (its completion handler, or the transition
    /// coordinator's completion it asked for).
    private var reportsTransitionEnd = false
    /// The flow's stack for its current state, with the owner of each screen: what `computeState()` and
    /// `viewControllers(for:)`, or the builder, give.
    var build: () -> [Step] = { [] }

    /// As `NavigationFlowCoordinator.triggerFlow(animated:type:)`.
    func triggerFlow(animated: Bool = true, type: PresentType) {
        send(.flowTriggered(rebuildFlow(build), animated: animated, type: type))
    }

    /// As `NavigationFlowDriver.send(_:)`.
    private func send(_ event: PresentationPlanner<TestScreen>.Event?) {
        events.send(event, observe: observedEvents) { event in
            for operation in planner.handle(event) { perform(operation) }
        }
    }

    /// As `NavigationFlowDriver.observedEvents()`.
    private func observedEvents() -> [PresentationPlanner<TestScreen>.Event] {
        if screen.isTransitionRunning { return planner.isTransitionRunning ? [] : [.transitionObserved] }
        var events: [PresentationPlanner<TestScreen>.Event] = []
        if screen.isBaseInWindow != isInWindow {
            isInWindow = screen.isBaseInWindow
            events.append(isInWindow ? .baseEnteredWindow : .baseLeftWindow)
        }
        let shown = planner.shown[0].routes
        let stack = screen.controllers[0].routes
        if stack.count < shown.count, shown.starts(with: stack) {
            events.append(.userPopped(layer: 0, visibleRoutes: stack.count))
        }
        let isPresenting = screen.controllers.count > 1 || screen.isSomethingElsePresented
        return events + [.presentedByOthers(layer: isPresenting ? 0 : nil)]
    }

    /// As `NavigationFlowDriver.perform(_:)`, on the model.
    private func perform(_ operation: Operation) {
        operations.append(operation)
        switch operation {
        case .waitForTransition:
            reportsTransitionEnd = true
        case .dismissAbove:
            apply(operation)
            reportsTransitionEnd = true
        case .setRoutes(_, _, let animated):
            apply(operation)
            // The end of an animated push or pop is reported, at once when UIKit animated nothing.
            if animated, screen.isTransitionRunning {
                reportsTransitionEnd = true
            } else if animated {
                send(.transitionEnded)
            }
        case .finishFlow:
            parentCoordinator?.send(message: BasicMessage.done(sender: self))
        case .updateCoordinator:
            break  // a flow computes its stack at each trigger
        case .present:
            Issue.record("a flow presents nothing itself")
        }
    }

    private func apply(_ operation: Operation) {
        do {
            try screen.perform(operation)
        } catch {
            Issue.record("UIKit would refuse this: \(error)")
        }
    }

    // MARK: The app, UIKit and the user

    func enterWindow() { _ = screen.baseEntersWindow() }

    /// The app presents `child`'s screen over the flow and makes it a child, as `present(child:)` does; the
    /// presentation runs until ``finishTransition()``.
    func present(child: BaseCoordinator, showing childScreen: TestScreen) {
        add(child: child)
        apply(.present([childScreen], style: .sheet, layer: screen.controllers.count, animated: true))
    }

    /// The running transition ends: UIKit calls its completion handlers.
    func finishTransition() throws {
        _ = try screen.finishTransition()
        guard reportsTransitionEnd else { return }
        reportsTransitionEnd = false
        send(.transitionEnded)
    }

    func alertAppears() throws { try screen.somethingElsePresents(true) }

    /// The user goes back (back button); the flow is not told.
    func userGoesBack() throws { _ = try screen.userGoesBack() }
}

@Suite("View-controller flows: triggerFlow against UIKit's rules")
@MainActor
struct FlowStackTests {
    let welcome = TestScreen("welcome")
    let permissions = TestScreen("permissions")
    let childScreen = TestScreen("child")

    /// A flow in a window showing `welcome`, with a child coordinator's screen presented over it.
    func flowWithAPresentedChild() throws -> (flow: ModelFlow, child: BaseCoordinator) {
        let flow = ModelFlow()
        flow.enterWindow()
        flow.build = { [welcome] in [(welcome, nil)] }
        flow.triggerFlow(animated: false, type: .presentation)
        let child = BaseCoordinator()
        flow.present(child: child, showing: childScreen)
        try flow.finishTransition()
        return (flow, child)
    }

    @Test func aTriggerDismissesAndReleasesAPresentedChildThenSetsTheStack() throws {
        // UIViewController.dismiss(animated:completion:): sent to the presenter, it dismisses what it presented; UIKit
        // refuses other presentations and dismissals until it ends — the model throws if the flow breaks either rule.
        let (flow, child) = try flowWithAPresentedChild()
        flow.build = { [welcome, permissions] in [(welcome, nil), (permissions, nil)] }

        flow.triggerFlow(animated: true, type: .presentation)

        #expect(flow.childCoordinators.isEmpty)
        #expect(child.parentCoordinator == nil)
        #expect(flow.operations.suffix(1) == [.dismissAbove(layer: 0, animated: false)])
        #expect(flow.screen.controllers[0].routes == [welcome], "the stack waits for the dismissal")

        try flow.finishTransition()

        #expect(flow.operations.suffix(1) == [.setRoutes([welcome, permissions], layer: 0, animated: true)])
        #expect(flow.screen.controllers.count == 1)
        #expect(flow.screen.controllers[0].routes == [welcome, permissions])
    }

    @Test func aDismissalHintSetsTheStackUnderThePresentedChildAndAnimatesOnlyItsDismissal() throws {
        // UINavigationController.setViewControllers(_:animated:) is allowed under a presented controller; then
        // UIViewController.dismiss(animated:completion:) reveals the new stack.
        let (flow, _) = try flowWithAPresentedChild()
        flow.build = { [permissions] in [(permissions, nil)] }

        flow.triggerFlow(animated: true, type: .dismissal)
        try flow.finishTransition()

        #expect(
            flow.operations.suffix(2) == [
                .setRoutes([permissions], layer: 0, animated: false), .dismissAbove(layer: 0, animated: true),
            ])
        #expect(flow.screen.controllers.count == 1)
        #expect(flow.screen.controllers[0].routes == [permissions])
    }

    @Test func aDismissalHintWithNothingPresentedAnimatesAsAPopAsCoordinatorKitDoes() throws {
        // UINavigationController.setViewControllers(_:animated:) picks a pop when the new top screen is in the stack
        // below the top, a push when it is not: the new screens go under the old ones first, without animation.
        let flow = ModelFlow()
        flow.enterWindow()
        flow.build = { [welcome] in [(welcome, nil)] }
        flow.triggerFlow(animated: false, type: .presentation)
        flow.build = { [permissions] in [(permissions, nil)] }

        flow.triggerFlow(animated: true, type: .dismissal)

        #expect(
            flow.operations.suffix(2) == [
                .setRoutes([permissions, welcome], layer: 0, animated: false),
                .setRoutes([permissions], layer: 0, animated: true),
            ])
        #expect(flow.screen.stackTransitions == [.pop])
        #expect(flow.screen.controllers[0].routes == [permissions])

        // A presentation hint still pushes, once the pop ended.
        flow.build = { [welcome] in [(welcome, nil)] }
        flow.triggerFlow(animated: true, type: .presentation)
        #expect(flow.screen.stackTransitions == [.pop])
        try flow.finishTransition()
        #expect(flow.screen.stackTransitions == [.pop, .push])
    }

    @Test func aFlowBecomesTheCoordinatorOfItsNavigationControllerAsCoordinatorKitsBuildableFlowDoes() {
        // CoordinatorKit's BuildableFlowCoordinator sets a CoordinatorInitializable navigation controller's
        // parentCoordinator; a screen inside it then reaches the flow (UIViewController.parent links them).
        let navigationController = OwnedNode("navigation", ownedBy: nil)
        let screen = ChainNode("screen")
        navigationController.addChild(screen)
        let flow = ModelFlow()

        flow.adopt(container: navigationController)

        #expect(navigationController.parentCoordinator === flow)
        #expect(screen.owningCoordinator === flow)
    }

    @Test func aTriggerWhileTheChildIsStillBeingPresentedWaitsForThePresentationToEnd() throws {
        // UIViewController.dismiss(animated:completion:) is refused while a presentation is in progress.
        let flow = ModelFlow()
        flow.enterWindow()
        flow.build = { [welcome] in [(welcome, nil)] }
        flow.triggerFlow(animated: false, type: .presentation)
        flow.present(child: BaseCoordinator(), showing: childScreen)

        flow.build = { [permissions] in [(permissions, nil)] }
        flow.triggerFlow(animated: true, type: .presentation)
        #expect(flow.operations.last == .waitForTransition)

        try flow.finishTransition()
        #expect(flow.operations.last == .dismissAbove(layer: 0, animated: false))
        try flow.finishTransition()

        #expect(flow.operations.last == .setRoutes([permissions], layer: 0, animated: true))
        #expect(flow.screen.controllers.map(\.routes) == [[permissions]])
    }

    @Test func triggersDuringADismissalLeaveOnlyTheNewestStack() throws {
        // UINavigationController.setViewControllers(_:animated:) once, after the dismissal, with the newest stack.
        let (flow, _) = try flowWithAPresentedChild()
        flow.build = { [permissions] in [(permissions, nil)] }
        flow.triggerFlow(animated: true, type: .presentation)
        flow.build = { [welcome, permissions] in [(welcome, nil), (permissions, nil)] }
        flow.triggerFlow(animated: true, type: .presentation)

        try flow.finishTransition()

        let stacks = flow.operations.compactMap { operation -> [TestScreen]? in
            if case .setRoutes(let stack, _, _) = operation { stack } else { nil }
        }
        #expect(stacks == [[welcome], [welcome, permissions]])
    }

    @Test func anAlertOverTheFlowIsDismissedBeforeTheStackIsSet() throws {
        // UIViewController.dismiss(animated:completion:): a presenter dismisses whatever it presents, alerts too.
        let flow = ModelFlow()
        flow.enterWindow()
        flow.build = { [welcome] in [(welcome, nil)] }
        flow.triggerFlow(animated: false, type: .presentation)
        try flow.alertAppears()

        flow.build = { [permissions] in [(permissions, nil)] }
        flow.triggerFlow(animated: true, type: .presentation)
        try flow.finishTransition()

        #expect(!flow.screen.isSomethingElsePresented)
        #expect(flow.screen.controllers[0].routes == [permissions])
    }

    @Test func theStackIsTheStatesScreensAndTheSameInstancesAreLeftInPlace() throws {
        // UINavigationController.setViewControllers(_:animated:) with the stack it shows would still run a transition:
        // the flow leaves an unchanged stack alone.
        let flow = ModelFlow()
        flow.enterWindow()
        var sawWelcome = false
        flow.build = { [welcome, permissions] in
            sawWelcome ? [(welcome, nil), (permissions, nil)] : [(welcome, nil)]
        }

        flow.triggerFlow(type: .presentation)
        #expect(flow.screen.controllers[0].routes == [welcome])
        try flow.finishTransition()

        sawWelcome = true
        flow.triggerFlow(type: .presentation)
        #expect(flow.screen.controllers[0].routes == [welcome, permissions])
        try flow.finishTransition()

        let count = flow.operations.count
        flow.triggerFlow(type: .presentation)
        #expect(flow.operations.count == count)

        let newWelcome = TestScreen("welcome again")
        flow.build = { [permissions] in [(newWelcome, nil), (permissions, nil)] }
        flow.triggerFlow(type: .dismissal)
        #expect(flow.operations.last == .setRoutes([newWelcome, permissions], layer: 0, animated: true))
    }

    @Test func theAnimationHintReachesTheStackChangeAndOnlyInAWindow() throws {
        // UIKit animates only what is on screen: before the navigation controller's view is in a window, nothing is
        // animated.
        let flow = ModelFlow()
        flow.build = { [welcome] in [(welcome, nil)] }
        flow.triggerFlow(animated: true, type: .presentation)
        #expect(flow.operations.last == .setRoutes([welcome], layer: 0, animated: false))

        flow.enterWindow()
        flow.build = { [welcome, permissions] in [(welcome, nil), (permissions, nil)] }
        flow.triggerFlow(animated: true, type: .presentation)
        #expect(flow.operations.last == .setRoutes([welcome, permissions], layer: 0, animated: true))
        try flow.finishTransition()

        flow.build = { [welcome] in [(welcome, nil)] }
        flow.triggerFlow(animated: false, type: .dismissal)
        #expect(flow.operations.last == .setRoutes([welcome], layer: 0, animated: false))
    }

    @Test func aScreenTheUserPoppedIsNoticedAndTheNextTriggerPutsItBack() throws {
        // UINavigationController pops on the back button by itself; the flow learns it from the stack it reads before
        // each event, so a trigger for the stack it showed before shows it again.
        let flow = ModelFlow()
        flow.enterWindow()
        flow.build = { [welcome, permissions] in [(welcome, nil), (permissions, nil)] }
        flow.triggerFlow(animated: false, type: .presentation)
        try flow.userGoesBack()
        #expect(flow.screen.controllers[0].routes == [welcome])

        flow.triggerFlow(animated: true, type: .presentation)

        #expect(flow.operations.last == .setRoutes([welcome, permissions], layer: 0, animated: true))
        #expect(flow.screen.controllers[0].routes == [welcome, permissions])
    }

    @Test func aFlowWithNoStackTellsItsParentItIsDoneAndLeavesTheStack() throws {
        let parent = RecordingCoordinator("app", accepts: { _ in true })
        let flow = ModelFlow()
        parent.add(child: flow)
        flow.enterWindow()
        flow.build = { [welcome] in [(welcome, nil)] }
        flow.triggerFlow(type: .presentation)
        #expect(parent.handled.isEmpty)
        try flow.finishTransition()

        flow.build = { [] }
        flow.triggerFlow(type: .dismissal)

        #expect(parent.handled == ["done"])
        #expect(flow.screen.controllers[0].routes == [welcome])
    }

    @Test func aFinishedFlowTellsItsParentOnlyOnceThePresentedChildIsDismissed() throws {
        // UIViewController.dismiss(animated:completion:) is refused during another dismissal: a parent that dismisses
        // the flow on `done` must not hear of it while the flow's own dismissal runs.
        let parent = RecordingCoordinator("app", accepts: { _ in true })
        let (flow, _) = try flowWithAPresentedChild()
        parent.add(child: flow)
        flow.build = { [] }

        flow.triggerFlow(animated: true, type: .dismissal)
        #expect(parent.handled.isEmpty)
        #expect(flow.childCoordinators.isEmpty)

        try flow.finishTransition()
        #expect(parent.handled == ["done"])
    }

    @Test func theCoordinatorOfABuiltScreenBecomesAChildUntilTheNextTrigger() {
        let flow = ModelFlow()
        let first = BaseCoordinator()
        let second = BaseCoordinator()
        flow.build = { [welcome] in [(welcome, first)] }
        flow.triggerFlow(type: .presentation)
        #expect(flow.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
        #expect(first.parentCoordinator === flow)

        flow.build = { [permissions] in [(permissions, second)] }
        flow.triggerFlow(type: .presentation)
        #expect(flow.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
        #expect(first.parentCoordinator == nil)
    }

    @Test func aBuilderThatAlreadyMadeItsCoordinatorAChildIsNotAddedTwice() {
        let flow = ModelFlow()
        let owner = BaseCoordinator()
        flow.build = { [welcome, unowned flow] in
            flow.add(child: owner)
            return [(welcome, owner)]
        }
        flow.triggerFlow(type: .presentation)
        #expect(flow.childCoordinators.count == 1)
    }

    /// A builder of `ViewControllerBuildable`'s shape over test screens, which records the calls it receives.
    @MainActor
    final class StepBuilder {
        let name: String
        let answers: Bool
        private(set) var calls: [String] = []

        init(_ name: String, answers: Bool) {
            self.name = name
            self.answers = answers
        }

        func describable(for coordinator: BaseCoordinator) -> String? {
            calls.append("describable")
            return answers ? name : nil
        }

        func build(from description: String, with coordinator: BaseCoordinator) -> ModelFlow.Step? {
            calls.append("build")
            guard description == name else { return nil }
            return (TestScreen(name), BaseCoordinator())
        }
    }

    @Test func theFirstBuilderWithADescriptionBuildsAndItsCoordinatorBecomesAChild() {
        // ViewControllerComposableBuilder asks its builders with `firstAnswer`, as here; BuildableFlowCoordinator
        // turns the result into the stack and the child, as `build` does here.
        let builders = [
            StepBuilder("account", answers: false), StepBuilder("terms", answers: true),
            StepBuilder("done", answers: true),
        ]
        let flow = ModelFlow()
        flow.build = { [unowned flow] in
            guard let description = builders.firstAnswer({ $0.describable(for: flow) }),
                let step = builders.firstAnswer({ $0.build(from: description, with: flow) })
            else { return [] }
            return [step]
        }

        flow.triggerFlow(type: .presentation)

        #expect(builders.map(\.calls) == [["describable", "build"], ["describable", "build"], []])
        #expect(flow.screen.controllers[0].routes.map(\.description) == ["terms"])
        #expect(flow.childCoordinators.count == 1)
    }
}
