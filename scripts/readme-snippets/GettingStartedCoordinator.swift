// SPDX-License-Identifier: MPL-2.0
// The app's own names that Coordinator's Getting Started article takes as given.
import Coordinator

final class AppCoordinator: BaseCoordinator {}

func authenticate(_ username: String, _ password: String) {}

struct SignOutComponent: CoordinatorComponent {
    func canHandle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) -> Bool { false }
    func handle(_ message: any CoordinatorMessage, with coordinator: BaseCoordinator) {}
}
typealias ShareComponent = SignOutComponent
typealias DeepLinkComponent = SignOutComponent

struct OnboardingProgress {
    var sawWelcome = false
    var isComplete = false
}

enum AppRoute: Hashable { case welcome, permissions }

struct AuthService {
    func signIn(_ email: String, _ password: String) async throws {}
}
let auth = AuthService()
