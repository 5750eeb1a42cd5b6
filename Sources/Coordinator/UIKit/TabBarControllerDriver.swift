// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Renders a ``TabNavigationCoordinator``'s state with a `UITabBarController`: one `UINavigationController` per tab,
/// each rendered by a `NavigationControllerDriver`, and the tab bar's selection kept in line with the state's.
///
/// ```swift
/// let driver = TabBarControllerDriver(coordinator: tabs) { tab in
///     tab == .mail ? InboxViewController() : SettingsViewController()
/// } makeViewController: { route in
///     MailScreenController(route: route)
/// }
/// window.rootViewController = driver.tabBarController
/// ```
///
/// A tap on a tab selects it in the coordinator; a tap on the selected tab pops it to its root there, as UIKit pops
/// the tab's navigation controller. What the user does inside a tab (back, a sheet swiped down) goes back into the
/// coordinator. You may set your own tab bar delegate (a compose tab's `tabBarController(_:shouldSelect:)`): UIKit's
/// `delegate` slot holds one object, and the driver learns the selected tab from `selectedViewController` whenever a
/// tab's navigation controller appears, so taps (and `selectedIndex` set by your code) reach the coordinator anyway.
/// Layers presented over the tab bar are presented by the selected tab's navigation controller, which UIKit forwards
/// to the tab bar controller; each tab's navigation controller driver keeps UIKit's presentation rules. Give each
/// root view controller its `tabBarItem` before making the driver.
///
/// The driver shows the tabs the coordinator has when it is made. This adapter is compiled only on Apple platforms;
/// its decisions are made by code tested on every platform.
@MainActor
public final class TabBarControllerDriver<Tab: Hashable, Route: Hashable>: NSObject, UITabBarControllerDelegate {
    /// The tab bar controller; put it in your window or container.
    public let tabBarController: UITabBarController

    private let sync: TabBarSync<Tab, Route>
    /// One driver per tab, in the order of the tabs.
    private let drivers: [NavigationControllerDriver<Route>]

    /// Starts rendering `coordinator`'s state, with `root(tab)` at the bottom of each tab's navigation controller
    /// and `makeViewController` building each route's view controller.
    public init(
        coordinator: TabNavigationCoordinator<Tab, Route>,
        root: (Tab) -> UIViewController,
        makeViewController: @escaping @MainActor (Route) -> UIViewController
    ) {
        let sync = TabBarSync(coordinator: coordinator)
        self.sync = sync
        drivers = zip(sync.tabs, sync.tabCoordinators).map { tab, tabCoordinator in
            let rootViewController = root(tab)
            let driver = NavigationControllerDriver(
                coordinator: tabCoordinator, root: rootViewController, makeViewController: makeViewController)
            // The tab bar shows the item of the controller it holds: the navigation controller, not its root.
            driver.navigationController.tabBarItem = rootViewController.tabBarItem
            // A tab that appears may be one the user selected with the app's delegate in the slot.
            driver.baseAppeared = { [weak sync] in sync?.learnSelection() }
            return driver
        }
        tabBarController = UITabBarController()
        super.init()
        let controllers = drivers.map { $0.navigationController as UIViewController }
        tabBarController.viewControllers = controllers
        tabBarController.delegate = self
        sync.selects(in: tabBarController, controllers: controllers)
    }

    /// The user tapped a tab; UIKit calls this also for the selected tab, which it pops (that tab's driver reports it).
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        sync.learnSelection()
    }
}

extension UITabBarController: TabBarSelecting {}
#endif
