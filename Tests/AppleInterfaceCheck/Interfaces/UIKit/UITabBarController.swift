// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As Swift imports `UITabBarController.h`,
// `UITabBarItem.h` and `UIBarItem.h` from the iOS 17.0 SDK (see UIViewController.swift). The `tabBarItem` property
// of the header's `UIViewController (UITabBarControllerItem)` category is declared in UIViewController.swift: a
// Swift extension cannot declare an overridable property.

/// https://developer.apple.com/documentation/uikit/uibaritem
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIBarItem: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitabbaritem
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBarItem: UIBarItem {}

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
///
/// (The SDK's class also adopts `UITabBarDelegate` and `NSCoding`, which the package does not use.)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBarController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]? {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    /// (`@property(nullable, nonatomic, assign)`: not retained.)
    open var selectedViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate
    weak open var delegate: (any UITabBarControllerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate
///
/// Its methods are `optional` Objective-C requirements; Linux has no Objective-C runtime, so here they are
/// requirements with an empty default implementation, which a conformer may implement or leave out alike.
@available(watchOS, unavailable)
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@available(watchOS, unavailable)
extension UITabBarControllerDelegate {
    /// Stands in for the requirement being `optional`.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
