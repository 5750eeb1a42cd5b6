// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import Observation
import SwiftConcurrency
import TestSupport
import Testing

let mailTabLinks = TabDeepLinkParser<MailTab, MailRoute> { url in
    guard url.scheme == "mail" else { return nil }
    switch url.host {
    case "message":
        return Int(url.lastPathComponent).map { (.mail, [.inbox, .message(id: $0)]) }
    case "nowhere":
        return (.settings, [])
    default:
        return nil
    }
}

@Suite("TabNavigationCoordinator: changes, observers, deep links, restoration")
@MainActor
struct TabNavigationCoordinatorTests {
    @Test func observersSeeEveryChangeAndNothingElse() throws {
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs())
        var seen: [(MailTab, MailRoute?)] = []
        let id = coordinator.addObserver { seen.append(($0.selectedTab, $0.visibleRoute)) }

        coordinator.push(.inbox)
        try coordinator.select(.search)
        try coordinator.select(.search)  // at its root already: no change, no report
        let twoTabs = TabNavigationCoordinator(navigation: try MailTabs(tabs: [.mail, .search], selected: .mail))
        twoTabs.addObserver { _ in Issue.record("a refused selection is not reported") }
        #expect(throws: NavigationError.unknownTab("settings")) { try twoTabs.select(.settings) }
        #expect(throws: NavigationError.nothingToPop) { try coordinator.pop() }
        coordinator.present(.compose, style: .sheet)
        try coordinator.dismiss()

        #expect(seen.map(\.0) == [.mail, .search, .search, .search])
        #expect(seen.map(\.1) == [.inbox, nil, .compose, nil])
        coordinator.removeObserver(id)
        coordinator.push(.settings)
        #expect(seen.count == 4)
    }

    @Test func anObserverThatNavigatesIsReportedAfterTheCurrentChange() throws {
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs())
        var first: [MailTab] = []
        var second: [MailTab] = []
        coordinator.addObserver { state in
            first.append(state.selectedTab)
            if state.selectedTab == .search { try? coordinator.select(.settings) }
        }
        coordinator.addObserver { second.append($0.selectedTab) }
        try coordinator.select(.search)
        #expect(first == [.search, .settings])
        #expect(second == first)
        #expect(coordinator.navigation.selectedTab == .settings)
    }

    @Test func observationFollowsTheNavigation() throws {
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs())
        let changed = ConcurrencySafeContainer(false)
        withObservationTracking {
            _ = coordinator.navigation
        } onChange: {
            changed.withLock { $0 = true }
        }
        try coordinator.select(.settings)
        #expect(changed.withLock { $0 })
    }

    @Test func aDeepLinkSelectsItsTabInOneStep() throws {
        let coordinator = TabNavigationCoordinator(
            navigation: try mailTabs(selected: .settings, paths: [.mail: [.inbox]]))
        coordinator.present(.compose, style: .sheet)
        var reports = 0
        coordinator.addObserver { _ in reports += 1 }
        try coordinator.open(URL(string: "mail://message/7")!, with: mailTabLinks)
        #expect(reports == 1)
        #expect(coordinator.navigation.selectedTab == .mail)
        #expect(coordinator.navigation.visibleNavigation == NavigationState(path: [.inbox, .message(id: 7)]))
    }

    @Test func anUnrecognizedDeepLinkIsRefusedAndChangesNothing() throws {
        let coordinator = TabNavigationCoordinator(navigation: try MailTabs(tabs: [.mail], selected: .mail))
        let before = coordinator.navigation
        #expect(throws: NavigationError.unrecognizedDeepLink("mail://elsewhere")) {
            try coordinator.open(URL(string: "mail://elsewhere")!, with: mailTabLinks)
        }
        #expect(throws: NavigationError.unknownTab("settings")) {
            try coordinator.open(URL(string: "mail://nowhere")!, with: mailTabLinks)
        }
        #expect(coordinator.navigation == before)
    }

    @Test func theWholeStateIsSavedAndRestored() throws {
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [.search: [.inbox]]))
        try coordinator.open([.inbox, .message(id: 1)], in: .search)
        coordinator.present(.compose, style: .fullScreen)
        let saved = try JSONEncoder().encode(coordinator.navigation)

        let relaunched = TabNavigationCoordinator(navigation: try mailTabs())
        relaunched.show(try JSONDecoder().decode(MailTabs.self, from: saved))
        #expect(relaunched.navigation == coordinator.navigation)
    }
}

