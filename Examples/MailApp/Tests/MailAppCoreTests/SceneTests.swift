// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyContainerTesting
import Foundation
import MailAppCore
import Testing

/// Each scene (an iPad or Mac window) has its own navigation and screens; the service behind them is the app's.
@Suite("Scenes: each window navigates on its own", .isolatedContainer, .timeLimit(.minutes(1)))
struct SceneTests {
    @Test func twoScenesKeepIndependentNavigation() throws {
        let first = MailScene(restoring: nil)
        let second = MailScene(restoring: nil)
        #expect(first.coordinator !== second.coordinator)
        #expect(Container.shared.mailCoordinator(first.id) === first.coordinator)

        Container.shared.inboxViewModel(first.id).open(42)
        first.coordinator.send(message: OpenSettings())
        #expect(first.coordinator.navigation.selectedTab == .settings)
        #expect(first.coordinator.navigation.stack(of: .inbox)?.path == [.message(id: 42)])

        #expect(second.coordinator.navigation.selectedTab == .inbox)
        #expect(second.coordinator.navigation.stack(of: .inbox)?.path == [])
        #expect(Container.shared.inboxViewModel(first.id) !== Container.shared.inboxViewModel(second.id))
        #expect(Container.shared.inboxViewModel(second.id) === Container.shared.inboxViewModel(second.id))
    }

    @Test func twoScenesKeepIndependentDrafts() {
        let first = MailScene(restoring: nil)
        let second = MailScene(restoring: nil)
        let firstDraft = Container.shared.composeViewModel(first.id)
        let secondDraft = Container.shared.composeViewModel(second.id)
        Container.shared.inboxViewModel(first.id).compose()
        Container.shared.inboxViewModel(second.id).compose()
        firstDraft.draft.subject = "From the first window"
        secondDraft.draft.subject = "From the second window"

        firstDraft.cancel()

        #expect(first.coordinator.navigation.presentedLayers.isEmpty)
        #expect(second.coordinator.navigation.presentedLayers.map(\.routes) == [[.compose]])
        #expect(secondDraft.draft.subject == "From the second window")
    }

    @Test func aSceneOpensShowingWhatItSaved() throws {
        let earlier = MailScene(restoring: nil)
        Container.shared.inboxViewModel(earlier.id).open(41)
        earlier.coordinator.send(message: ComposeMessage())
        let saved = try earlier.coordinator.savedState()

        let restored = MailScene(restoring: saved)

        // Shown before anything observes it: the scene's first frame is the saved state.
        #expect(restored.coordinator.navigation == earlier.coordinator.navigation)
        #expect(restored.coordinator !== earlier.coordinator)
        let unreadable = MailScene(restoring: Data("not a saved state".utf8))
        #expect(unreadable.coordinator.navigation == MailCoordinator().navigation)  // the app at launch
    }

    @Test func aClosedSceneLeavesNothingBehind() {
        var scene: MailScene? = MailScene(restoring: nil)
        weak let coordinator = scene?.coordinator
        weak let inbox = scene.map { Container.shared.inboxViewModel($0.id) }
        #expect(coordinator != nil)

        scene = nil

        #expect(coordinator == nil)
        #expect(inbox == nil)
    }
}
