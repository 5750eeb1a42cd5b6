// SPDX-License-Identifier: MPL-2.0

import Coordinator
import CoordinatorKitCompatibility
import Testing

// CoordinatorKit's README examples, written with its spellings over stand-ins for UIKit's window and view controllers
// (StandIns.swift), and what each does.

/// An owned screen, as the README's `CoordinatorInitializable` describes it.
@MainActor
final class HomeViewController: StandInViewController, CoordinatorInitializable {
    weak var parentCoordinator: (any Coordinating)?
}

/// The README's root coordinator: it manages the window and sets its root view controller.
@MainActor
final class AppCoordinator: BaseCoordinator {
    let appWindow: StandInWindow

    init(window: StandInWindow) {
        appWindow = window
        super.init()
        let home = HomeViewController()
        home.parentCoordinator = self
        window.rootViewController = home
    }

    private(set) var finished: [StandInViewController] = []

    override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard case .done(let sender as StandInViewController) = message as? BasicMessage else { return false }
        finished.append(sender)
        return true
    }
}

/// The README's view controller that tells its coordinator it is done.
@MainActor
final class LoginViewController: StandInViewController {
    func continueButtonTap() {
        self.coordinator?.send(message: BasicMessage.done(self))
    }
}

/// A view controller with its own `coordinator`, of its own type, as a `CoordinatedViewController` declares one.
@MainActor
final class ProfileViewController: StandInViewController {
    let coordinator = "the profile screen's coordinator"
}

/// The README's custom message.
struct AuthenticateMessage: CoordinatorMessagable {
    let username: String
    let password: String
}

/// The README's coordinator that responds to ``AuthenticateMessage`` in `send(message:)`.
@MainActor
final class LoginCoordinator: Coordinating {
    private(set) var authenticated: [String] = []

    func send(message: CoordinatorMessagable) {
        guard let msg = message as? AuthenticateMessage else {
            return
        }
        authenticate(username: msg.username, password: msg.password)
    }

    func authenticate(username: String, password: String) {
        authenticated.append("\(username):\(password)")
    }
}

/// A component written CoordinatorKit's way.
@MainActor
final class AuthenticationComponent: CoordinatorKitComponent {
    private(set) var asked = 0
    private(set) var usernames: [String] = []

    func canHandleMessage(message: CoordinatorMessageable, with coordinator: BaseCoordinator) -> Bool {
        asked += 1
        return message is AuthenticateMessage
    }

    func handle(message: CoordinatorMessageable, with coordinator: BaseCoordinator) {
        guard let msg = message as? AuthenticateMessage else { return }
        usernames.append(msg.username)
        coordinator.send(message: BasicMessage.done(coordinator))
    }
}

/// The README's component coordinator, whose `unhandled` passes what no component takes to its parent.
@MainActor
final class AccountCoordinator: BaseComponentCoordinator {
    private(set) var unhandledCount = 0

    override func unhandled(message: CoordinatorMessageable) {
        unhandledCount += 1
        parentCoordinator?.send(message: message)
    }
}

@Suite("CoordinatorKit's README examples, with its spellings", .timeLimit(.minutes(5)))
@MainActor
struct CoordinatorKitReadmeTests {
    @Test func anAppCoordinatorSetsItsWindowsRootScreenAndReceivesItsMessages() throws {
        let window = StandInWindow()
        let app = AppCoordinator(window: window)
        let home = try #require(window.rootViewController as? HomeViewController)
        #expect(app.appWindow === window && home.parentCoordinator === app)

        home.coordinator?.send(message: BasicMessage.done(home))
        #expect(app.finished.count == 1 && app.finished.first === home)
    }

