// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import Observation
import SwiftConcurrency
import Testing

let mailLinks = DeepLinkParser<MailRoute> { url in
    guard url.scheme == "mail" else { return nil }
    switch url.host {
    case "inbox":
        return NavigationState(path: [.inbox])
    case "message":
        guard let id = Int(url.lastPathComponent) else { return nil }
        return NavigationState(path: [.inbox, .message(id: id)])
    case "compose":
        var state = NavigationState<MailRoute>(path: [.inbox])
        state.present(.compose, style: .sheet)
        return state
    default:
        return nil
    }
}

@Suite("NavigationCoordinator: changes, observers, deep links, restoration")
@MainActor
struct NavigationCoordinatorTests {
    @Test func observersSeeEveryChangeAndNothingElse() throws {
        let coordinator = NavigationCoordinator<MailRoute>()
        var seen: [[MailRoute]] = []
        let id = coordinator.addObserver { seen.append($0.path) }

        coordinator.push(.inbox)
        coordinator.push(.message(id: 1))
        try coordinator.pop()
        coordinator.popToRoot()
        coordinator.popToRoot()  // already at the root: no change, no report
        #expect(throws: NavigationError.nothingToPop) { try coordinator.pop() }

        #expect(seen == [[.inbox], [.inbox, .message(id: 1)], [.inbox], []])
        coordinator.removeObserver(id)
        coordinator.push(.settings)
        #expect(seen.count == 4)
    }

    @Test func observationFollowsTheNavigation() {
        let coordinator = NavigationCoordinator<MailRoute>()
        let changed = ConcurrencySafeContainer(false)
        withObservationTracking {
            _ = coordinator.navigation
        } onChange: {
            changed.withLock { $0 = true }
        }
        coordinator.present(.compose, style: .sheet)
        #expect(changed.withLock { $0 })
    }

    @Test func aDeepLinkIsAppliedInOneStep() throws {
        let coordinator = NavigationCoordinator<MailRoute>(navigation: NavigationState(path: [.settings]))
        coordinator.present(.compose, style: .fullScreen)
        var reports = 0
        coordinator.addObserver { _ in reports += 1 }

        try coordinator.open(URL(string: "mail://message/42")!, with: mailLinks)

        #expect(coordinator.navigation == NavigationState(path: [.inbox, .message(id: 42)]))
        #expect(reports == 1)
    }

    @Test func aDeepLinkCanOpenAPresentation() throws {
        let coordinator = NavigationCoordinator<MailRoute>()
        try coordinator.open(URL(string: "mail://compose")!, with: mailLinks)
        #expect(coordinator.navigation.visibleRoute == .compose)
        #expect(coordinator.navigation.presentedLayers.first?.presentation == .sheet)
    }

    @Test func anUnrecognizedDeepLinkIsRefusedAndChangesNothing() {
        let coordinator = NavigationCoordinator<MailRoute>(navigation: NavigationState(path: [.inbox]))
        #expect(throws: NavigationError.unrecognizedDeepLink("mail://nowhere")) {
            try coordinator.open(URL(string: "mail://nowhere")!, with: mailLinks)
        }
        #expect(coordinator.navigation.path == [.inbox])
    }

    @Test func aPathOnlyParserBuildsTheBaseStack() throws {
        let parser = DeepLinkParser<MailRoute>(path: { url in url.host == "settings" ? [.settings] : nil })
        let coordinator = NavigationCoordinator<MailRoute>()
        try coordinator.open(URL(string: "mail://settings")!, with: parser)
        #expect(coordinator.navigation.path == [.settings])
    }

    @Test func theWholeStateIsSavedAndRestored() throws {
        let beforeRelaunch = NavigationCoordinator<MailRoute>()
        beforeRelaunch.push(.inbox)
        beforeRelaunch.push(.message(id: 3))
        beforeRelaunch.present(.compose, style: .sheet)
        let saved = try JSONEncoder().encode(beforeRelaunch.navigation)

        let relaunched = NavigationCoordinator<MailRoute>()
        relaunched.show(try JSONDecoder().decode(NavigationState<MailRoute>.self, from: saved))

        #expect(relaunched.navigation == beforeRelaunch.navigation)
    }
}
