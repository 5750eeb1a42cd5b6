// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

/// What each observer was told, in the order it was told.
@MainActor
final class DeliveryLog {
    private(set) var entries: [(observer: Int, path: [MailRoute])] = []

    func record(_ observer: Int, _ state: NavigationState<MailRoute>) {
        entries.append((observer, state.path))
    }

    /// The paths observer `observer` received, in order.
    func paths(of observer: Int) -> [[MailRoute]] {
        entries.filter { $0.observer == observer }.map(\.path)
    }
}

/// An observer id known only after the observer that uses it was added.
@MainActor
final class ObserverID {
    var value = -1
}

@Suite("NavigationCoordinator: observers that navigate")
@MainActor
struct ObserverDeliveryTests {
    /// Observer 0 pushes once when it sees the first screen. Every observer, including those after it, must
    /// see both states in order and end on the one the coordinator holds.
    @Test func anObserverThatNavigatesLeavesNoObserverOnAStaleState() {
        let coordinator = NavigationCoordinator<MailRoute>()
        let log = DeliveryLog()
        for observer in 0..<4 {
            coordinator.addObserver { state in
                log.record(observer, state)
                if observer == 0, state.path == [.inbox] { coordinator.push(.message(id: 1)) }
            }
        }

        coordinator.push(.inbox)

        let expected: [[MailRoute]] = [[.inbox], [.inbox, .message(id: 1)]]
        for observer in 0..<4 {
            #expect(log.paths(of: observer) == expected, "observer \(observer)")
            #expect(log.paths(of: observer).last == coordinator.navigation.path)
        }
        // One change at a time, in registration order.
        #expect(log.entries.map(\.observer) == [0, 1, 2, 3, 0, 1, 2, 3])
    }

    @Test func changesMadeByObserversAreDeliveredInTheOrderTheyWereMade() {
        let coordinator = NavigationCoordinator<MailRoute>()
        let log = DeliveryLog()
        coordinator.addObserver { state in
            log.record(0, state)
            if state.path == [.inbox] { coordinator.push(.message(id: 1)) }
        }
        coordinator.addObserver { state in
            log.record(1, state)
            if state.path == [.inbox] { coordinator.push(.message(id: 2)) }
        }

        coordinator.push(.inbox)

        let expected: [[MailRoute]] = [
            [.inbox], [.inbox, .message(id: 1)], [.inbox, .message(id: 1), .message(id: 2)],
        ]
        #expect(log.paths(of: 0) == expected)
        #expect(log.paths(of: 1) == expected)
        #expect(coordinator.navigation.path == expected.last)
    }

    @Test func anObserverRemovedDuringADeliveryReceivesNothingMore() {
        let coordinator = NavigationCoordinator<MailRoute>()
        let log = DeliveryLog()
        let second = ObserverID()
        coordinator.addObserver { state in
            log.record(0, state)
            coordinator.removeObserver(second.value)
        }
        second.value = coordinator.addObserver { log.record(1, $0) }

        coordinator.push(.inbox)
        coordinator.push(.settings)

        #expect(log.paths(of: 0) == [[.inbox], [.inbox, .settings]])
        #expect(log.paths(of: 1).isEmpty)
    }

    @Test func anObserverAddedDuringADeliveryReceivesTheLaterChanges() {
        let coordinator = NavigationCoordinator<MailRoute>()
        let log = DeliveryLog()
        var added = false
        coordinator.addObserver { state in
            log.record(0, state)
            guard !added else { return }
            added = true
            coordinator.addObserver { log.record(1, $0) }
            coordinator.push(.settings)
        }

        coordinator.push(.inbox)

        #expect(log.paths(of: 0) == [[.inbox], [.inbox, .settings]])
        #expect(log.paths(of: 1) == [[.inbox, .settings]])
    }
}
