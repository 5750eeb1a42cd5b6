// SPDX-License-Identifier: MPL-2.0

import Coordinator
import TestSupport
import Testing

/// `ViewControllerCoordinator`'s `present(child:)`, `presentInHierarchy(…)` and `dismiss(child:)`, through the
/// planner its UIKit shell uses, against ``UIKitPresentationModel``, the model of UIKit's presentation rules.
@Suite("ViewControllerCoordinator presents and dismisses child coordinators by UIKit's rules", .timeLimit(.minutes(5)))
@MainActor
struct ViewControllerCoordinatorTests {
    @Test func aPresentedChildSwipedAwayByTheUserIsRemovedFromItsParentAndReleased() throws {
        // UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:) reports the user's swipe,
        // and only the user's dismissals.
        let harness = ChildPresentationHarness()
        weak var released: ScreenOwningCoordinator?
        do {
            let settings = ScreenOwningCoordinator("settings")
            released = settings
            harness.present(settings, by: harness.base, style: .sheet)
            try harness.settle()
            #expect(harness.base.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(settings)])
        }
        #expect(released != nil, "the parent owns its presented child")

        try harness.userSwipesDown()

        #expect(harness.base.childCoordinators.isEmpty)
        #expect(released == nil)
        #expect(harness.onScreen.isEmpty && harness.wantedItems.isEmpty)
    }

    @Test func aChildIsPresentedFullScreenAndCannotBeSwipedAwayUnlessItsRootAsksForASheetAsInCoordinatorKit() throws {
        // CoordinatorKit sets modalPresentationStyle = .fullScreen before presenting a child. UIKit's default style
        // (.automatic) is a page sheet the user can swipe down; a full-screen presentation cannot be.
        let harness = ChildPresentationHarness()
        let login = ScreenOwningCoordinator("login")
        let settings = ScreenOwningCoordinator("settings")
        harness.present(login, by: harness.base)
        try harness.settle()

        #expect(harness.screen.controllers.last?.style == .fullScreen)
        #expect(throws: ImpossibleUserAction.self) { try harness.userSwipesDown() }
        #expect(harness.base.childCoordinators.count == 1)

        harness.presentInHierarchy(child: settings, by: harness.base, style: .sheet)
        try harness.settle()
        #expect(harness.screen.controllers.last?.style == .sheet)
        try harness.userSwipesDown()
        #expect(harness.onScreen == ["login"])
    }

    @Test func aPartialCurlTransitionPresentsFullScreenWhateverTheStyleAskedFor() {
        // UIModalTransitionStyle.partialCurl: UIKit supports it only with UIModalPresentationStyle.fullScreen, and
        // raises an exception otherwise.
        typealias Planner = PresentationPlanner<String>.ChildChain
        #expect(Planner.presentationStyle(requested: .sheet, transitionNeedsFullScreen: true) == .fullScreen)
        #expect(Planner.presentationStyle(requested: nil, transitionNeedsFullScreen: true) == .fullScreen)
        #expect(Planner.presentationStyle(requested: .sheet, transitionNeedsFullScreen: false) == .sheet)
        #expect(Planner.presentationStyle(requested: nil, transitionNeedsFullScreen: false) == .fullScreen)
    }

    @Test func aCompletionHandlerThatCallsInAgainLeavesTheNextPresentationAndItsCoordinator() throws {
        // UIViewController.present(_:animated:completion:): the completion runs app code, which may call these
        // functions again, while the presentation that waited for this one is being started.
        let harness = ChildPresentationHarness()
        let mail = ScreenOwningCoordinator("mail")
        let compose = ScreenOwningCoordinator("compose")
        let photo = ChainNode("photo")
        harness.onCompletion["mail"] = { [unowned harness] in
            harness.presentInHierarchy(viewController: photo, by: harness.base)
        }
        harness.present(mail, by: harness.base, label: "mail")
        harness.presentInHierarchy(child: compose, by: harness.base)

        try harness.settle()

        #expect(harness.onScreen == ["mail", "compose", "photo"])
        #expect(compose.parentCoordinator === harness.base)
        #expect(harness.base.childCoordinators.count == 2)
    }

