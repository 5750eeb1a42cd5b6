// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

/// Overrides `unhandled(message:)`: keeps what no coordinator of its subtree handled.
final class CollectingRoot: BaseCoordinator {
    private(set) var unhandledMessages: [String] = []

    override func unhandled(message: any CoordinatorMessage) {
        unhandledMessages.append(describe(message))
    }
}

@Suite("Coordinator operations: removing children, unhandled messages, dismissing and replacing")
@MainActor
struct CoordinatorOperationsTests {
    @Test func removeAllChildrenReleasesEveryChildAndCutsTheirMessagesOff() {
        let parent = RecordingCoordinator("parent", accepts: { _ in true })
        let children = (0..<3).map { RecordingCoordinator("child \($0)") }
        for child in children { parent.add(child: child) }

        parent.removeAllChildren()

        #expect(parent.childCoordinators.isEmpty)
        #expect(children.allSatisfy { $0.parentCoordinator == nil })
        children[0].send(message: BasicMessage.done(sender: children[0]))
        #expect(parent.handled.isEmpty, "a removed child's message no longer reaches its old parent")
        let adopter = BaseCoordinator()
        adopter.add(child: children[1])  // free to join another parent: adding it is not a second parent
        #expect(children[1].parentCoordinator === adopter)
    }

    @Test func unhandledPassesADeclinedMessageUpAndAnOverrideSeesWhatNoOneHandled() {
        let root = CollectingRoot()
        let middle = RecordingCoordinator("middle", accepts: { $0 is AuthenticateMessage })
        let leaf = RecordingCoordinator("leaf")
        root.add(child: middle)
        middle.add(child: leaf)

        leaf.send(message: AuthenticateMessage(username: "ada"))
        leaf.send(message: BasicMessage.cancel(sender: leaf))

        #expect(leaf.declined == ["authenticate ada", "cancel"])
        #expect(middle.handled == ["authenticate ada"])
        #expect(middle.declined == ["cancel"])
        #expect(root.unhandledMessages == ["cancel"], "the default unhandled(message:) passed it to the parent")
    }

    @Test func aMessageNobodyHandlesEndsAtTheRoot() {
        let root = RecordingCoordinator("root")
        let child = RecordingCoordinator("child")
        root.add(child: child)
        child.send(message: BasicMessage.skip(sender: child))
        #expect(child.declined == ["skip"])
        #expect(root.declined == ["skip"])
        #expect(root.handled.isEmpty)
    }

    @Test func dismissDismissAllAndReplaceChangeTheNavigationAndReportEachChange() throws {
        let coordinator = NavigationCoordinator<MailRoute>(navigation: NavigationState(path: [.inbox]))
        var reported: [NavigationState<MailRoute>] = []
        _ = coordinator.addObserver { reported.append($0) }

        coordinator.present(.compose, style: .sheet)
        coordinator.present(.settings, style: .fullScreen)
        try coordinator.dismiss()
        #expect(coordinator.navigation.visibleRoute == .compose)
        try coordinator.replace(with: [.message(id: 1), .message(id: 2)])
        #expect(coordinator.navigation.presentedLayers.first?.routes == [.message(id: 1), .message(id: 2)])
        #expect(coordinator.navigation.presentedLayers.first?.presentation == .sheet, "the layer stays presented")
        coordinator.dismissAll()
        #expect(coordinator.navigation == NavigationState(path: [.inbox]))
        try coordinator.replace(with: [])
        #expect(coordinator.navigation.path.isEmpty, "the base layer may be emptied")

        #expect(reported.count == 6)
        #expect(reported.last == coordinator.navigation)
    }

    @Test func refusedDismissAndReplaceThrowAndReportNothing() {
        let coordinator = NavigationCoordinator<MailRoute>(navigation: NavigationState(path: [.inbox]))
        var reports = 0
        _ = coordinator.addObserver { _ in reports += 1 }

        #expect(throws: NavigationError.nothingPresented) { try coordinator.dismiss() }
        coordinator.dismissAll()  // nothing presented: no change
        coordinator.present(.compose, style: .sheet)
        #expect(throws: NavigationError.emptyPresentedLayer) { try coordinator.replace(with: []) }

        #expect(reports == 1, "only the presentation was a change")
        #expect(coordinator.navigation.visibleRoute == .compose)
    }
}