/// The decisions of the `UITabBarController` driver, with the per-tab coordinators its navigation controller drivers
/// render.
@Suite("TabBarSync: the UIKit tab bar driver's decisions")
@MainActor
struct TabBarSyncTests {
    @Test func eachTabsCoordinatorShowsItsStackAndTheSelectedOneWhatIsOverTheTabBar() throws {
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [.search: [.inbox]]))
        let sync = TabBarSync(coordinator: coordinator)
        var selections: [Int] = []
        sync.selectionChanged = { selections.append($0) }
        coordinator.present(.compose, style: .sheet)
        #expect(sync.tabCoordinators[0].navigation.presentedLayers.map(\.routes) == [[.compose]])

        // Selecting closes the sheet in the tab that showed it (before the tab bar switches), then switches.
        var order: [String] = []
        sync.tabCoordinators[0].addObserver { _ in order.append("mail tab") }
        sync.selectionChanged = { index in
            selections.append(index)
            order.append("select \(index)")
        }
        try coordinator.select(.search)
        #expect(order == ["mail tab", "select 1"])
        #expect(selections == [1])
        #expect(sync.tabCoordinators[0].navigation == NavigationState())
        #expect(sync.tabCoordinators[1].navigation == NavigationState(path: [.inbox]))
    }

    // UITabBarControllerDelegate.tabBarController(_:didSelect:) is called even when the tapped tab was already
    // selected (iOS 3 and later), and UIKit pops a UINavigationController tab to its root on that tap.
    @Test func aTapOnTheSelectedTabPopsItToItsRootInTheStateAsUIKitDoes() throws {
        let coordinator = TabNavigationCoordinator(
            navigation: try mailTabs(paths: [.mail: [.inbox, .message(id: 1)], .search: [.inbox]]))
        let sync = TabBarSync(coordinator: coordinator)
        // UIKit pops first; the navigation controller driver reports it through the tab's coordinator.
        sync.tabCoordinators[0].show(NavigationState())
        sync.userSelected(index: 0)
        #expect(coordinator.navigation.stack(of: .mail) == NavigationState())
        #expect(coordinator.navigation.stack(of: .search) == NavigationState(path: [.inbox]))
        #expect(sync.tabCoordinators[0].navigation == NavigationState())
    }

    @Test func aTapOnAnotherTabSelectsItAndKeepsEveryStack() throws {
        let coordinator = TabNavigationCoordinator(
            navigation: try mailTabs(paths: [.mail: [.inbox, .message(id: 1)], .search: [.inbox]]))
        let sync = TabBarSync(coordinator: coordinator)
        var selections: [Int] = []
        sync.selectionChanged = { selections.append($0) }
        sync.userSelected(index: 1)
        #expect(coordinator.navigation.selectedTab == .search)
        #expect(sync.selectedIndex == 1)
        #expect(selections.isEmpty)  // the tab bar selected it itself
        #expect(coordinator.navigation.stack(of: .mail) == NavigationState(path: [.inbox, .message(id: 1)]))
        #expect(sync.tabCoordinators[1].navigation == NavigationState(path: [.inbox]))
    }

    @Test func theTabIsSelectedByItsControllerAfterTheUserRearrangedTheTabBar() throws {
        // UITabBarController.selectedIndex: "Setting this property changes the selected view controller to the one at
        // the designated index in the viewControllers array", whose order is the display order the user may change
        // (tabBarController(_:didEndCustomizing:changed:)); selectedViewController names the tab wherever it is.
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [:]))
        let sync = TabBarSync(coordinator: coordinator)
        let controllers = sync.tabs.map { TestScreen("\($0)") }
        let tabBar = StandInTabBar(viewControllers: controllers)
        sync.selects(in: tabBar, controllers: controllers)
        #expect(tabBar.selectedViewController === controllers[0])

        tabBar.userMovesTab(at: controllers.count - 1, to: 0)
        try coordinator.select(sync.tabs[1])

        #expect(tabBar.selectedViewController === controllers[1])
    }

    @Test func theAppsOwnTabBarDelegateIsSetTheUserTapsAnotherTabThenTheAppPushesThePushGoesToTheTabOnScreen() throws {
        // UITabBarController.delegate is one weak property: with the app's delegate there (a compose tab's
        // tabBarController(_:shouldSelect:)), tabBarController(_:didSelect:) reaches the app, not the driver. The tab's
        // navigation controller still appears (viewDidAppear(_:)), and the driver reads selectedViewController then.
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [.search: [.inbox]]))
        let (sync, tabBar, controllers) = Self.driverAndTabBar(coordinator)
        tabBar.holdsTheDriverAsDelegate = false

        tabBar.userTaps(controllers[1])
        coordinator.push(.message(id: 1))

        #expect(coordinator.navigation.selectedTab == sync.tabs[1])
        #expect(sync.tabCoordinators[1].navigation == NavigationState(path: [.inbox, .message(id: 1)]))
        #expect(sync.tabCoordinators[0].navigation == NavigationState())
        #expect(tabBar.selectedViewController === controllers[1])
    }

    @Test func aTabTheAppSelectsThroughTheTabBarItselfIsSelectedInTheCoordinator() throws {
        // UITabBarController.selectedIndex and selectedViewController, set by the app's code, tell no delegate
        // (tabBarController(_:didSelect:) "is called only in response to user taps in the tab bar").
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [:]))
        let (sync, tabBar, controllers) = Self.driverAndTabBar(coordinator)

        tabBar.appSelects(controllers[2])

        #expect(coordinator.navigation.selectedTab == sync.tabs[2])
    }

    @Test func aTapTheDriverHearsOfTwiceSelectsTheTabOnceAndKeepsItsStack() throws {
        // The tab appears, then UIKit tells the driver's delegate of the tap: the second report is no tap on the
        // selected tab (which would pop it to its root).
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [.search: [.inbox]]))
        let (sync, tabBar, controllers) = Self.driverAndTabBar(coordinator)

        tabBar.userTaps(controllers[1])

        #expect(coordinator.navigation.selectedTab == sync.tabs[1])
        #expect(coordinator.navigation.stack(of: sync.tabs[1]) == NavigationState(path: [.inbox]))
    }

    @Test func aChangeMadeBeforeTheSyncLearntATapShowsTheTabItChangedAgain() throws {
        // Should a tap reach the sync only after the app's next change (no appearance seen yet), the change was made
        // in the tab the state selects: the tab bar goes back to it, so what the coordinator holds is on screen.
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [:]))
        let (sync, tabBar, controllers) = Self.driverAndTabBar(coordinator)
        tabBar.holdsTheDriverAsDelegate = false
        tabBar.tabAppeared = nil

        tabBar.userTaps(controllers[1])
        coordinator.push(.inbox)

        #expect(coordinator.navigation.selectedTab == sync.tabs[0])
        #expect(tabBar.selectedViewController === controllers[0])
        #expect(sync.tabCoordinators[0].navigation == NavigationState(path: [.inbox]))
    }

    /// A sync wired to a stand-in tab bar as `TabBarControllerDriver` wires it to its `UITabBarController`: each tab's
    /// navigation controller driver reports its appearance, and the driver's delegate method reports taps.
    private static func driverAndTabBar(
        _ coordinator: TabNavigationCoordinator<MailTab, MailRoute>
    ) -> (TabBarSync<MailTab, MailRoute>, StandInTabBar, [TestScreen]) {
        let sync = TabBarSync(coordinator: coordinator)
        let controllers = sync.tabs.map { TestScreen("\($0)") }
        let tabBar = StandInTabBar(viewControllers: controllers)
        sync.selects(in: tabBar, controllers: controllers)
        tabBar.tabAppeared = { [weak sync] in sync?.learnSelection() }
        tabBar.driverDidSelect = { [weak sync] in sync?.learnSelection() }
        return (sync, tabBar, controllers)
    }

    @Test func whatTheUserDoesInATabGoesBackIntoTheTabState() throws {
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [.mail: [.inbox]]))
        let sync = TabBarSync(coordinator: coordinator)
        coordinator.present(.compose, style: .sheet)
        // The user swiped the sheet down: the navigation controller driver takes it out of the tab's coordinator.
        sync.tabCoordinators[0].show(NavigationState(path: [.inbox]))
        #expect(coordinator.navigation.presentedLayers.isEmpty)
        // A deep link then changes only the tab it names.
        try coordinator.open([.inbox, .message(id: 2)], in: .mail)
        #expect(sync.tabCoordinators[0].navigation == NavigationState(path: [.inbox, .message(id: 2)]))
        #expect(sync.tabCoordinators[1].navigation == NavigationState())
    }
}

