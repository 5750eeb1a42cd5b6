// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyContainerTesting
import MailAppCore
import Testing

@Suite("Inbox: derived unread count, search, sync and opening a message", .isolatedContainer, .timeLimit(.minutes(1)))
struct InboxViewModelTests {
    @Test func theUnreadCountFollowsTheMessages() async {
        let scene = MailScene(restoring: nil)
        let inbox = Container.shared.inboxViewModel(scene.id)
        #expect(inbox.state.unreadCount == 0)

        await inbox.load()
        #expect(inbox.state.messages.map(\.id) == [42, 41, 40])
        #expect(inbox.state.unreadCount == 2)

        inbox.state.messages[0].isRead = true
        #expect(inbox.state.unreadCount == 1)
    }

    @Test func theSearchTextFiltersTheVisibleMessages() async {
        let scene = MailScene(restoring: nil)
        let inbox = Container.shared.inboxViewModel(scene.id)
        await inbox.load()
        #expect(inbox.state.visibleMessages.count == 3)

        inbox.state.searchText = "MOTH"  // in a body, ignoring case
        #expect(inbox.state.visibleMessages.map(\.id) == [41])

        inbox.$state.searchText.wrappedValue = "example.com"  // through the binding a text field uses
        #expect(inbox.state.visibleMessages.count == 3)

        inbox.state.searchText = "nothing like this"
        #expect(inbox.state.visibleMessages.isEmpty)
        #expect(inbox.state.unreadCount == 2)  // the count is of all messages, not the visible ones

        inbox.state.searchText = "  "
        #expect(inbox.state.visibleMessages.count == 3)
    }

    @Test func aSyncReachesTheInboxThroughItsDelegate() async {
        let scene = MailScene(restoring: nil)
        let inbox = Container.shared.inboxViewModel(scene.id)
        await inbox.load()
        inbox.state.searchText = "review"

        await inbox.refresh()
        await Container.shared.syncEngine().invokeOnMainActorAndWait { _ in }

        #expect(inbox.state.messages.map(\.id) == [44, 43, 42, 41, 40])
        #expect(inbox.state.unreadCount == 4)
        #expect(inbox.state.visibleMessages.map(\.id) == [43])
        #expect(!inbox.state.isSyncing)
    }

    @Test func openingAMessageMarksItReadAndShowsIt() async {
        let scene = MailScene(restoring: nil)
        let inbox = Container.shared.inboxViewModel(scene.id)
        await inbox.load()

        inbox.open(42)

        #expect(inbox.state.unreadCount == 1)
        #expect(scene.coordinator.navigation.visibleNavigation.path == [.message(id: 42)])
    }

    @Test func theDetailLoadsByIdAndMarksTheMessageRead() async {
        let detail = Container.shared.messageDetailViewModel(41)
        #expect(detail.message == nil)

        await detail.load()

        #expect(detail.message?.subject == "Compiler")
        #expect(detail.message?.isRead == true)
        #expect(await Container.shared.mailService().message(id: 41)?.isRead == true)
    }
}
