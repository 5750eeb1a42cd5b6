// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

@Suite("Messages, the coordinator tree and components", .timeLimit(.minutes(5)))
@MainActor
struct MessagingTests {
    @Test func aHandledMessageStopsWhereItIsHandled() {
        let root = RecordingCoordinator("root", accepts: { _ in true })
        let child = RecordingCoordinator("child", accepts: { $0 is AuthenticateMessage })
        root.add(child: child)

        child.send(message: AuthenticateMessage(username: "ada"))

        #expect(child.handled == ["authenticate ada"])
        #expect(root.handled.isEmpty)
    }

    @Test func anUnhandledMessageTravelsUpToTheRoot() {
        let root = RecordingCoordinator("root", accepts: { _ in true })
        let middle = RecordingCoordinator("middle")
        let leaf = RecordingCoordinator("leaf")
        root.add(child: middle)
        middle.add(child: leaf)

        leaf.send(message: BasicMessage.done(sender: leaf))

        #expect(leaf.declined == ["done"] && middle.declined == ["done"])
        #expect(root.handled == ["done"])
    }

    @Test func aMessageNobodyHandlesEndsAtTheRoot() {
        let root = RecordingCoordinator("root")
        let leaf = RecordingCoordinator("leaf")
        root.add(child: leaf)
        leaf.send(message: BasicMessage.skip(sender: leaf))
        #expect(root.declined == ["skip"])
    }

    @Test func basicMessagesCarryTheirSender() {
        let screen = RecordingCoordinator("screen")
        for message in [
            BasicMessage.done(sender: screen), .cancel(sender: screen), .back(sender: screen), .skip(sender: screen),
        ] {
            #expect((message.sender as? RecordingCoordinator) === screen)
        }
    }

    @Test func childrenAreOwnedAndParentsHeldWeakly() {
        let child = RecordingCoordinator("child")
        do {
            let parent = RecordingCoordinator("parent")
            parent.add(child: child)
            #expect(child.parentCoordinator === parent)
            #expect(parent.childCoordinators.count == 1)
        }
        #expect(child.parentCoordinator == nil, "the parent was released although its child is alive")
    }

    @Test func removingAChildReleasesItAndAnUnknownChildIsIgnored() {
        let parent = RecordingCoordinator("parent")
        let child = RecordingCoordinator("child")
        parent.add(child: child)
        parent.remove(child: RecordingCoordinator("stranger"))
        #expect(parent.childCoordinators.count == 1)
        parent.remove(child: child)
        #expect(parent.childCoordinators.isEmpty && child.parentCoordinator == nil)
        let orphanMessage = BasicMessage.done(sender: child)
        child.send(message: orphanMessage)
        #expect(parent.declined.isEmpty)
    }

    @Test func findChildSearchesDepthFirstAndFindParentWalksUp() {
        final class Settings: BaseCoordinator {}
        final class Profile: BaseCoordinator {}
        let root = RecordingCoordinator("root")
        let tabs = RecordingCoordinator("tabs")
        let settings = Settings()
        let profile = Profile()
        root.add(child: tabs)
        tabs.add(child: settings)
        settings.add(child: profile)

        #expect(root.findChild(of: Profile.self) === profile)
        #expect(root.findChild(of: Settings.self) === settings)
        #expect(profile.findParent(of: RecordingCoordinator.self) === tabs)
        #expect(profile.findParent(of: Profile.self) == nil)
        #expect(settings.findChild(of: RecordingCoordinator.self) == nil)
    }

    @Test func addingACoordinatorToItselfIsAClearError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let coordinator = BaseCoordinator()
                coordinator.add(child: coordinator)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("BaseCoordinator.add(child:): a BaseCoordinator cannot be its own child."))
    }

    @Test func addingAChildTwiceIsAClearError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = BaseCoordinator()
                let child = BaseCoordinator()
                parent.add(child: child)
                parent.add(child: child)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("BaseCoordinator.add(child:)") && message.contains("already has a parent"))
    }

    @Test func addingAChildToASecondParentNamesBoth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let first = RecordingCoordinator("first")
                let second = BaseCoordinator()
                let child = BaseCoordinator()
                first.add(child: child)
                second.add(child: child)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "BaseCoordinator.add(child:): the BaseCoordinator already has a parent (RecordingCoordinator); "
                    + "remove(child:) it there first."
            )
        )
    }

    @Test func addingAnAncestorIsAClearError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let grandparent = BaseCoordinator()
                let parent = BaseCoordinator()
                grandparent.add(child: parent)
                parent.add(child: grandparent)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("BaseCoordinator.add(child:)")
                && message.contains("is an ancestor of this BaseCoordinator; adding it would make a cycle"))
    }

    @Test func addingAnAncestorSaysItWouldMakeACycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let grandparent = RecordingCoordinator("root")
                let parent = BaseCoordinator()
                grandparent.add(child: parent)
                parent.add(child: grandparent)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the RecordingCoordinator is an ancestor of this BaseCoordinator"))
    }

    @Test func theFirstComponentThatCanHandleAMessageWins() {
        let log = ComponentLog()
        let coordinator = ComponentCoordinator(components: [
            LoggingComponent(name: "auth", takes: { $0 is AuthenticateMessage }, log: log),
            LoggingComponent(name: "flow", takes: { $0 is BasicMessage }, log: log),
            LoggingComponent(name: "catch-all", takes: { _ in true }, log: log),
        ])

        coordinator.send(message: BasicMessage.done(sender: coordinator))
        coordinator.send(message: AuthenticateMessage(username: "ada"))

        #expect(log.handled == ["flow: done", "auth: authenticate ada"])
    }

    @Test func aMessageNoComponentTakesGoesToTheParent() {
        let parent = RecordingCoordinator("parent", accepts: { _ in true })
        let coordinator = ComponentCoordinator(components: [
            LoggingComponent(name: "auth", takes: { $0 is AuthenticateMessage }, log: ComponentLog())
        ])
        parent.add(child: coordinator)

        coordinator.send(message: BasicMessage.cancel(sender: coordinator))

        #expect(parent.handled == ["cancel"])
    }

    @Test func aComponentCanSendFurtherMessagesThroughItsCoordinator() {
        let parent = RecordingCoordinator("parent", accepts: { _ in true })
        let coordinator = ComponentCoordinator(components: [ForwardingComponent()])
        parent.add(child: coordinator)

        coordinator.send(message: AuthenticateMessage(username: "ada"))

        #expect(parent.handled == ["done"])
    }
}

@MainActor
final class ComponentLog {
    var handled: [String] = []
}

struct LoggingComponent: CoordinatorComponent {
    let name: String
    let takes: (any CoordinatorMessage) -> Bool
    let log: ComponentLog

    func canHandle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) -> Bool {
        takes(message)
    }

    func handle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) {
        log.handled.append("\(name): \(describe(message))")
    }
}

/// Handles authentication by reporting the step done to the coordinator's parent.
struct ForwardingComponent: CoordinatorComponent {
    func canHandle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) -> Bool {
        message is AuthenticateMessage
    }

    func handle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) {
        coordinator.parentCoordinator?.send(message: BasicMessage.done(sender: coordinator))
    }
}
