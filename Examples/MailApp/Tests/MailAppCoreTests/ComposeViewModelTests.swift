// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyContainerTesting
import Foundation
import MailAppCore
import Testing

/// A service whose every send fails, to test what the sheet does then.
nonisolated final class UnreachableMailService: MailService {
    func inbox() async -> [Message] { [] }
    func message(id: Int) async -> Message? { nil }
    func markRead(id: Int) async {}
    func fetchNewMessages() async -> [Message] { [] }
    func send(to: String, subject: String, body: String) async throws(MailError) {
        throw MailError.invalidRecipient(to)
    }
}

@Suite("Compose: the draft's rules, sending, and a failing service", .timeLimit(.minutes(1)))
struct ComposeViewModelTests {
    @Test(.isolatedContainer)
    func theRulesNormaliseTheAddressAndDecideWhetherItCanBeSent() {
        let scene = MailScene(restoring: nil)
        let compose = Container.shared.composeViewModel(scene.id)
        #expect(!compose.draft.canSend)

        compose.$draft.to.wrappedValue = " Ada@Example.COM "
        #expect(compose.draft.to == "ada@example.com")
        #expect(!compose.draft.canSend)  // no subject yet

        compose.draft.subject = "Hello"
        #expect(compose.draft.canSend)

        compose.draft.to = "ada"
        #expect(!compose.draft.canSend)
    }

    @Test(.isolatedContainer)
    func sendingClosesTheSheet() async throws {
        let scene = MailScene(restoring: nil)
        let coordinator = scene.coordinator
        try coordinator.open(#require(URL(string: "mailapp://compose")))
        let compose = Container.shared.composeViewModel(scene.id)
        compose.$draft.withLock { draft in
            draft.to = "grace@example.com"
            draft.subject = "Hi"
        }

        await compose.send()

        #expect(coordinator.navigation.presentedLayers.isEmpty)
        let service = try #require(Container.shared.mailService() as? InMemoryMailService)
        #expect(service.sent.map(\.subject) == ["Hi"])
    }

    @Test(.container { $0.mailService.register { UnreachableMailService() } })
    func aFailedSendKeepsTheSheetOpenWithTheError() async throws {
        let scene = MailScene(restoring: nil)
        let coordinator = scene.coordinator
        coordinator.send(message: ComposeMessage())
        let compose = Container.shared.composeViewModel(scene.id)
        compose.draft.to = "grace@example.com"
        compose.draft.subject = "Hi"

        await compose.send()

        #expect(compose.draft.error == "Could not send to grace@example.com")
        #expect(coordinator.navigation.presentedLayers.map(\.routes) == [[.compose]])
    }

    @Test(.isolatedContainer)
    func eachSheetGetsANewDraft() {
        let scene = MailScene(restoring: nil)
        let first = Container.shared.composeViewModel(scene.id)
        first.draft.subject = "Draft"
        #expect(Container.shared.composeViewModel(scene.id).draft.subject == "")
    }
}
