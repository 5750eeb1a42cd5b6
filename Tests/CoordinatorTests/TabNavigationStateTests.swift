// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import Testing

/// Tabs of a small mail app.
enum MailTab: String, Hashable, Codable, Sendable {
    case mail, search, settings
}

typealias MailTabs = TabNavigationState<MailTab, MailRoute>

func mailTabs(selected: MailTab = .mail, paths: [MailTab: [MailRoute]] = [:]) throws -> MailTabs {
    try MailTabs(tabs: [.mail, .search, .settings], selected: selected, paths: paths)
}

@Suite("TabNavigationState: selection, stacks, presentations over the tab bar")
struct TabNavigationStateTests {
    @Test func aNewStateShowsTheSelectedTabsStack() throws {
        let tabs = try mailTabs(selected: .search, paths: [.search: [.message(id: 1)]])
        #expect(tabs.tabs == [.mail, .search, .settings])
        #expect(tabs.selectedTab == .search)
        #expect(tabs.visibleNavigation == NavigationState(path: [.message(id: 1)]))
        #expect(tabs.visibleRoute == .message(id: 1))
        #expect(tabs.stack(of: .mail) == NavigationState())
        #expect(tabs.stack(of: .search) == NavigationState(path: [.message(id: 1)]))
    }

    @Test func invalidTabsAreRefused() {
        #expect(throws: NavigationError.unknownTab("mail")) { try MailTabs(tabs: [], selected: .mail) }
        #expect(throws: NavigationError.unknownTab("settings")) {
            try MailTabs(tabs: [.mail], selected: .mail, paths: [.settings: [.inbox]])
        }
        #expect(throws: NavigationError.duplicateTab("mail")) { try MailTabs(tabs: [.mail, .mail], selected: .mail) }
    }

    @Test func selectingAnotherTabKeepsEveryTabsStack() throws {
        var tabs = try mailTabs(paths: [.mail: [.inbox, .message(id: 1)], .settings: [.settings]])
        try tabs.select(.search)
        tabs.push(.message(id: 2))
        try tabs.select(.mail)
        #expect(tabs.visibleNavigation == NavigationState(path: [.inbox, .message(id: 1)]))
        #expect(tabs.stack(of: .search) == NavigationState(path: [.message(id: 2)]))
        #expect(tabs.stack(of: .settings) == NavigationState(path: [.settings]))
    }

    @Test func reselectingTheSelectedTabPopsItToItsRootThenChangesNothing() throws {
        var tabs = try mailTabs(paths: [.mail: [.inbox, .message(id: 1)], .search: [.message(id: 2)]])
        try tabs.select(.mail)
        #expect(tabs.visibleNavigation == NavigationState())
        #expect(tabs.stack(of: .search) == NavigationState(path: [.message(id: 2)]))
        let atRoot = tabs
        try tabs.select(.mail)
        #expect(tabs == atRoot)
    }

    @Test func selectingAnUnknownTabThrowsAndChangesNothing() throws {
        var tabs = try MailTabs(tabs: [.mail, .search], selected: .mail, paths: [.mail: [.inbox]])
        let before = tabs
        #expect(throws: NavigationError.unknownTab("settings")) { try tabs.select(.settings) }
        #expect(throws: NavigationError.unknownTab("settings")) { try tabs.open([.settings], in: .settings) }
        #expect(tabs == before)
    }

    @Test func operationsActOnTheTopLayerOverTheTabBar() throws {
        var tabs = try mailTabs(paths: [.mail: [.inbox]])
        tabs.present(.compose, style: .sheet)
        tabs.push(.settings)
        #expect(tabs.presentedLayers.map(\.routes) == [[.compose, .settings]])
        #expect(tabs.stack(of: .mail) == NavigationState(path: [.inbox]))
        try tabs.pop()
        #expect(throws: NavigationError.nothingToPop) { try tabs.pop() }
        try tabs.dismiss()
        #expect(throws: NavigationError.nothingPresented) { try tabs.dismiss() }
        try tabs.pop()
        #expect(throws: NavigationError.nothingToPop) { try tabs.pop() }
        #expect(tabs == (try mailTabs()))
    }

    @Test func selectingATabDismissesWhatIsPresentedOverTheTabBar() throws {
        var tabs = try mailTabs(paths: [.mail: [.inbox]])
        tabs.present(.compose, style: .fullScreen)
        try tabs.select(.search)
        #expect(tabs.presentedLayers.isEmpty)
        #expect(tabs.stack(of: .mail) == NavigationState(path: [.inbox]))
    }

    @Test func aDeepLinkIntoTheSecondTabThenOneSharingTwoLevelsChangesOnlyTheThird() throws {
        var tabs = try mailTabs()
        tabs.present(.compose, style: .sheet)
        let first = try tabs.open([.inbox, .message(id: 1), .message(id: 2)], in: .search)
        #expect(first == 0)
        #expect(tabs.selectedTab == .search)
        #expect(tabs.presentedLayers.isEmpty)  // a deep link dismisses what is over the tab bar

        let second = try tabs.open([.inbox, .message(id: 1), .settings], in: .search)
        #expect(second == 2)  // positions 0 and 1 kept; only position 2 changed
        #expect(tabs.visibleNavigation == NavigationState(path: [.inbox, .message(id: 1), .settings]))
        #expect(tabs.stack(of: .mail) == NavigationState())

        // A link to a prefix of what shows keeps all of it and pops the rest.
        #expect(try tabs.open([.inbox], in: .search) == 1)
        #expect(tabs.visibleNavigation == NavigationState(path: [.inbox]))
    }

    @Test func tabsWithASheetOverTheTabBarAreSavedAndRestored() throws {
        var tabs = try mailTabs(paths: [.mail: [.inbox], .settings: [.settings]])
        try tabs.select(.search)
        tabs.push(.message(id: 3))
        tabs.present(.compose, style: .sheet)
        tabs.push(.inbox)

        let data = try JSONEncoder().encode(tabs)
        let restored = try JSONDecoder().decode(MailTabs.self, from: data)
        #expect(restored == tabs)
        #expect(restored.selectedTab == .search)
        #expect(restored.presentedLayers.map(\.presentation) == [.sheet])
        #expect(restored.visibleRoute == .inbox)
        #expect(restored.stack(of: .settings) == NavigationState(path: [.settings]))
    }

    @Test(arguments: [
        (#"{"tabs":[],"selectedTab":"mail","paths":[],"presentedLayers":[]}"#, "there are no tabs"),
        (#"{"tabs":["mail","mail"],"selectedTab":"mail","paths":[[],[]],"presentedLayers":[]}"#, "repeats"),
        (#"{"tabs":["mail"],"selectedTab":"search","paths":[[]],"presentedLayers":[]}"#, "not among the tabs"),
        (#"{"tabs":["mail","search"],"selectedTab":"mail","paths":[[]],"presentedLayers":[]}"#, "exactly one stack"),
        (
            #"{"tabs":["mail"],"selectedTab":"mail","paths":[[]],"presentedLayers":[{"presentation":"sheet","routes":[]}]}"#,
            "no routes"
        ),
        (
            #"{"tabs":["mail"],"selectedTab":"mail","paths":[[]],"presentedLayers":[{"routes":[{"inbox":{}}]}]}"#,
            "no presentation style"
        ),
    ])
    func invalidSavedTabsAreRejected(json: String, rule: String) throws {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MailTabs.self, from: Data(json.utf8))
        }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription.contains("Not a valid tab navigation state"))
        #expect(context.debugDescription.contains(rule), "\(context.debugDescription)")
    }

    @Test func whatEachTabsDriverShowsAndReports() throws {
        var tabs = try mailTabs(paths: [.mail: [.inbox], .search: [.message(id: 1)]])
        tabs.present(.compose, style: .sheet)
        var sheetOverMail = NavigationState<MailRoute>(path: [.inbox])
        sheetOverMail.present(.compose, style: .sheet)
        // The selected tab's driver presents what is over the tab bar; the others show their stacks.
        #expect(tabs.navigationShown(in: .mail) == sheetOverMail)
        #expect(tabs.navigationShown(in: .search) == NavigationState(path: [.message(id: 1)]))
        #expect(tabs.navigationShown(in: .settings) == NavigationState())

        // The user swiped the sheet down in the selected tab: it leaves the state.
        tabs.takeShown(NavigationState(path: [.inbox]), in: .mail)
        #expect(tabs.presentedLayers.isEmpty)
        // A report from a tab that is not selected changes only its stack.
        tabs.takeShown(sheetOverMail, in: .search)
        #expect(tabs.stack(of: .search) == NavigationState(path: [.inbox]))
        #expect(tabs.presentedLayers.isEmpty)
        #expect(tabs.selectedTab == .mail)
    }
}

/// The examples of the Tabs article, with what its comments say they do.
@Suite("Tabs article examples")
@MainActor
struct TabsArticleTests {
    @Test func theOverviewExample() throws {
        var tabs = try MailTabs(tabs: [.mail, .search, .settings], selected: .mail, paths: [.settings: [.settings]])
        tabs.push(.inbox)
        try tabs.select(.search)
        #expect(tabs.stack(of: .mail)?.path == [.inbox])
        tabs.push(.message(id: 2))
        try tabs.select(.mail)
        #expect(tabs.visibleNavigation.path == [.inbox])
        #expect(tabs.stack(of: .search)?.path == [.message(id: 2)])
    }

    @Test func theCoordinatorExamplePrintsWhatItsCommentsSay() throws {
        let tabs = TabNavigationCoordinator(navigation: try MailTabs(tabs: [.mail, .search], selected: .mail))
        var printed: [String] = []
        tabs.addObserver { state in printed.append("\(state.selectedTab) \(state.visibleNavigation.path.count)") }
        tabs.push(.inbox)
        try tabs.select(.search)
        try tabs.select(.search)
        #expect(printed == ["mail 1", "search 0"])
    }
}
