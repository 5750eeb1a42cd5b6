// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

/// Counts the authentication messages it handles.
final class CountingCoordinator: NavigationCoordinator<MailRoute> {
    private(set) var authenticated = 0

    override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard message is AuthenticateMessage else { return false }
        authenticated += 1
        push(.message(id: authenticated))
        return true
    }
}

/// Bounded: fixed counts, seconds at most under the thread sanitizer.
@Suite("Messages from many tasks", .timeLimit(.minutes(5)))
struct ConcurrencyTests {
    @Test func messagesFromManyTasksAreHandledOneAtATimeAndNoneIsLost() async {
        let coordinator = await CountingCoordinator()
        let root = await RecordingCoordinator("root", accepts: { _ in true })
        await root.add(child: coordinator)
        let tasks = 16
        let messagesEach = 100

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for index in 0..<messagesEach {
                        await coordinator.send(message: AuthenticateMessage(username: "t\(task)-\(index)"))
                        if index.isMultiple(of: 10) {
                            await coordinator.send(message: BasicMessage.skip(sender: task))
                        }
                    }
                }
            }
        }

        let total = tasks * messagesEach
        #expect(await coordinator.authenticated == total)
        let path = await coordinator.navigation.path
        #expect(path.count == total)
        #expect(path == (1...total).map { MailRoute.message(id: $0) })
        #expect(await root.handled.count == tasks * (messagesEach / 10))
    }
}

/// Many tasks push while two observers navigate in response; bounded: fixed counts, seconds at most under the
/// thread sanitizer.
@Suite("Observers that navigate, under pushes from many tasks", .timeLimit(.minutes(5)))
struct ObserverDeliveryStressTests {
    @Test func everyObserverSeesTheSameStatesInOrderAndEndsOnTheCurrentOne() async {
        let coordinator = await NavigationCoordinator<MailRoute>()
        let observers = 4
        let log = DeliveryLog()
        await MainActor.run {
            for observer in 0..<observers {
                coordinator.addObserver { state in
                    log.record(observer, state)
                    // Observer 0 answers a message whose id is a multiple of 7 by composing; observer 3
                    // answers compose by swapping it for settings. Each such message makes two more states.
                    if observer == 0, case .message(let id)? = state.visibleRoute, id.isMultiple(of: 7) {
                        coordinator.push(.compose)
                    }
                    if observer == 3, state.visibleRoute == .compose {
                        try? coordinator.replace(with: state.path.dropLast() + [.settings])
                    }
                }
            }
        }
        let tasks = 8
        let pushesEach = 100

        await withTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    for index in 1...pushesEach {
                        await coordinator.push(.message(id: task * 1_000 + index))
                    }
                }
            }
        }

        let pushes = tasks * pushesEach
        let answered = (0..<tasks).map { task in (1...pushesEach).count { (task * 1_000 + $0).isMultiple(of: 7) } }
            .reduce(0, +)
        let current = await coordinator.navigation.path
        #expect(current.count == pushes + answered)
        #expect(current.count { $0 == .settings } == answered)
        #expect(!current.contains(.compose))
        let first = await log.paths(of: 0)
        #expect(first.count == pushes + 2 * answered)
        #expect(first.last == current)
        for observer in 1..<observers {
            #expect(await log.paths(of: observer) == first, "observer \(observer)")
        }
    }
}

/// A view delegate for the reference stress test.
final class Screen: Sendable {
    let number: Int

    init(_ number: Int) {
        self.number = number
    }
}

@Suite("ViewDelegateReference under concurrency", .timeLimit(.minutes(5)))
struct ViewDelegateReferenceStressTests {
    /// Threads replace, clear and read one reference at once: a read sees nil or one of the delegates set,
    /// never anything else, and the last write is what remains.
    @Test func concurrentSetsAndReadsStayConsistent() async {
        let reference = ViewDelegateReference<Screen>()
        let screens = (0..<8).map(Screen.init)
        await withTaskGroup(of: Int.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    var foreign = 0
                    for round in 0..<2_000 {
                        switch (worker + round) % 3 {
                        case 0: reference.set(screens[worker])
                        case 1: reference.set(nil)
                        default:
                            if let seen = reference.value, !screens.contains(where: { $0 === seen }) { foreign += 1 }
                        }
                    }
                    return foreign
                }
            }
            for await foreign in group {
                #expect(foreign == 0)
            }
        }
        reference.set(screens[3])
        #expect(reference.value === screens[3])
    }
}
