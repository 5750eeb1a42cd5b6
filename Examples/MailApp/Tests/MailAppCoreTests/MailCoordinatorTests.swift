// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import MailAppCore
import Testing

@Suite("Navigation: messages, the compose sheet, deep links and state restoration")
struct MailCoordinatorTests {
    @Test func screensNavigateWithMessages() {
        let mail = MailCoordinator()
        mail.send(message: OpenMessage(id: 7))
        mail.send(message: OpenMessage(id: 8))
        #expect(mail.navigation.path == [.message(id: 7), .message(id: 8)])

        mail.send(message: BasicMessage.back(sender: "message 8"))
        #expect(mail.navigation.path == [.message(id: 7)])

        mail.send(message: ComposeMessage())
        #expect(mail.navigation.presentedLayers.map(\.routes) == [[.compose]])
        #expect(mail.navigation.presentedLayers.first?.presentation == .sheet)
        #expect(mail.navigation.visibleRoute == .compose)

        mail.send(message: ComposeFinished())
        #expect(mail.navigation.presentedLayers.isEmpty)
        #expect(mail.navigation.visibleRoute == .message(id: 7))
    }

    @Test func theSettingsSheetHasItsOwnCoordinatorAndClosesThroughItsParent() {
        let mail = MailCoordinator(navigation: NavigationState(path: [.message(id: 7)]))
        mail.send(message: OpenSettings())
        #expect(mail.navigation.visibleRoute == .settings)

        mail.settings.send(message: EditSignature())  // from the settings screen
        #expect(mail.settings.navigation.path == [.signature])
        #expect(mail.navigation.visibleRoute == .settings)  // the sheet's own stack changed, not the app's

        mail.settings.send(message: CloseSettings())  // not the child's to handle: it travels up
        #expect(mail.navigation == NavigationState(path: [.message(id: 7)]))

        mail.send(message: OpenSettings())  // opens at the first screen again
        #expect(mail.settings.navigation.path.isEmpty)
        #expect(mail.settings.findParent(of: MailCoordinator.self) === mail)
    }

    @Test func deepLinksReplaceTheWholeState() throws {
        let mail = MailCoordinator(navigation: NavigationState(path: [.message(id: 1)]))
        mail.present(.compose, style: .sheet)

        try mail.open(#require(URL(string: "mailapp://message/42")))
        #expect(mail.navigation == NavigationState(path: [.message(id: 42)]))

        try mail.open(#require(URL(string: "mailapp://compose")))
        #expect(mail.navigation.path.isEmpty)
        #expect(mail.navigation.presentedLayers.map(\.routes) == [[.compose]])

        try mail.open(#require(URL(string: "mailapp://settings")))
        #expect(mail.navigation.presentedLayers.map(\.routes) == [[.settings]])

        #expect(throws: NavigationError.unrecognizedDeepLink("mailapp://message/latest")) {
            try mail.open(#require(URL(string: "mailapp://message/latest")))
        }
        #expect(throws: NavigationError.unrecognizedDeepLink("https://example.com/message/42")) {
            try mail.open(#require(URL(string: "https://example.com/message/42")))
        }
        #expect(mail.navigation.presentedLayers.map(\.routes) == [[.settings]])  // a refused link changes nothing
    }

    @Test func aSavedStateRestoresEqual() throws {
        let mail = MailCoordinator(navigation: NavigationState(path: [.message(id: 3), .message(id: 4)]))
        mail.present(.compose, style: .sheet)
        let saved = try mail.savedState()

        let relaunched = MailCoordinator()
        try relaunched.restore(from: saved)

        #expect(relaunched.navigation == mail.navigation)
        #expect(relaunched.navigation.visibleRoute == .compose)
        let decoded = try JSONDecoder().decode(NavigationState<MailRoute>.self, from: saved)
        #expect(decoded.path == [.message(id: 3), .message(id: 4)])
    }

    @Test func aCorruptSavedStateIsRefused() {
        let mail = MailCoordinator(navigation: NavigationState(path: [.message(id: 1)]))
        #expect(throws: DecodingError.self) { try mail.restore(from: Data("{}".utf8)) }
        #expect(mail.navigation.path == [.message(id: 1)])
    }
}
