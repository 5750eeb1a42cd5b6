// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import MailAppCore
import Testing

@Suite("Navigation: two tabs, messages, the compose sheet, deep links into tabs and state restoration")
struct MailCoordinatorTests {
    @Test func theAppStartsOnTheInboxTabWithBothTabsAtTheirFirstScreen() {
        let mail = MailCoordinator()
        #expect(mail.navigation.tabs == [.inbox, .settings])
        #expect(mail.navigation.selectedTab == .inbox)
        #expect(mail.navigation.stack(of: .inbox)?.path == [])
        #expect(mail.navigation.stack(of: .settings)?.path == [])
    }

    @Test func screensNavigateWithMessages() {
        let mail = MailCoordinator()
        mail.send(message: OpenMessage(id: 7))
        mail.send(message: OpenMessage(id: 8))
        #expect(mail.navigation.visibleNavigation.path == [.message(id: 7), .message(id: 8)])

        mail.send(message: BasicMessage.back(sender: "message 8"))
        #expect(mail.navigation.visibleNavigation.path == [.message(id: 7)])

        mail.send(message: ComposeMessage())
        #expect(mail.navigation.presentedLayers.map(\.routes) == [[.compose]])
        #expect(mail.navigation.presentedLayers.first?.presentation == .sheet)
        #expect(mail.navigation.visibleRoute == .compose)

        mail.send(message: ComposeFinished())
        #expect(mail.navigation.presentedLayers.isEmpty)
        #expect(mail.navigation.visibleRoute == .message(id: 7))
    }

    @Test func eachTabKeepsItsOwnStack() throws {
        let mail = MailCoordinator()
        mail.send(message: OpenMessage(id: 7))

        mail.send(message: OpenSettings())  // the inbox's settings button
        #expect(mail.navigation.selectedTab == .settings)
        mail.send(message: EditSignature())  // the settings screen's button
        #expect(mail.navigation.visibleRoute == .signature)

        try mail.select(.inbox)  // a tap on the inbox tab
        #expect(mail.navigation.visibleNavigation.path == [.message(id: 7)])
        #expect(mail.navigation.stack(of: .settings)?.path == [.signature])
    }

    @Test func theSignatureEditorsDoneClosesIt() {
        // SignatureViewController's Done: `owningCoordinator?.send(message: BasicMessage.done(sender: self))`.
        let mail = MailCoordinator()
        mail.send(message: OpenSettings())
        mail.send(message: EditSignature())
        mail.send(message: BasicMessage.done(sender: "signature editor"))
        #expect(mail.navigation.selectedTab == .settings)
        #expect(mail.navigation.visibleNavigation.path.isEmpty)
    }

    @Test func theSignatureEditorInASheetClosesWithDoneAndATabSwitchClosesIt() {
        // SettingsViewController's "Edit signature in a sheet", then the sheet's Done; then the sheet again, and its
        // "Show inbox" while it is up.
        let mail = MailCoordinator()
        mail.send(message: OpenSettings())
        mail.send(message: EditSignature(inSheet: true))
        #expect(mail.navigation.presentedLayers.map(\.routes) == [[.signature]])
        mail.send(message: BasicMessage.done(sender: "signature editor"))
        #expect(mail.navigation.presentedLayers.isEmpty)
        #expect(mail.navigation.selectedTab == .settings)

        mail.send(message: EditSignature(inSheet: true))
        mail.send(message: ShowInbox())
        #expect(mail.navigation.selectedTab == .inbox)
        #expect(mail.navigation.presentedLayers.isEmpty)
    }

    @Test func tappingTheSelectedTabAgainPopsItToItsFirstScreen() throws {
        // UIKit's rule, which the app's tab bar follows: a tap on the selected tab pops its navigation controller
        // to its root (https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate).
        let mail = MailCoordinator()
        mail.send(message: OpenMessage(id: 7))
        mail.send(message: OpenMessage(id: 8))
        try mail.select(.inbox)
        #expect(mail.navigation.visibleNavigation.path.isEmpty)
        #expect(mail.navigation.selectedTab == .inbox)
    }

    @Test func aDeepLinkIntoTheSettingsTabSelectsItAndShowsTheSignatureEditor() throws {
        let mail = MailCoordinator()
        mail.send(message: OpenMessage(id: 7))
        mail.send(message: ComposeMessage())

        try mail.open(#require(URL(string: "mailapp://settings/signature")))

        #expect(mail.navigation.selectedTab == .settings)
        #expect(mail.navigation.presentedLayers.isEmpty)  // a link shows where it leads, not what was over it
        #expect(mail.navigation.visibleNavigation.path == [.signature])
        #expect(mail.navigation.stack(of: .inbox)?.path == [.message(id: 7)])  // the other tab is left as it was

        try mail.open(#require(URL(string: "mailapp://settings")))
        #expect(mail.navigation.selectedTab == .settings && mail.navigation.visibleNavigation.path.isEmpty)
    }

    @Test func aDeepLinkToAMessageSelectsTheInboxTab() throws {
        let mail = MailCoordinator()
        mail.send(message: OpenSettings())
        mail.send(message: EditSignature())

        try mail.open(#require(URL(string: "mailapp://message/42")))
        #expect(mail.navigation.selectedTab == .inbox)
        #expect(mail.navigation.visibleNavigation.path == [.message(id: 42)])
        #expect(mail.navigation.stack(of: .settings)?.path == [.signature])

        try mail.open(#require(URL(string: "mailapp://compose")))
        #expect(mail.navigation.presentedLayers.map(\.routes) == [[.compose]])
        #expect(mail.navigation.visibleRoute == .compose)
        #expect(mail.navigation.stack(of: .inbox)?.path == [.message(id: 42)])  // under the sheet, as it was
    }

    @Test func anUnknownLinkIsRefusedAndChangesNothing() throws {
        let mail = MailCoordinator()
        mail.send(message: OpenMessage(id: 1))
        let before = mail.navigation
        for link in [
            "mailapp://message/latest", "https://example.com/message/42", "mailapp://settings/accounts",
            "mailapp://compose/draft",
        ] {
            #expect(throws: NavigationError.unrecognizedDeepLink(link)) {
                try mail.open(#require(URL(string: link)))
            }
        }
        #expect(mail.navigation == before)
    }

    @Test func aSavedStateRestoresEqual() throws {
        let mail = MailCoordinator()
        mail.send(message: OpenMessage(id: 3))
        mail.send(message: OpenMessage(id: 4))
        mail.send(message: OpenSettings())
        mail.send(message: EditSignature())
        mail.send(message: ComposeMessage())
        let saved = try mail.savedState()

        let relaunched = MailCoordinator()
        try relaunched.restore(from: saved)

        #expect(relaunched.navigation == mail.navigation)
        #expect(relaunched.navigation.selectedTab == .settings)
        #expect(relaunched.navigation.visibleRoute == .compose)
        #expect(relaunched.navigation.stack(of: .inbox)?.path == [.message(id: 3), .message(id: 4)])
    }

    @Test func aCorruptSavedStateIsRefused() {
        let mail = MailCoordinator()
        mail.send(message: OpenMessage(id: 1))
        #expect(throws: DecodingError.self) { try mail.restore(from: Data("{}".utf8)) }
        #expect(mail.navigation.visibleNavigation.path == [.message(id: 1)])
    }
}
