// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import Testing

// This target is compiled with `-default-isolation MainActor`, as an Xcode 26 app target is: every declaration
// below is implicitly `@MainActor`, including the routes' `Hashable` and `Codable` conformances. Nothing here is
// marked `nonisolated` except the two `CoordinatorProtocol` requirements, which must be (see the module's
// "Main-actor apps" article).

enum MailRoute: Hashable, Codable {
    case inbox
    case message(id: Int)
    case compose
}

struct OpenMessage: CoordinatorMessage {
    let id: Int
}

/// A screen that talks to its coordinator with messages, and sends itself along with `back`.
final class MessageScreen {
    let id: Int
    weak var coordinator: (any Coordinating)?

    init(id: Int) { self.id = id }

    func backTapped() { coordinator?.send(message: BasicMessage.back(sender: self)) }
}

final class MailCoordinator: NavigationCoordinator<MailRoute> {
    private(set) var backSenders: [Int] = []
    private(set) var shown: [NavigationState<MailRoute>] = []

    override init(navigation: NavigationState<MailRoute> = NavigationState()) {
        super.init(navigation: navigation)
        addObserver { [weak self] state in self?.shown.append(state) }
    }

    override func handle(_ message: any CoordinatorMessage) -> Bool {
        switch message {
        case let open as OpenMessage:
            push(.message(id: open.id))
            return true
        case BasicMessage.back(let screen as MessageScreen):
            backSenders.append(screen.id)
            return (try? pop()) != nil
        default:
            return false
        }
    }
}

let mailLinks = DeepLinkParser<MailRoute> { url in
    guard url.scheme == "mail" else { return nil }
    switch url.host {
    case "inbox":
        return NavigationState(path: [.inbox])
    case "compose":
        var state = NavigationState<MailRoute>(path: [.inbox])
        state.present(.compose, style: .sheet)
        return state
    default:
        return nil
    }
}

let messageLinks = DeepLinkParser<MailRoute>(path: { url in
    guard url.host == "message", let id = Int(url.lastPathComponent) else { return nil }
    return [.inbox, .message(id: id)]
})

struct Onboarding {
    var sawWelcome = false
    var signedIn = false
}

enum OnboardingRoute: Hashable {
    case welcome, signIn
}

/// A builder written as a type, beside the closure-based steps.
struct SignInStep: FlowBuilder {
    func routes(for state: Onboarding) -> [OnboardingRoute]? {
        state.signedIn ? nil : [.welcome, .signIn]
    }
}

let onboardingBuilder = ComposableFlowBuilder<Onboarding, OnboardingRoute>([
    FlowStep { $0.sawWelcome ? nil : [.welcome] },
    SignInStep(),
])

final class OnboardingFlow: FlowCoordinator<Onboarding, OnboardingRoute> {
    var progress = Onboarding()

    override func computeState() -> Onboarding? { progress.signedIn ? nil : progress }
}

@MainActor protocol LoginViewDelegate: AnyObject, Sendable {
    func navigateToHome()
}

protocol LoginCoordinating: CoordinatorProtocol where ViewDelegate == any LoginViewDelegate {
    func loginSucceeded()
}

final class LoginCoordinator: LoginCoordinating {
    private let delegateReference = ViewDelegateReference<any LoginViewDelegate>()

    // `CoordinatorProtocol` is `Sendable`, so its two requirements are nonisolated; the reference is thread-safe.
    nonisolated var viewDelegate: (any LoginViewDelegate)? { delegateReference.value }
    nonisolated func initialize(with viewDelegate: any LoginViewDelegate) { delegateReference.set(viewDelegate) }

    func loginSucceeded() { viewDelegate?.navigateToHome() }
}

final class LoginScreen: LoginViewDelegate {
    private(set) var wentHome = false
    func navigateToHome() { wentHome = true }
}

@Suite("A main-actor mail app: routes, deep links, restoration, flows and screens")
struct MailNavigationTests {
    @Test func messagesNavigateAndBackCarriesItsSender() {
        let mail = MailCoordinator(navigation: NavigationState(path: [.inbox]))
        let screen = MessageScreen(id: 7)
        screen.coordinator = mail

        mail.send(message: OpenMessage(id: 7))
        #expect(mail.navigation.path == [.inbox, .message(id: 7)])
        #expect(mail.navigation.visibleRoute == .message(id: 7))

        screen.backTapped()
        #expect(mail.backSenders == [7])
        #expect(mail.navigation.path == [.inbox])
        #expect(mail.shown.map(\.path) == [[.inbox, .message(id: 7)], [.inbox]])
    }

    @Test func deepLinksApplyTheWholeStateInOneStep() throws {
        let mail = MailCoordinator()
        try mail.open(URL(string: "mail://compose")!, with: mailLinks)

        #expect(mail.navigation.path == [.inbox])
        #expect(mail.navigation.presentedLayers.map(\.routes) == [[.compose]])
        #expect(mail.navigation.presentedLayers.first?.presentation == .sheet)
        #expect(mail.shown.count == 1)

        try mail.open(URL(string: "mail://message/42")!, with: messageLinks)
        #expect(mail.navigation == NavigationState(path: [.inbox, .message(id: 42)]))

        #expect(throws: NavigationError.unrecognizedDeepLink("mail://nowhere")) {
            try mail.open(URL(string: "mail://nowhere")!, with: mailLinks)
        }
    }

    @Test func aSavedStateRestoresEqual() throws {
        let mail = MailCoordinator(navigation: NavigationState(path: [.inbox, .message(id: 3)]))
        mail.present(.compose, style: .fullScreen)

        let saved = try JSONEncoder().encode(mail.navigation)
        let restored = MailCoordinator(
            navigation: try JSONDecoder().decode(NavigationState<MailRoute>.self, from: saved))

        #expect(restored.navigation == mail.navigation)
        #expect(Set([restored.navigation, mail.navigation]).count == 1)
        try restored.dismiss()
        #expect(restored.navigation.presentedLayers.isEmpty)
    }

    @Test func aFlowRebuildsItsScreensFromItsState() {
        let flow = OnboardingFlow(builder: onboardingBuilder)
        flow.triggerFlow()
        #expect(flow.navigation.path == [.welcome])

        flow.progress.sawWelcome = true
        flow.triggerFlow()
        #expect(flow.navigation.path == [.welcome, .signIn])
    }

    @Test func aScreenCoordinatorDrivesItsMainActorViewDelegate() {
        let coordinator: any LoginCoordinating = LoginCoordinator()
        let screen = LoginScreen()
        coordinator.initialize(with: screen)

        coordinator.loginSucceeded()

        #expect(screen.wentHome)
    }
}