/// The tab bar driver's per-tab coordinators rendered by the navigation controller driver's logic, against the model of
/// UIKit's presentation rules (UIKitPresentationModel): one model per tab's navigation controller. A presentation
/// over the tab bar is made by the selected tab's navigation controller, which UIKit forwards to the tab bar
/// controller (`UIViewController.present(_:animated:completion:)`, "Discussion").
@Suite("Tabs rendered with UIKit's presentation rules")
@MainActor
struct TabBarUIKitRulesTests {
    @Test func twoTabsPresentInOneWindowOneTransitionAtATime() throws {
        // UIViewController.present(_:animated:completion:): "The object on which you call this method may not always
        // be the one that handles the presentation": both tabs' presentations go to the tab bar controller, which
        // refuses one while another runs. The drivers take turns in the window's presentation context.
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [.mail: [.inbox]]))
        let sync = TabBarSync(coordinator: coordinator)
        let window = PresentationContext()
        let tabBar = PresentationContextModel()
        let mail = DriverHarness(coordinator: sync.tabCoordinators[0], context: window, contextModel: tabBar)
        let search = DriverHarness(coordinator: sync.tabCoordinators[1], context: window, contextModel: tabBar)
        mail.enterWindow()
        coordinator.present(.compose, style: .sheet)
        try mail.settle()

        // A tab switch while the sheet is up: the mail tab dismisses it, and the search tab presents at once.
        try coordinator.select(.search)
        try mail.leaveWindow()
        search.enterWindow()
        coordinator.present(.settings, style: .sheet)
        #expect(search.screen.controllers.count == 1, "the search tab waits for the mail tab's dismissal")
        try mail.settle()
        try search.settle()

        #expect(mail.violations.isEmpty && search.violations.isEmpty)
        #expect(mail.screen.state == NavigationState(path: [.inbox]))
        #expect(search.screen.state == coordinator.navigation.visibleNavigation)
        #expect(coordinator.navigation.presentedLayers.map(\.routes) == [[.settings]])
    }

    @Test func presentationsOverTheTabBarComeAndGoFromTheSelectedTabOnly() throws {
        let coordinator = TabNavigationCoordinator(navigation: try mailTabs(paths: [.mail: [.inbox]]))
        let sync = TabBarSync(coordinator: coordinator)
        let mail = DriverHarness(coordinator: sync.tabCoordinators[0])
        let search = DriverHarness(coordinator: sync.tabCoordinators[1])
        mail.enterWindow()  // the selected tab's navigation controller is in the window

        coordinator.present(.compose, style: .sheet)
        try mail.settle()
        #expect(mail.screen.state == coordinator.navigation.visibleNavigation)
        // The user swipes the sheet down: it leaves the tab state too.
        try mail.userSwipesDown()
        #expect(coordinator.navigation.presentedLayers.isEmpty)

        coordinator.present(.compose, style: .fullScreen)
        try mail.settle()
        // Selecting another tab dismisses the cover from the mail tab, before the tab bar switches.
        try coordinator.select(.search)
        try mail.settle()
        #expect(mail.screen.state == NavigationState(path: [.inbox]))
        try mail.leaveWindow()
        search.enterWindow()
        coordinator.present(.settings, style: .sheet)
        try search.settle()
        #expect(search.screen.state == coordinator.navigation.visibleNavigation)
        let mailPresentations = mail.operations.filter { if case .present = $0 { true } else { false } }
        #expect(mailPresentations.count == 2)  // the sheet and the cover; the settings sheet came from the search tab

        // The user goes back inside the sheet of the search tab, then swipes it down.
        coordinator.push(.inbox)
        try search.settle()
        try search.userGoesBack()
        #expect(coordinator.navigation.presentedLayers.map(\.routes) == [[.settings]])
        try search.userSwipesDown()
        #expect(coordinator.navigation.visibleNavigation == NavigationState())
        #expect(mail.violations.isEmpty && search.violations.isEmpty)
    }
}

