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
///         // Each scene gets its own navigation, restored from what the scene saved.
///         let saved = session.stateRestorationActivity?.userInfo?["navigation"] as? Data
///         appCoordinator = MailWindowCoordinator(window: window, scene: MailScene(restoring: saved))
///     }
///
///     func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
///         guard let saved = try? appCoordinator?.scene.coordinator.savedState() else { return nil }
///         let activity = NSUserActivity(activityType: "MailApp.navigation")
///         activity.userInfo = ["navigation": saved]
///         return activity
///     }
/// }
/// ```
public final class MailWindowCoordinator: BaseCoordinator {
    private let tabs: TabBarControllerDriver<MailTab, MailRoute>
    /// The scene's navigation, held for as long as the window is.
    public let scene: MailScene

    /// Shows `scene`'s tabs in `window` and makes it visible.
    public init(
        window: UIWindow,
        scene: MailScene,
        settings: SettingsViewModel = Container.shared.settingsViewModel()
    ) {
        self.scene = scene
        let mail = scene.coordinator
        tabs = TabBarControllerDriver(coordinator: mail) { tab in
            let root: UIViewController =
                switch tab {
                case .inbox: UIHostingController(rootView: InboxView(scene: scene.id))
                case .settings: SettingsViewController(model: settings, coordinator: mail)
                }
            root.tabBarItem = UITabBarItem(title: tab.title, image: UIImage(systemName: tab.symbol), tag: 0)
            return root
        } makeViewController: { route in
            switch route {
            case .signature: SignatureViewController(model: settings, coordinator: mail)
            case .message, .compose: UIHostingController(rootView: MailDestination(route: route, scene: scene))
            }
        }
        super.init(window: window)

        // The window that this coordinator manages shows its tabs.
        window.rootViewController = tabs.tabBarController
        window.makeKeyAndVisible()
    }
}
#endif
