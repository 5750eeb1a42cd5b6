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
@Suite("Messages from many tasks")
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

/// A view delegate for the reference stress test.
final class Screen: Sendable {
    let number: Int

    init(_ number: Int) {
        self.number = number
    }
}

@Suite("ViewDelegateReference under concurrency")
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