/// A stand-in for `UITabBarController`'s selection, by its rules: `viewControllers` in display order, which the user
/// may rearrange ("The arrangement of the controllers in the array represents the new display order",
/// tabBarController(_:didEndCustomizing:changed:)); `selectedIndex` indexes that order; `selectedViewController` must
/// be in `viewControllers` ("The specified view controller must be in the viewControllers array").
@MainActor
final class StandInTabBar: TabBarSelecting {
    private(set) var viewControllers: [TestScreen]
    private(set) var selectedIndex = 0

    init(viewControllers: [TestScreen]) { self.viewControllers = viewControllers }

    /// Whether the delegate slot holds the driver; the app may put its own there (`delegate` holds one object).
    var holdsTheDriverAsDelegate = true
    /// The driver's `tabBarController(_:didSelect:)`.
    var driverDidSelect: (() -> Void)?
    /// A tab's controller appeared (its navigation controller's `viewDidAppear(_:)`, which its driver reports).
    var tabAppeared: (() -> Void)?

    var selectedViewController: TestScreen? {
        get { viewControllers[selectedIndex] }
        set {
            guard let index = viewControllers.firstIndex(where: { $0 === newValue }) else {
                Issue.record("selectedViewController must be in viewControllers")
                return
            }
            let changed = index != selectedIndex
            selectedIndex = index
            // UITabBarController shows the newly selected child, which appears (a child's appearance methods).
            if changed { tabAppeared?() }
        }
    }

