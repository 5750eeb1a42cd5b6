// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

/// Many tasks push and select tabs while observers navigate in response; bounded: fixed counts, seconds at most under
/// the thread sanitizer.
@Suite("TabNavigationCoordinator: observers that navigate, under changes from many tasks", .timeLimit(.minutes(5)))
struct TabNavigationStressTests {
    @Test func everyObserverSeesTheSameStatesInOrderAndEndsOnTheCurrentOne() async throws {
        let coordinator = await TabNavigationCoordinator(navigation: try mailTabs())
        let observers = 3
        let log = TabDeliveryLog()
        await MainActor.run {
            for observer in 0..<observers {
                coordinator.addObserver { state in
                    log.record(observer, state)
                    // Observer 1 answers a message whose id is a multiple of 5, shown in the search tab, by going
                    // back to the mail tab: each such push makes one more state.
                    if observer == 1, state.selectedTab == .search, case .message(let id)? = state.visibleRoute,
                        id.isMultiple(of: 5)
                    {
                        try? coordinator.select(.mail)
                    }
                }
            }
        }
        let tasks = 6
        let changesEach = 100

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for index in 1...changesEach {
                        await MainActor.run {
                            if index.isMultiple(of: 10) {
                                try? coordinator.select(task.isMultiple(of: 2) ? .search : .settings)
                            } else {
                                coordinator.push(.message(id: task * 1_000 + index))
                            }
                        }
                    }
                }
            }
        }

        let current = await coordinator.navigation
        let first = await log.states(of: 0)
        #expect(first.last == current)
        #expect(!first.isEmpty)
        for observer in 1..<observers {
            #expect(await log.states(of: observer) == first, "observer \(observer)")
        }
        // No state delivered shows a message with an id multiple of 5 on top of the search tab for long: observer 1
        // answered each by selecting mail, and that change was delivered right after it.
        for (index, state) in first.enumerated()
        where state.selectedTab == .search && state.visibleRoute.map(isAnsweredMessage) == true {
            #expect(first.indices.contains(index + 1) && first[index + 1].selectedTab == .mail)
        }
    }
}

private func isAnsweredMessage(_ route: MailRoute) -> Bool {
    if case .message(let id) = route { return id.isMultiple(of: 5) }
    return false
}

/// What each observer received, in order.
@MainActor
private final class TabDeliveryLog {
    private var entries: [(observer: Int, state: MailTabs)] = []

    func record(_ observer: Int, _ state: MailTabs) {
        entries.append((observer, state))
    }

    func states(of observer: Int) -> [MailTabs] {
        entries.filter { $0.observer == observer }.map(\.state)
    }
}
