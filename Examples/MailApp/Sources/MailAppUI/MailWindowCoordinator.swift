// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import Coordinator
import DependencyContainer
import MailAppCore
import SwiftUI
import UIKit

/// The app for a UIKit scene: a coordinator that manages the scene's window and shows the mail coordinator's tabs
/// in a `UITabBarController`, the inbox's SwiftUI screens hosted in it and the settings' UIKit screens as they are.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     private var appCoordinator: MailWindowCoordinator?
///
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
///         guard let scene = scene as? UIWindowScene else { return }
///         let window = UIWindow(windowScene: scene)
///         self.window = window
///         appCoordinator = MailWindowCoordinator(window: window)
///     }
/// }
/// ```
public final class MailWindowCoordinator: BaseCoordinator {
    private let tabs: TabBarControllerDriver<MailTab, MailRoute>

    /// Shows `mail`'s tabs in `window` and makes it visible.
    public init(
        window: UIWindow,
        mail: MailCoordinator = Container.shared.mailCoordinator(),
        settings: SettingsViewModel = Container.shared.settingsViewModel()
    ) {
        tabs = TabBarControllerDriver(coordinator: mail) { tab in
            let root: UIViewController =
                switch tab {
                case .inbox: UIHostingController(rootView: InboxView())
                case .settings: SettingsViewController(model: settings, coordinator: mail)
                }
            root.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbol), tag: 0)
            return root
        } makeViewController: { route in
            switch route {
            case .signature: SignatureViewController(model: settings, coordinator: mail)
            case .message, .compose: UIHostingController(rootView: MailDestination(route: route))
            }
        }
        super.init(window: window)

        // The window that this coordinator manages shows its tabs.
        window.rootViewController = tabs.tabBarController
        window.makeKeyAndVisible()
    }
}
#endif