    /// The user taps `tab`: it is selected and appears, then the delegate is told (tabBarController(_:didSelect:),
    /// "called only in response to user taps").
    func userTaps(_ tab: TestScreen) {
        selectedViewController = tab
        if holdsTheDriverAsDelegate { driverDidSelect?() }
    }

    /// The app's code selects `tab` on the tab bar controller itself: no delegate is told.
    func appSelects(_ tab: TestScreen) { selectedViewController = tab }

    /// The user rearranges the tabs (More, then Edit); the selected controller stays selected.
    func userMovesTab(at from: Int, to destination: Int) {
        let selected = viewControllers[selectedIndex]
        viewControllers.insert(viewControllers.remove(at: from), at: destination)
        selectedIndex = viewControllers.firstIndex { $0 === selected } ?? 0
    }
}

/// Random steps over several clients of one window, two tabs and two independent chains of child coordinators: the
/// app navigates and switches tabs, presents and dismisses children, transitions end in any client, the user taps a
/// tab (with the driver or the app's own delegate in the tab bar's slot), swipes, goes back or a screen closes its
/// own sheet. Steps that cannot happen at that moment are skipped.
enum TwoTabStep: CustomStringConvertible {
    case navigate(NavigationOperation)
    case select(tab: Int)
    case userTaps(tab: Int, appsDelegate: Bool)
    case finishTransition(tab: Int)
    case userSwipesDown
    case userGoesBack
    case appDismissesItsSheet
    /// A step of independent chain `chain`; the app's own dismissals are left to the one-chain test.
    case chain(Int, ChildPresentationStep)

    static func random(using random: inout SplitMix) -> TwoTabStep {
        switch Int.random(in: 0..<17, using: &random) {
        case 0, 1: return .select(tab: Int.random(in: 0..<2, using: &random))
        case 2, 3, 4: return .finishTransition(tab: Int.random(in: 0..<2, using: &random))
        case 5: return .userSwipesDown
        case 6: return .userGoesBack
        case 7: return .appDismissesItsSheet
        case 8, 9, 10, 11:
            let chain = Int.random(in: 0..<2, using: &random)
            switch ChildPresentationStep.random(using: &random) {
            case .appDismissesAbove, .flowRebuilds: return .chain(chain, .finishTransition)
            case let step: return .chain(chain, step)
            }
        case 16:
            return .userTaps(tab: Int.random(in: 0..<2, using: &random), appsDelegate: Bool.random(using: &random))
        default: return .navigate(NavigationOperation.random(using: &random))
        }
    }

    var description: String {
        switch self {
        case .navigate(let operation): "tabs.\(operation)"
        case .select(let tab): "select tab \(tab)"
        case .userTaps(let tab, let appsDelegate):
            "user taps tab \(tab)" + (appsDelegate ? ", the app's delegate told" : "")
        case .finishTransition(let tab): "a transition ends in tab \(tab)"
        case .userSwipesDown: "user swipes the top sheet down"
        case .userGoesBack: "user goes back"
        case .appDismissesItsSheet: "a screen dismisses its own sheet"
        case .chain(let chain, let step): "chain \(chain): \(step)"
        }
    }
}

