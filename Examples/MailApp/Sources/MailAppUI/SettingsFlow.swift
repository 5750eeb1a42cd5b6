// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import Coordinator
import DependencyContainer
import MailAppCore
import UIKit

/// The settings sheet in UIKit: the settings coordinator's state rendered by a `NavigationControllerDriver`, with
/// the settings screen at the root and the signature editor pushed above it.
final class SettingsFlow {
    private let driver: NavigationControllerDriver<SettingsRoute>

    init(
        coordinator: SettingsCoordinator = Container.shared.mailCoordinator().settings,
        model: SettingsViewModel = Container.shared.settingsViewModel()
    ) {
        let root = SettingsViewController(model: model, coordinator: coordinator)
        driver = NavigationControllerDriver(coordinator: coordinator, root: root) { route in
            switch route {
            case .signature: SignatureViewController(model: model)
            }
        }
    }

    var navigationController: UINavigationController { driver.navigationController }
}
#endif
