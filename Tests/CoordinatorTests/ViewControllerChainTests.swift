// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

/// A stand-in for `UIViewController` that keeps UIKit's rules for the two links the walk follows:
/// - `parent` (https://developer.apple.com/documentation/uikit/uiviewcontroller/parent): the container view
///   controller, held weakly; set when a container adds a child (`addChild(_:)`, a navigation controller's stack).
/// - `presentingViewController`
///   (https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller): the view
///   controller that presented this one or, if this one was not presented but an ancestor was, the view controller
///   that presented that ancestor.
@MainActor
class ChainNode {
    let name: String
    private(set) weak var parent: ChainNode?
    private(set) var children: [ChainNode] = []
    private(set) var presentedViewController: ChainNode?
    private weak var presenter: ChainNode?

    init(_ name: String) { self.name = name }

    var presentingViewController: ChainNode? { presenter ?? parent?.presentingViewController }

    func addChild(_ child: ChainNode) {
        children.append(child)
        child.parent = self
    }

    func present(_ node: ChainNode) {
        presentedViewController = node
        node.presenter = self
    }

    /// What `UIViewController.owningCoordinator` answers for this view controller.
    var owningCoordinator: (any Coordinating)? {
        ViewControllerChain.coordinator(from: self, parent: { $0.parent }, presenting: { $0.presentingViewController })
    }
}

/// A screen owned by a coordinator, as an app writes it.
@MainActor
final class OwnedNode: ChainNode, CoordinatorInitializable {
    weak var parentCoordinator: (any Coordinating)?

    init(_ name: String, ownedBy coordinator: (any Coordinating)?) {
        parentCoordinator = coordinator
        super.init(name)
    }
}

@Suite("A view controller's messages reach the coordinator of its first owned ancestor", .timeLimit(.minutes(5)))
@MainActor
struct ViewControllerChainTests {
    @Test func aMessageFromInsideANavigationControllerInsideAPresentedChildReachesTheChildsCoordinator() {
        let app = RecordingCoordinator("app", accepts: { _ in true })
        let settings = RecordingCoordinator("settings", accepts: { _ in true })
        let home = OwnedNode("home", ownedBy: app)
        let settingsScreen = OwnedNode("settings", ownedBy: settings)
        let navigation = ChainNode("navigation")
        let detail = ChainNode("detail")
        home.present(settingsScreen)
        settingsScreen.addChild(navigation)
        navigation.addChild(detail)

        #expect(detail.owningCoordinator === settings)
        detail.owningCoordinator?.send(message: BasicMessage.done(sender: detail))
        #expect(settings.handled == ["done"])
        #expect(app.handled.isEmpty)
    }

    @Test func aPresentedNavigationControllerThatNobodyOwnsPassesItsMessagesToThePresenter() {
        let app = RecordingCoordinator("app")
        let home = OwnedNode("home", ownedBy: app)
        let navigation = ChainNode("navigation")
        let detail = ChainNode("detail")
        home.present(navigation)
        navigation.addChild(detail)

        #expect(detail.presentingViewController === home, "UIKit: a child of a presented view controller")
        #expect(detail.owningCoordinator === app)
    }

    @Test func aViewControllerWithNoOwnedAncestorReachesNil() {
        let root = ChainNode("root")
        let navigation = ChainNode("navigation")
        let detail = ChainNode("detail")
        root.present(navigation)
        navigation.addChild(detail)

        #expect(detail.owningCoordinator == nil)
    }

    @Test func anOwnedViewControllerReachesItsOwnCoordinator() {
        let login = RecordingCoordinator("login")
        let screen = OwnedNode("login", ownedBy: login)
        #expect(screen.owningCoordinator === login)
    }

    @Test func theParentWinsOverThePresentingViewController() {
        // UIKit gives a child of a presented view controller both links: its container as `parent`, and the
        // presenter of that container as `presentingViewController`. The container is the nearer owner.
        let app = RecordingCoordinator("app")
        let sheet = RecordingCoordinator("sheet")
        let home = OwnedNode("home", ownedBy: app)
        let sheetScreen = OwnedNode("sheet", ownedBy: sheet)
        let child = ChainNode("child")
        home.present(sheetScreen)
        sheetScreen.addChild(child)

        #expect(child.parent === sheetScreen && child.presentingViewController === home)
        #expect(child.owningCoordinator === sheet)
    }

    /// CoordinatorKit's `UIViewController.coordinator` walks on past a `CoordinatorInitializable` whose
    /// `parentCoordinator` is `nil`; so does this walk, so that a migrated flow's screens keep reaching it.
    @Test func anOwnedScreenWhoseCoordinatorIsGoneOrUnsetPassesItsMessagesOnUpAsCoordinatorKitDoes() {
        let app = RecordingCoordinator("app")
        let home = OwnedNode("home", ownedBy: app)
        let detail = ChainNode("detail")
        do {
            let sheet = RecordingCoordinator("sheet")
            let sheetScreen = OwnedNode("sheet", ownedBy: sheet)
            home.present(sheetScreen)
            sheetScreen.addChild(detail)
            #expect(detail.owningCoordinator === sheet)
        }
        // The sheet's coordinator is gone; its screen, still presented, holds it weakly: the presenter's takes over.
        #expect(home.presentedViewController != nil)
        #expect(detail.owningCoordinator === app)
        // A screen that was never given a coordinator is passed over too.
        let unwired = OwnedNode("unwired", ownedBy: nil)
        let inner = ChainNode("inner")
        home.addChild(unwired)
        unwired.addChild(inner)
        #expect(inner.owningCoordinator === app)
    }

    @Test func aScreenDoesNotKeepItsCoordinatorAlive() {
        let screen: OwnedNode
        do {
            let coordinator = RecordingCoordinator("short-lived")
            screen = OwnedNode("screen", ownedBy: coordinator)
            #expect(screen.parentCoordinator === coordinator)
        }
        #expect(screen.parentCoordinator == nil)
    }

    @Test func theModuleNameQualifiesItsTypes() {
        // No type in the module is named `Coordinator`, so the module's name qualifies its types. A type named
        // like the module would make `Coordinator.BaseCoordinator` a member lookup on that type, and fail.
        let root = Coordinator.BaseCoordinator()
        let screen = OwnedNode("screen", ownedBy: root)
        let owner: (any Coordinator.Coordinating)? = screen.owningCoordinator
        #expect(owner === root)
        #expect((Coordinator.BasicMessage.done(sender: root).sender as? Coordinator.BaseCoordinator) === root)
    }
}