@Suite("Two tabs in one window, at random")
@MainActor
struct TwoTabInterleavingTests {
    @Test(
        "Random interleavings over two tabs' drivers and two independent chains in one window keep UIKit's rules and end on each client's state"
    )
    func randomInterleavingsOverTwoTabsKeepTheRules() {
        let failure = ModelCheck.run(
            sequences: 500, maxLength: 30, operation: TwoTabStep.random(using:), check: Self.ruleBroken(by:))
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    static func ruleBroken(by steps: [TwoTabStep]) -> String? {
        guard let coordinator = try? TabNavigationCoordinator(navigation: mailTabs(paths: [.mail: [.inbox]])) else {
            return "no tabs"
        }
        let sync = TabBarSync(coordinator: coordinator)
        let window = PresentationContext()
        let tabBar = PresentationContextModel()
        let controllers = sync.tabs.map { TestScreen("\($0)") }
        let tabs = StandInTabBar(viewControllers: controllers)
        sync.selects(in: tabs, controllers: controllers)
        tabs.tabAppeared = { [weak sync] in sync?.learnSelection() }
        tabs.driverDidSelect = { [weak sync] in sync?.learnSelection() }
        let harnesses = sync.tabCoordinators.prefix(2).map {
            DriverHarness(coordinator: $0, recordsIssues: false, context: window, contextModel: tabBar)
        }
        for harness in harnesses { harness.enterWindow() }
        var selected: DriverHarness { harnesses[min(sync.selectedIndex, 1)] }
        let chains = (0..<2).map { _ in
            ChildPresentationHarness(recordsIssues: false, window: (window, tabBar))
        }
        let pools = [["A", "B", "C", "D"], ["E", "F", "G", "H"]].map { $0.map(ScreenOwningCoordinator.init) }
        let plain = [["p", "q"], ["r", "s"]].map { $0.map(ChainNode.init) }
        func violation() -> String? {
            (harnesses.lazy.compactMap(\.violations.first).first ?? chains.lazy.compactMap(\.violations.first).first)
                .map { "\($0)" }
        }
        for step in steps {
            switch step {
            case .navigate(.push(let route)): coordinator.push(route)
            case .navigate(.pop): _ = try? coordinator.pop()
            case .navigate(.popToRoot): coordinator.popToRoot()
            case .navigate(.present(let route, let style)): coordinator.present(route, style: style)
            case .navigate(.dismiss): try? coordinator.dismiss()
            case .navigate(.dismissAll): coordinator.dismissAll()
            case .navigate(.replace(let routes)): try? coordinator.replace(with: routes)
            case .select(let tab): try? coordinator.select(sync.tabs[tab])
            case .userTaps(let tab, let appsDelegate):
                // Only the tab bar on screen can be tapped: nothing presented over it in the window (by a tab or a
                // chain), no transition running.
                guard tabBar.presented.isEmpty, !tabBar.isTransitionRunning, !selected.screen.isTransitionRunning
                else { break }
                tabs.holdsTheDriverAsDelegate = !appsDelegate
                tabs.userTaps(controllers[tab])
            case .finishTransition(let tab): try? harnesses[tab].finishTransition()
            case .userSwipesDown: try? selected.userSwipesDown()
            case .userGoesBack: try? selected.userGoesBack()
            case .appDismissesItsSheet: try? selected.appDismisses(layer: 1)
            case .chain(let index, let step): step.apply(to: chains[index], pool: pools[index], plain: plain[index])
            }
            if let violation = violation() { return violation }
        }
        for _ in 0..<4 {
            for harness in harnesses {
                try? harness.settle()
                harness.look()
            }
            for chain in chains {
                chain.reconcile()
                try? chain.settle()
            }
        }
        if let violation = violation() { return violation }
        for (index, chain) in chains.enumerated() {
            if let mismatch = chain.mismatch(pool: pools[index]) { return "chain \(index): \(mismatch)" }
        }
        guard tabs.selectedViewController === controllers[sync.selectedIndex],
            coordinator.navigation.selectedTab == sync.tabs[sync.selectedIndex]
        else {
            return "the tab bar shows \(tabs.selectedViewController?.description ?? "none"), the coordinator selects "
                + "\(coordinator.navigation.selectedTab)"
        }
        for (index, harness) in harnesses.enumerated()
        where harness.screen.state != sync.tabCoordinators[index].navigation {
            return "tab \(index) shows \(harness.screen.state.layers), its coordinator holds "
                + "\(sync.tabCoordinators[index].navigation.layers)"
        }
        return nil
    }
}
