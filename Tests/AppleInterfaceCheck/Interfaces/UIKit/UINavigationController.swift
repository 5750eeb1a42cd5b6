// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As Swift imports `UINavigationController.h`
// from the iOS 17.0 SDK (see UIViewController.swift).

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    public required init?(coder aDecoder: NSCoder) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate
    weak open var delegate: (any UINavigationControllerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
///
/// Its methods are `optional` Objective-C requirements; Linux has no Objective-C runtime, so here they are
/// requirements with an empty default implementation, which a conformer may implement or leave out alike.
@available(watchOS, unavailable)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    @available(iOS 2.0, *)
    func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    )
}

@available(watchOS, unavailable)
extension UINavigationControllerDelegate {
    /// Stands in for the requirement being `optional`.
    @available(iOS 2.0, *)
    public func navigationController(
        _ navigationController: UINavigationController,
        didShow viewController: UIViewController,
        animated: Bool
    ) {}
}