    @Test func presentChildThenDismissChildAddsAndRemovesIt() throws {
        // UIViewController.present(_:animated:completion:) and dismiss(animated:completion:) call their completion
        // handlers when the transition ends.
        let harness = ChildPresentationHarness()
        let login = ScreenOwningCoordinator("login")

        harness.present(login, by: harness.base, label: "presented")
        #expect(login.parentCoordinator === harness.base, "added when asked for")
        #expect(harness.completed.isEmpty)
        try harness.finishTransition()
        #expect(harness.completed == ["presented"])
        #expect(harness.onScreen == ["login"])

        harness.dismiss(login, by: harness.base, label: "dismissed")
        #expect(harness.base.childCoordinators.isEmpty && login.parentCoordinator == nil)
        #expect(harness.operations.suffix(2) == [.dismissAbove(layer: 0, animated: true), .removeChild("login")])
        #expect(harness.completed == ["presented"], "completion waits for the dismissal to end")
        try harness.finishTransition()
        #expect(harness.completed == ["presented", "dismissed"])
        #expect(harness.onScreen.isEmpty)
    }

    @Test func presentInHierarchyOverAnAlreadyPresentedScreenPresentsFromTheTopmost() throws {
        // UIViewController.present(_:animated:completion:): only a view controller that presents nothing can
        // present; the base's root presents `mail`, so `compose` goes above it.
        let harness = ChildPresentationHarness()
        let mail = ScreenOwningCoordinator("mail")
        let compose = ScreenOwningCoordinator("compose")
        let photo = ChainNode("photo")
        harness.present(mail, by: harness.base)
        try harness.settle()

        harness.presentInHierarchy(viewController: photo, by: harness.base)
        try harness.settle()
        harness.presentInHierarchy(child: compose, by: harness.base)
        try harness.settle()

        #expect(harness.onScreen == ["mail", "photo", "compose"])
        #expect(compose.rootViewController.presentingViewController === photo)
        #expect(photo.presentingViewController === mail.rootViewController)
        #expect(compose.parentCoordinator === harness.base)
    }

    @Test func presentChildFromARootThatPresentsAlreadyWaitsUntilItPresentsNothing() throws {
        // UIViewController.present(_:animated:completion:): a view controller that presents something already
        // cannot present ("… which is already presenting …").
        let harness = ChildPresentationHarness()
        let mail = ScreenOwningCoordinator("mail")
        let login = ScreenOwningCoordinator("login")
        harness.present(mail, by: harness.base)
        try harness.settle()

        harness.present(login, by: harness.base)
        try harness.settle()
        #expect(harness.onScreen == ["mail"])
        #expect(harness.wantedItems == ["mail", "login"])

        harness.dismiss(mail, by: harness.base)
        try harness.settle()
        #expect(harness.onScreen == ["login"])
        #expect(login.rootViewController.presentingViewController === harness.base.rootViewController)
        #expect(harness.base.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(login)])
    }

    @Test func presentingDuringARunningTransitionWaitsAndThenPresents() throws {
        // UIViewController.present(_:animated:completion:) refuses to start while a presentation or dismissal runs
        // ("… while a presentation is in progress"); the model throws if asked.
        let harness = ChildPresentationHarness()
        let mail = ScreenOwningCoordinator("mail")
        let compose = ScreenOwningCoordinator("compose")
        harness.present(mail, by: harness.base, label: "mail")
        harness.presentInHierarchy(child: compose, by: harness.base, label: "compose")
        #expect(harness.onScreen == ["mail"])

        try harness.finishTransition()
        #expect(harness.onScreen == ["mail", "compose"])
        try harness.finishTransition()
        #expect(harness.completed == ["mail", "compose"])
        #expect(harness.violations.isEmpty)
    }