    @Test func aViewControllerSendsDoneToTheCoordinatorOfItsOwnedAncestor() throws {
        // A login screen inside a container that a coordinator owns, presented over the app's home screen.
        let app = RecordingCoordinator()
        let flow = RecordingCoordinator()
        let home = HomeViewController()
        home.parentCoordinator = app
        let container = HomeViewController()
        container.parentCoordinator = flow
        let login = LoginViewController()
        home.present(container)
        container.addChild(login)

        login.continueButtonTap()

        #expect(app.handled.isEmpty)
        let message = try #require(flow.handled.first as? BasicMessage)
        guard case .done(let sender) = message else {
            Issue.record("expected .done, got \(message)")
            return
        }
        #expect((sender as? LoginViewController) === login)
    }

    @Test func aViewControllerWithNoOwnedAncestorHasNoCoordinator() {
        let login = LoginViewController()
        #expect(login.coordinator == nil)
        login.continueButtonTap()  // sends nothing, and does not crash
    }

    @Test func aViewControllerThatDeclaresItsOwnCoordinatorKeepsIt() {
        // The library's `coordinator` is a protocol extension member, so a class's own `coordinator` (here a
        // String) wins, with its own type, in a file that imports the library; an extension of the class itself
        // would have made this declaration an override, which Swift refuses across modules.
        let profile = ProfileViewController()
        let own: String = profile.coordinator
        #expect(own == "the profile screen's coordinator")
        // The chain's answer stays reachable under the library's own name, and through the protocol.
        let app = RecordingCoordinator()
        let home = HomeViewController()
        home.parentCoordinator = app
        home.addChild(profile)
        #expect(profile.owningCoordinator === app)
        #expect((profile as any CoordinatorKitScreen).coordinator === app)
    }

    @Test func doneAndCancelWithoutTheLabelAreTheCasesWithTheLabel() {
        let screen = LoginViewController()
        switch BasicMessage.done(screen) {
        case .done(let sender): #expect((sender as? LoginViewController) === screen)
        default: Issue.record("BasicMessage.done(_:) is not the done case")
        }
        switch BasicMessage.cancel(screen) {
        case .cancel(sender: let sender): #expect((sender as? LoginViewController) === screen)
        default: Issue.record("BasicMessage.cancel(_:) is not the cancel case")
        }
        // The labelled spelling is the same case.
        if case .done(let sender) = BasicMessage.done(sender: screen) {
            #expect((sender as? LoginViewController) === screen)
        } else {
            Issue.record("BasicMessage.done(sender:) is not the done case")
        }
    }

    @Test func aCoordinatorRespondsToAnAuthenticateMessageInSend() {
        let login = LoginCoordinator()
        login.send(message: AuthenticateMessage(username: "ada", password: "secret"))
        login.send(message: BasicMessage.done(login))
        #expect(login.authenticated == ["ada:secret"])
    }

    @Test func aComponentCoordinatorPassesWhatNoComponentTakesToItsParent() {
        let app = RecordingCoordinator()
        let component = AuthenticationComponent()
        let account = AccountCoordinator(components: [component])
        app.add(child: account)

        account.send(message: BasicMessage.cancel(account))

        #expect(component.asked == 1)
        #expect(account.unhandledCount == 1)
        #expect(app.handled.count == 1)
        guard case .cancel(let sender)? = app.handled.first as? BasicMessage else {
            Issue.record("the parent did not receive the cancel message")
            return
        }
        #expect((sender as? AccountCoordinator) === account)
    }

    @Test func aComponentWrittenCoordinatorKitsWayHandlesItsMessage() {
        let app = RecordingCoordinator()
        let first = AuthenticationComponent()
        let second = AuthenticationComponent()
        let account = AccountCoordinator(components: [first, second])
        app.add(child: account)

        account.send(message: AuthenticateMessage(username: "ada", password: "secret"))

        // The first component that can handle it wins, and the second is not asked. The component's `done` goes
        // through the account coordinator (both components decline it) and up to the parent.
        #expect(first.usernames == ["ada"] && second.usernames.isEmpty)
        #expect(first.asked == 2 && second.asked == 1)
        #expect(account.unhandledCount == 1)
        #expect(app.handled.count == 1 && app.handled.first is BasicMessage)
    }
}
