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
    func login(email: String, password: String)
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

    func login(email: String, password: String) {
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
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func navigateToHome() { record("home") }
    func showError(_ message: String) { record("error: \(message)") }

    private func record(_ action: String) {
        actions.append(action)
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }

    /// Suspends until at least `count` actions were recorded.
    func waitForActions(_ count: Int) async {
        while actions.count < count {
            await withCheckedContinuation { waiters.append($0) }
        }
    }
}

@Suite("Screen coordinators: a login screen driven through its view delegate")
@MainActor
struct ScreenCoordinatorTests {
    @Test func aViewHoldingTheSubProtocolDrivesTheLoginCoordinator() async {
        let coordinator: any LoginCoordinating = LoginCoordinator(authService: FakeAuthService())
        let screen = RecordingLoginScreen()
        coordinator.initialize(with: screen)

        coordinator.login(email: "ada@example.com", password: "wrong")
        await screen.waitForActions(1)
        coordinator.login(email: "ada@example.com", password: "secret")
        await screen.waitForActions(2)

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

        coordinator.login(email: "ada@example.com", password: "secret")
        await second.waitForActions(1)

        #expect(first.actions.isEmpty)
        #expect(second.actions == ["home"])
    }

    @Test func callsAfterTheDelegateIsGoneAreNoOps() async {
        let coordinator = LoginCoordinator(authService: FakeAuthService())
        do {
            let screen = RecordingLoginScreen()
            coordinator.initialize(with: screen)
        }
        coordinator.login(email: "ada@example.com", password: "secret")
        // Let the login task run to completion: it must find no delegate and do nothing.
        for _ in 0..<100 { await Task.yield() }
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
