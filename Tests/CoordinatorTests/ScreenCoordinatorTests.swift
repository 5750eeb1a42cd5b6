// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Testing

// A login screen driven by a screen-level coordinator, written as the module's documentation recommends: the view
// delegate protocol is `@MainActor` (the coordinator calls it with `await` from its task) and `Sendable`
// (`CoordinatorProtocol.ViewDelegate` requires it), and the coordinator keeps its delegate in a
// `ViewDelegateReference`, because a `Sendable` class cannot have a `weak var`.

@MainActor protocol LoginViewDelegate: AnyObject, Sendable {
    func navigateToHome()
    func showError(_ message: String)
}

protocol LoginCoordinating: CoordinatorProtocol where ViewDelegate == LoginViewDelegate {
    /// Starts signing in; the returned task ends once the view delegate has been told the outcome.
    @discardableResult func login(email: String, password: String) -> Task<Void, Never>
}

protocol AuthService: Sendable {
    func signIn(_ email: String, _ password: String) async throws
}

struct WrongPassword: Error {}

/// Accepts one password.
struct FakeAuthService: AuthService {
    func signIn(_ email: String, _ password: String) async throws {
        guard password == "secret" else { throw WrongPassword() }
    }
}

final class LoginCoordinator: LoginCoordinating {
    typealias ViewDelegate = LoginViewDelegate

    private let delegateReference = ViewDelegateReference<LoginViewDelegate>()
    var viewDelegate: LoginViewDelegate? { delegateReference.value }
    private let authService: AuthService

    init(authService: AuthService) {
        self.authService = authService
    }

    func initialize(with viewDelegate: LoginViewDelegate) {
        delegateReference.set(viewDelegate)
    }

    @discardableResult func login(email: String, password: String) -> Task<Void, Never> {
        Task {
            do {
                try await authService.signIn(email, password)
                await viewDelegate?.navigateToHome()
            } catch {
                await viewDelegate?.showError("Wrong email or password")
            }
        }
    }
}

/// Stands in for the view controller: records what the coordinator asked for.
@MainActor
final class RecordingLoginScreen: LoginViewDelegate {
    private(set) var actions: [String] = []

    func navigateToHome() { actions.append("home") }
    func showError(_ message: String) { actions.append("error: \(message)") }
}

@Suite("Screen coordinators: a login screen driven through its view delegate", .timeLimit(.minutes(5)))
@MainActor
struct ScreenCoordinatorTests {
    @Test func aViewHoldingTheSubProtocolDrivesTheLoginCoordinator() async {
        let coordinator: any LoginCoordinating = LoginCoordinator(authService: FakeAuthService())
        let screen = RecordingLoginScreen()
        coordinator.initialize(with: screen)

        await coordinator.login(email: "ada@example.com", password: "wrong").value
        await coordinator.login(email: "ada@example.com", password: "secret").value

        #expect(screen.actions == ["error: Wrong email or password", "home"])
    }

    @Test func theViewDelegateIsHeldWeakly() {
        let coordinator = LoginCoordinator(authService: FakeAuthService())
        var screen: RecordingLoginScreen? = RecordingLoginScreen()
        coordinator.initialize(with: screen!)
        #expect(coordinator.viewDelegate != nil)
        screen = nil
        #expect(coordinator.viewDelegate == nil)
    }

    @Test func initializingAgainReplacesTheDelegate() async {
        let coordinator = LoginCoordinator(authService: FakeAuthService())
        let first = RecordingLoginScreen()
        let second = RecordingLoginScreen()
        coordinator.initialize(with: first)
        coordinator.initialize(with: second)

        await coordinator.login(email: "ada@example.com", password: "secret").value

        #expect(first.actions.isEmpty)
        #expect(second.actions == ["home"])
    }

    @Test func callsAfterTheDelegateIsGoneAreNoOps() async {
        let coordinator = LoginCoordinator(authService: FakeAuthService())
        weak var released: RecordingLoginScreen?
        do {
            let screen = RecordingLoginScreen()
            released = screen
            coordinator.initialize(with: screen)
        }
        // The login runs to its end: it finds no delegate, so it calls nothing and keeps nothing alive.
        await coordinator.login(email: "ada@example.com", password: "secret").value
        #expect(released == nil, "the coordinator did not keep the screen alive to call it")
        #expect(coordinator.viewDelegate == nil)
    }

    @Test func aValueCannotBeHeldAsAViewDelegate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ViewDelegateReference<any Sendable>().set(42)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ViewDelegateReference.set(_:): a Int is not a class, so it cannot be held weakly."))
    }
}
