// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Renders a ``NavigationCoordinator``'s state with a `UINavigationController`, and reports the user's own
/// back navigation (back button, swipe) to the coordinator.
///
/// The driver only renders: it sets the navigation controller's stack to the root view controller plus one
/// view controller per route, and presents one navigation controller per presented layer. View controllers
/// are reused while their route stays at the same position, and made with `makeViewController` otherwise.
///
/// This adapter is compiled only on Apple platforms; the state it renders is tested on every platform.
@MainActor
public final class NavigationControllerDriver<Route: Hashable>: NSObject, UINavigationControllerDelegate {
    /// The navigation controller showing the base layer; put it in your window or container.
    public let navigationController: UINavigationController

    private let coordinator: NavigationCoordinator<Route>
    private let makeViewController: @MainActor (Route) -> UIViewController
    /// The view controllers shown for each layer, with the route each one shows.
    private var shown: [[(route: Route, viewController: UIViewController)]] = [[]]
    private var presentedControllers: [UINavigationController] = []

    /// Starts rendering `coordinator`'s state, with `root` at the bottom of the base layer.
    public init(
        coordinator: NavigationCoordinator<Route>,
        root: UIViewController,
        makeViewController: @escaping @MainActor (Route) -> UIViewController
    ) {
        self.coordinator = coordinator
        self.makeViewController = makeViewController
        navigationController = UINavigationController(rootViewController: root)
        super.init()
        navigationController.delegate = self
        render(coordinator.navigation, animated: false)
        coordinator.addObserver { [weak self] state in self?.render(state, animated: true) }
    }

    private func render(_ state: NavigationState<Route>, animated: Bool) {
        // Dismiss presentations the state no longer has, from the top.
        while presentedControllers.count > state.presentedLayers.count {
            presentedControllers.removeLast().dismiss(animated: animated)
            shown.removeLast()
        }
        for (index, layer) in state.layers.enumerated() {
            let controllers = viewControllers(for: layer.routes, layer: index)
            if index == 0 {
                let root = navigationController.viewControllers.first.map { [$0] } ?? []
                navigationController.setViewControllers(root + controllers, animated: animated)
            } else if index - 1 < presentedControllers.count {
                presentedControllers[index - 1].setViewControllers(controllers, animated: animated)
            } else {
                let presented = UINavigationController()
                presented.setViewControllers(controllers, animated: false)
                presented.modalPresentationStyle = Self.modalStyle(for: layer.presentation)
                presented.delegate = self
                (presentedControllers.last ?? navigationController).present(presented, animated: animated)
                presentedControllers.append(presented)
            }
        }
    }

    /// UIKit's style for a presented layer. tvOS has no page sheet: there a sheet covers the screen, over the
    /// content it was presented from.
    private static func modalStyle(for presentation: PresentationStyle?) -> UIModalPresentationStyle {
        #if os(tvOS)
        presentation == .fullScreen ? .fullScreen : .overFullScreen
        #else
        presentation == .fullScreen ? .fullScreen : .pageSheet
        #endif
    }

    /// The view controllers for `routes` on `layer`, reusing those already shown at the same positions.
    private func viewControllers(for routes: [Route], layer: Int) -> [UIViewController] {
        if shown.count <= layer { shown.append([]) }
        var result: [(route: Route, viewController: UIViewController)] = []
        for (position, route) in routes.enumerated() {
            if position < shown[layer].count, shown[layer][position].route == route {
                result.append(shown[layer][position])
            } else {
                result.append((route, makeViewController(route)))
            }
        }
        shown[layer] = result
        return result.map(\.viewController)
    }

    /// The user went back with the system's controls: bring the state in line with what is on screen.
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {
        let isBase = navigationController === self.navigationController
        let visible = navigationController.viewControllers.count - (isBase ? 1 : 0)
        let layer = coordinator.navigation.layers.count - 1
        guard navigationController === (presentedControllers.last ?? self.navigationController),
            visible < coordinator.navigation.layers[layer].routes.count
        else { return }
        try? coordinator.replace(with: Array(coordinator.navigation.layers[layer].routes.prefix(visible)))
    }
}
#endif
