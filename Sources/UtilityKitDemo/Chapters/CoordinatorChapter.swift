// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation

/// The screens of the tour's app.
enum AppRoute: Hashable, Codable, Sendable, CustomStringConvertible {
    case welcome, permissions, login, home
    case article(id: Int)

    var description: String {
        switch self {
        case .welcome: "welcome"
        case .permissions: "permissions"
        case .login: "login"
        case .home: "home"
        case .article(let id): "article \(id)"
        }
    }
}

/// What the app knows about the user, from which its flow computes the screens.
struct AppProgress: Sendable {
    var onboardingStep = 0
    var user: String?
}

/// The login screen's message.
struct LogInMessage: CoordinatorMessage {
    let user: String
    let password: String
}

/// The whole app as a flow: onboarding, then login, then home — each step a function of `progress`.
final class AppFlow: FlowCoordinator<AppProgress, AppRoute> {
    var progress = AppProgress()

    static let screens = ComposableFlowBuilder<AppProgress, AppRoute>([
        FlowStep { $0.onboardingStep == 0 ? [.welcome] : nil },
        FlowStep { $0.onboardingStep == 1 ? [.welcome, .permissions] : nil },
        FlowStep { $0.user == nil ? [.login] : nil },
        FlowStep { _ in [.home] },
    ])

    override func computeState() -> AppProgress? { progress }

    /// Onboarding screens say `done`; the login coordinator says `done` once the user is in.
    override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard case BasicMessage.done(let sender) = message else { return false }
        if let login = sender as? LoginCoordinator {
            progress.user = login.user
        } else {
            progress.onboardingStep += 1
        }
        triggerFlow()
        if navigation.visibleRoute == .login {
            add(child: LoginCoordinator())
        }
        return true
    }
}

/// Owns the login screen's logic: checks the password, then reports `done` up the chain.
final class LoginCoordinator: BaseCoordinator {
    private(set) var user: String?
    private(set) var failures = 0

    override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard let login = message as? LogInMessage else { return false }
        guard login.password == "open sesame" else {
            failures += 1
            return true
        }
        user = login.user
        parentCoordinator?.send(message: BasicMessage.done(sender: self))
        return true
    }
}

/// An onboarding → login → home flow driven by messages, then a deep link and state restoration.
struct CoordinatorChapter: DemoChapter {
    let title = "Coordinator — flows driven by messages, navigation as a value"
    let summary = "Screens send messages; coordinators decide the route stack; adapters would only render it."

    @MainActor
    func run(_ narrator: Narrator) async throws {
        let app = AppFlow(builder: AppFlow.screens)
        func show(_ step: String) {
            narrator.say(step.padding(toLength: 44, withPad: " ", startingAt: 0) + "→ " + describe(app.navigation))
        }

        app.triggerFlow()
        show("App launches")
        app.send(message: BasicMessage.done(sender: AppRoute.welcome))
        show("Welcome screen sends done")
        app.send(message: BasicMessage.done(sender: AppRoute.permissions))
        show("Permissions screen sends done")

        let login = try require(app.findChild(of: LoginCoordinator.self), "a login coordinator runs the login screen")
        login.send(message: LogInMessage(user: "ada", password: "wrong"))
        show("Login screen sends a wrong password")
        login.send(message: LogInMessage(user: "ada", password: "open sesame"))
        show("Login screen sends the right one")
        try narrator.check(
            app.navigation.path == [.home] && app.progress.user == "ada" && login.failures == 1,
            "the login coordinator handled the attempts and reported done up to the app flow"
        )

        let links = DeepLinkParser<AppRoute>(path: { url in
            guard url.host == "article", let id = Int(url.lastPathComponent) else { return nil }
            return [.home, .article(id: id)]
        })
        try app.open(URL(string: "tour://article/7")!, with: links)
        show("Deep link tour://article/7")
        try narrator.check(
            app.navigation.path == [.home, .article(id: 7)], "the deep link built the stack in one step")

        let saved = try JSONEncoder().encode(app.navigation)
        let relaunched = NavigationCoordinator<AppRoute>()
        relaunched.show(try JSONDecoder().decode(NavigationState<AppRoute>.self, from: saved))
        narrator.say(
            "Saved as \(saved.count) bytes of JSON and restored after a relaunch: \(describe(relaunched.navigation))")
        try narrator.check(relaunched.navigation == app.navigation, "state restoration gives back the same navigation")

        try app.pop()
        show("Article screen goes back")
        do {
            try app.dismiss()
        } catch {
            narrator.say("Dismissing with nothing presented is refused: \(error)")
        }
        try narrator.check(app.navigation.path == [.home], "invalid operations leave the state as it was")
    }

    private func describe(_ navigation: NavigationState<AppRoute>) -> String {
        let base = "[" + navigation.path.map(\.description).joined(separator: " › ") + "]"
        let presented = navigation.presentedLayers.map { layer in
            " + \(layer.presentation.map { "\($0)" } ?? "") ["
                + layer.routes.map(\.description).joined(separator: " › ") + "]"
        }
        return base + presented.joined()
    }

    private func require<T>(_ value: T?, _ claim: String) throws -> T {
        guard let value else { throw DemoFailure(description: claim) }
        return value
    }
}