    @Test func presentingDuringATransitionTheAppStartedWaitsForItsEnd() throws {
        // The same rule for a dismissal the app started itself: the shell sees the presenter's transition
        // coordinator and presents when it completes.
        let harness = ChildPresentationHarness()
        let mail = ScreenOwningCoordinator("mail")
        let login = ScreenOwningCoordinator("login")
        harness.present(mail, by: harness.base)
        try harness.settle()

        try harness.appDismissesAbove(layer: 0)
        harness.present(login, by: harness.base)
        #expect(harness.onScreen.isEmpty)

        try harness.finishTransition()
        #expect(harness.onScreen == ["login"])
        #expect(harness.base.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(login)])
        #expect(harness.violations.isEmpty)
    }

    @Test func dismissingAChildThatPresentedAGrandchildRemovesBoth() throws {
        // UIViewController.dismiss(animated:completion:) sent to a presenter dismisses everything above it, in one
        // transition.
        let harness = ChildPresentationHarness()
        weak var releasedChild: ScreenOwningCoordinator?
        weak var releasedGrandchild: ScreenOwningCoordinator?
        do {
            let mail = ScreenOwningCoordinator("mail")
            let compose = ScreenOwningCoordinator("compose")
            releasedChild = mail
            releasedGrandchild = compose
            harness.present(mail, by: harness.base)
            try harness.settle()
            harness.present(compose, by: mail)
            try harness.settle()
            #expect(harness.onScreen == ["mail", "compose"])
            #expect(compose.parentCoordinator === mail)
            let before = harness.operations.count

            harness.dismiss(mail, by: harness.base, label: "dismissed")
            try harness.settle()

            #expect(
                harness.operations[before...].filter { if case .dismissAbove = $0 { true } else { false } } == [
                    .dismissAbove(layer: 0, animated: true)
                ])
            #expect(mail.childCoordinators.isEmpty)
        }
        #expect(harness.base.childCoordinators.isEmpty)
        #expect(releasedChild == nil && releasedGrandchild == nil)
        #expect(harness.completed.last == "dismissed")
        #expect(harness.onScreen.isEmpty)
    }

    @Test func aMessageFromInsideANavigationControllerInsideAPresentedChildReachesTheChildsCoordinator() throws {
        // UIViewController.parent, then presentingViewController: the chain `owningCoordinator` walks, here built
        // by present(child:).
        let harness = ChildPresentationHarness()
        let settings = ScreenOwningCoordinator("settings")
        let navigation = ChainNode("navigation")
        let detail = ChainNode("detail")
        settings.rootViewController.addChild(navigation)
        navigation.addChild(detail)

        harness.present(settings, by: harness.base)
        try harness.settle()

        #expect(settings.rootViewController.presentingViewController === harness.base.rootViewController)
        #expect(detail.owningCoordinator === settings)
        detail.owningCoordinator?.send(message: BasicMessage.done(sender: detail))
        #expect(settings.handled == ["done"])
        #expect(harness.base.handled.isEmpty)
    }

    @Test func aDoneMessageFromAPresentedChildsScreenReachesTheParentWhichDismissesIt() throws {
        // The documentation's example: the child's coordinator does not handle `done`, so BaseCoordinator's
        // unhandled(message:) passes it to the parent, which calls dismiss(child:).
        let harness = ChildPresentationHarness()
        let settings = ScreenOwningCoordinator("settings")
        settings.onMessage = { _ in false }
        let screen = ChainNode("settings screen")
        settings.rootViewController.addChild(screen)
        harness.base.onMessage = { [unowned harness] message in
            guard case BasicMessage.done = message else { return false }
            harness.dismiss(settings, by: harness.base)
            return true
        }
        harness.present(settings, by: harness.base)
        try harness.settle()

        screen.owningCoordinator?.send(message: BasicMessage.done(sender: screen))
        try harness.settle()

        #expect(harness.base.handled == ["done"])
        #expect(harness.base.childCoordinators.isEmpty)
        #expect(harness.onScreen.isEmpty)
    }

    @Test func aSwipeTheChainIsNotToldAboutIsNoticedAtTheNextRequest() throws {
        // A presentation controller whose delegate the app set keeps it: the chain is not told of the swipe
        // (presentationControllerDidDismiss(_:) goes to the app's delegate), and catches up before the next call.
        let harness = ChildPresentationHarness()
        let settings = ScreenOwningCoordinator("settings")
        let login = ScreenOwningCoordinator("login")
        harness.present(settings, by: harness.base, style: .sheet)
        try harness.settle()

        try harness.userSwipesDownUnreported()
        harness.present(login, by: harness.base)
        try harness.settle()

        #expect(settings.parentCoordinator == nil)
        #expect(harness.onScreen == ["login"])
        #expect(harness.base.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(login)])
    }

    @Test func aChildDismissedByItsParentsOwnRootIsRemovedAtTheNextRequest() throws {
        // UIViewController.dismiss(animated:completion:) sent by the app to the parent's root dismisses the child's
        // root; UIKit reports it to no delegate.
        let harness = ChildPresentationHarness()
        let mail = ScreenOwningCoordinator("mail")
        let compose = ScreenOwningCoordinator("compose")
        harness.present(mail, by: harness.base)
        try harness.settle()

        try harness.appDismissesAbove(layer: 0)
        try harness.settle()
        harness.present(compose, by: harness.base)
        try harness.settle()

        #expect(mail.parentCoordinator == nil)
        #expect(harness.onScreen == ["compose"])
        #expect(harness.shownItems == ["compose"])
    }

    @Test func aFlowThatRemovesAllChildrenAndDismissesWhatItsRootPresentedLeavesNothingBehind() throws {
        // What a flow coordinator's rebuild does with plain UIKit: removeAllChildren(), then dismiss on its root.
        let harness = ChildPresentationHarness()
        weak var releasedChild: ScreenOwningCoordinator?
        weak var releasedGrandchild: ScreenOwningCoordinator?
        let next = ScreenOwningCoordinator("next")
        do {
            let mail = ScreenOwningCoordinator("mail")
            let compose = ScreenOwningCoordinator("compose")
            releasedChild = mail
            releasedGrandchild = compose
            harness.present(mail, by: harness.base)
            try harness.settle()
            harness.present(compose, by: mail)
            try harness.settle()

            harness.base.removeAllChildren()
            try harness.appDismissesAbove(layer: 0)
        }
        #expect(releasedChild == nil && releasedGrandchild == nil, "the chain holds neither")

        harness.present(next, by: harness.base)  // during the flow's dismissal: waits for it
        try harness.settle()

        #expect(harness.onScreen == ["next"])
        #expect(harness.wantedItems == ["next"])
        #expect(harness.base.childCoordinators.map(ObjectIdentifier.init) == [ObjectIdentifier(next)])
        #expect(harness.violations.isEmpty)
    }

    @Test func aChildTheAppRemovesItselfIsDismissedAtTheNextRequest() throws {
        // BaseCoordinator.remove(child:) tells UIKit nothing: the child's root stays presented until the next call
        // dismisses it (UIViewController.dismiss(animated:completion:) on its presenter), so children and screen
        // agree again.
        let harness = ChildPresentationHarness()
        let mail = ScreenOwningCoordinator("mail")
        let photo = ChainNode("photo")
        harness.present(mail, by: harness.base)
        try harness.settle()

        harness.base.remove(child: mail)
        harness.presentInHierarchy(viewController: photo, by: harness.base)
        try harness.settle()

        #expect(harness.onScreen == ["photo"])
        #expect(harness.base.childCoordinators.isEmpty)
    }

    @Test func aChildDismissedBeforeItsPresentationStartedIsRemovedAndBothCompletionsRun() throws {
        // UIViewController.present(_:animated:completion:) cannot start during `mail`'s presentation, so `compose`
        // waits; dismissed meanwhile, it is never presented, and nothing is sent to UIKit for it.
        let harness = ChildPresentationHarness()
        let mail = ScreenOwningCoordinator("mail")
        let compose = ScreenOwningCoordinator("compose")
        harness.present(mail, by: harness.base)
        harness.presentInHierarchy(child: compose, by: harness.base, label: "presented")
        harness.dismiss(compose, by: harness.base, label: "dismissed")

        #expect(harness.completed == ["presented", "dismissed"])
        #expect(compose.parentCoordinator == nil)
        #expect(!harness.operations.contains { if case .present("compose", _, _, _) = $0 { true } else { false } })
        try harness.settle()
        #expect(harness.onScreen == ["mail"])
    }

    @Test("Two independent chains in one window present at once: both end on screen, none stuck")
    func twoIndependentChainsInOneWindowPresentAtOnce() throws {
        // UIViewController.present(_:animated:completion:): "The object on which you call this method may not always
        // be the one that handles the presentation": both chains' presentations go to the window's presentation
        // context, which presents one stack, refuses a presenter that is already presenting, and then never calls
        // the completion handler. The second chain presents above the first one's screen, in the window's turn.
        let window = (context: PresentationContext(), model: PresentationContextModel())
        let mail = ChildPresentationHarness(window: window)
        let search = ChildPresentationHarness(window: window)
        let login = ScreenOwningCoordinator("login")
        let paywall = ScreenOwningCoordinator("paywall")

        mail.present(login, by: mail.base, label: "login")
        search.present(paywall, by: search.base, label: "paywall")
        try mail.settle()
        try search.settle()

        #expect(mail.violations.isEmpty && search.violations.isEmpty)
        #expect(mail.onScreen == ["login"] && search.onScreen == ["paywall"])
        #expect(mail.completed == ["login"] && search.completed == ["paywall"])
        #expect(window.model.presented.map(\.client) == [mail.screen.client, search.screen.client])

        // UIViewController.dismiss(animated:completion:) takes what is above the dismissed screen with it, the other
        // chain's screen too: that chain learns it at its next request, removes its child, and presents again.
        mail.dismiss(login, by: mail.base, label: "dismissed")
        try mail.settle()
        let settings = ScreenOwningCoordinator("settings")
        search.present(settings, by: search.base, label: "settings")
        try search.settle()
        #expect(mail.violations.isEmpty && search.violations.isEmpty)
        #expect(mail.onScreen.isEmpty && search.onScreen == ["settings"])
        #expect(paywall.parentCoordinator == nil)
        #expect(settings.parentCoordinator === search.base)
        #expect(search.completed == ["paywall", "settings"])
    }

    @Test func randomPresentationsDismissalsSwipesAndFlowsKeepUIKitsRulesAndTheChildrenOnScreen() {
        let failure = ModelCheck.run(
            sequences: 300, maxLength: 30,
            operation: ChildPresentationStep.random(using:),
            check: { steps in Self.ruleBroken(by: steps) }
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    @Test func theModelCatchesCallingUIKitAtOnceBreakingItsRulesAndLeavingSwipedChildren() throws {
        // What calling UIKit straight from each function does: a presentation during a running one, which UIKit
        // refuses; a swiped child left in its parent, since only presentationControllerDidDismiss(_:) tells.
        // The coordinators are held here, as an app holds what it presents until its parent owns it; the harness
        // keeps them weakly, like the shell (a release build's optimizer rejects a weak-only temporary).
        let mail = ScreenOwningCoordinator("mail")
        let compose = ScreenOwningCoordinator("compose")
        let settings = ScreenOwningCoordinator("settings")
        let presenting = ChildPresentationHarness(logic: CallUIKitAtOnce(), recordsIssues: false)
        presenting.present(mail, by: presenting.base)
        presenting.presentInHierarchy(child: compose, by: presenting.base)
        #expect(presenting.violations.map(\.rule) == [.transitionInProgress])

        let swiping = ChildPresentationHarness(logic: CallUIKitAtOnce(), recordsIssues: false)
        swiping.present(settings, by: swiping.base, style: .sheet)
        try swiping.settle()
        try swiping.userSwipesDown()
        #expect(swiping.onScreen.isEmpty && swiping.base.childCoordinators.count == 1)
        withExtendedLifetime((mail, compose, settings)) {}

        let failure = ModelCheck.run(
            sequences: 300, maxLength: 30, operation: ChildPresentationStep.random(using:),
            check: { steps in Self.ruleBroken(by: steps, logic: CallUIKitAtOnce()) })
        #expect(failure != nil)
    }

    /// Runs `steps`, checking UIKit's rules after each, then lets every transition end and the chain catch up, and
    /// checks that each coordinator's children are what it shows (or asked for and waits to show).
    static func ruleBroken(
        by steps: [ChildPresentationStep], logic: any ChildPresentationLogic = PresentationPlanner<String>.ChildChain()
    ) -> String? {
        let harness = ChildPresentationHarness(logic: logic, recordsIssues: false)
        let pool = ["A", "B", "C", "D"].map(ScreenOwningCoordinator.init)
        let plain = ["p", "q"].map(ChainNode.init)
        for step in steps {
            step.apply(to: harness, pool: pool, plain: plain)
            if let violation = harness.violations.first { return "\(violation)" }
        }
        for _ in 0..<3 {
            harness.reconcile()
            try? harness.settle()
        }
        return harness.mismatch(pool: pool)
    }
}

extension ChildPresentationHarness {
    /// Once every transition ended and the chain caught up: the first broken rule, or how the screen, the chain or
    /// each coordinator's children (what it shows, or asked for and waits to show) went wrong.
    func mismatch(pool: [ScreenOwningCoordinator]) -> String? {
        if let violation = violations.first { return "\(violation)" }
        guard onScreen == shownItems else {
            return "the screen shows \(onScreen), the chain believes \(shownItems)"
        }
        guard wantedItems.starts(with: shownItems) else {
            return "on screen \(shownItems), asked for \(wantedItems)"
        }
        // Each request's completion handler runs once it is settled; only the presentations still waiting for
        // their presenter are not.
        let waiting = wantedItems.count - shownItems.count
        guard pendingCompletions == waiting else {
            return "\(pendingCompletions) completion handlers not called, \(waiting) presentations waiting"
        }
        for coordinator in [base] + pool {
            let children = Set(coordinator.childCoordinators.compactMap { ($0 as? ScreenOwningCoordinator)?.name })
            let asked = Set(
                wantedItems.filter { item in pool.contains { $0.name == item } && owner(of: item) === coordinator })
            guard children == asked else {
                return "\(coordinator.name) has children \(children.sorted()), shows or waits for \(asked.sorted())"
            }
        }
        return nil
    }
}

/// One random step: the app presents or dismisses through the coordinators, a transition ends, the user swipes,
/// or the app changes the screen itself. Steps that cannot happen at that moment are skipped.
enum ChildPresentationStep: CustomStringConvertible {
    case present(child: Int, owner: Int, inHierarchy: Bool)
    case presentViewController(Int, owner: Int)
    case dismiss(child: Int)
    case finishTransition
    case userSwipesDown
    case appDismissesAbove(layer: Int)
    /// A flow rebuilding: `removeAllChildren()` on the owner, and a dismiss on its root if it presents something.
    case flowRebuilds(owner: Int)

    static func random(using random: inout SplitMix) -> ChildPresentationStep {
        let coordinator = Int.random(in: 0..<4, using: &random)
        let owner = Int.random(in: 0..<5, using: &random)  // 0: the base
        switch Int.random(in: 0..<13, using: &random) {
        case 0, 1, 2: return .present(child: coordinator, owner: owner, inHierarchy: false)
        case 3, 4: return .present(child: coordinator, owner: owner, inHierarchy: true)
        case 5: return .presentViewController(Int.random(in: 0..<2, using: &random), owner: owner)
        case 6, 7: return .dismiss(child: coordinator)
        case 8, 9: return .finishTransition
        case 10: return .userSwipesDown
        case 11: return .appDismissesAbove(layer: Int.random(in: 0..<3, using: &random))
        default: return .flowRebuilds(owner: owner)
        }
    }

    @MainActor
    func apply(to harness: ChildPresentationHarness, pool: [ScreenOwningCoordinator], plain: [ChainNode]) {
        /// The owner, if it can present on the chain: the base, or a coordinator asked for on it.
        func owner(_ index: Int) -> ScreenOwningCoordinator? {
            if index == 0 { return harness.base }
            let candidate = pool[index - 1]
            return harness.wantedItems.contains(candidate.name) && candidate.parentCoordinator != nil ? candidate : nil
        }
        switch self {
        case .present(let childIndex, let ownerIndex, let inHierarchy):
            let child = pool[childIndex]
            // BaseCoordinator.add(child:) stops the program for a second parent or a cycle.
            guard let owner = owner(ownerIndex), child.parentCoordinator == nil, !isAncestor(child, of: owner) else {
                return
            }
            // Half of the children ask for a sheet, which the user can swipe away; the others are full screen.
            harness.present(child, by: owner, inHierarchy: inHierarchy, style: childIndex % 2 == 0 ? .sheet : nil)
        case .presentViewController(let index, let ownerIndex):
            guard let owner = owner(ownerIndex), !harness.wantedItems.contains(plain[index].name) else { return }
            harness.presentInHierarchy(viewController: plain[index], by: owner)
        case .dismiss(let childIndex):
            let child = pool[childIndex]
            guard let owner = child.parentCoordinator as? ScreenOwningCoordinator else { return }
            harness.dismiss(child, by: owner)
        case .finishTransition:
            try? harness.finishTransition()
        case .userSwipesDown:
            try? harness.userSwipesDown()
        case .appDismissesAbove(let layer):
            try? harness.appDismissesAbove(layer: layer)
        case .flowRebuilds(let ownerIndex):
            guard let owner = owner(ownerIndex) else { return }
            owner.removeAllChildren()
            let layer = owner === harness.base ? 0 : (harness.onScreen.firstIndex(of: owner.name).map { $0 + 1 })
            if let layer { try? harness.appDismissesAbove(layer: layer) }
        }
    }

    var description: String {
        switch self {
        case .present(let child, let owner, let inHierarchy):
            "\(owner == 0 ? "base" : "#\(owner - 1)").\(inHierarchy ? "presentInHierarchy" : "present")(child: #\(child))"
        case .presentViewController(let index, let owner):
            "\(owner == 0 ? "base" : "#\(owner - 1)").presentInHierarchy(viewController: \(index))"
        case .dismiss(let child): "parent of #\(child) dismiss(child:)"
        case .finishTransition: "transition ends"
        case .userSwipesDown: "user swipes the top sheet down"
        case .appDismissesAbove(let layer): "app sends dismiss to layer \(layer)"
        case .flowRebuilds(let owner): "\(owner == 0 ? "base" : "#\(owner - 1)") rebuilds its flow"
        }
    }
}

/// Whether `candidate` is `coordinator` or one of its ancestors.
@MainActor
private func isAncestor(_ candidate: BaseCoordinator, of coordinator: BaseCoordinator) -> Bool {
    var current: BaseCoordinator? = coordinator
    while let link = current {
        if link === candidate { return true }
        current = link.parentCoordinator
    }
    return false
}

/// The functions written as straight UIKit calls: present at once (from the owner's root, or from the top), dismiss
/// at once and remove the child, each completion handler called at once; what UIKit reports is ignored.
struct CallUIKitAtOnce: ChildPresentationLogic {
    private(set) var shownItems: [String] = []
    var wantedItems: [String] { shownItems }

    mutating func handle(
        _ event: PresentationPlanner<String>.ChildChain.Event
    ) -> [PresentationPlanner<String>.ChildChain.Operation] {
        switch event {
        case .present(let item, let isChild, let from, let inHierarchy, let animated, let request, _):
            let presenter =
                inHierarchy ? shownItems.count : from.flatMap { shownItems.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            shownItems.append(item)
            return (isChild ? [.addChild(item)] : []) + [
                .present(item, layer: presenter + 1, fromTopmost: false, animated: animated),
                .complete(request: request),
            ]
        case .dismiss(let item, let animated, let request):
            guard let index = shownItems.firstIndex(of: item) else { return [.complete(request: request)] }
            shownItems.removeLast(shownItems.count - index)
            return [.dismissAbove(layer: index, animated: animated), .removeChild(item), .complete(request: request)]
        case .uikit:
            return []
        }
    }
}
