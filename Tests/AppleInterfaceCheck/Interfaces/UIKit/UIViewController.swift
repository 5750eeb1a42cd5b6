// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. UIKit re-exports Foundation, whose
// NSObject and NSCoder stand in here as swift-corelibs-foundation declares them.
//
// As Swift imports UIKit's Objective-C headers from the iOS 17.0 SDK: the classes are `NS_SWIFT_UI_ACTOR`, which
// a Swift 6 client sees as `@MainActor`, and carry the headers' `API_AVAILABLE(ios(…))`. The iOS SDK has no
// watchOS annotations for them: watchOS's UIKit has no view controllers at all, which
// `@available(watchOS, unavailable)` stands for here.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    /// Objective-C's inherited `-init`, which Swift shows as `init()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    @available(iOS 5.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent (the header's weak
    /// `parentViewController`)
    open var parent: UIViewController? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    /// (declared in the header's `UIViewController (UIPresentationController)` category)
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem (`null_resettable`; declared in
    /// `UITabBarController.h`)
    open var tabBarItem: UITabBarItem! {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle (`NS_ENUM(NSInteger, …)`, which
/// Swift imports as `@unchecked Sendable`)
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen = 0
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    /// (`API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos)`)
    @available(iOS 3.2, *)
    @available(tvOS, unavailable)
    case pageSheet = 1
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen
    /// (`API_AVAILABLE(ios(8.0))`)
    @available(iOS 8.0, *)
    case overFullScreen = 5
}
