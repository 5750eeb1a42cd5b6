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

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modaltransitionstyle
    @available(iOS 3.0, *)
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    @available(iOS 5.0, *)
    open var isBeingPresented: Bool { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    @available(iOS 5.0, *)
    open var isBeingDismissed: Bool { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator (declared in
    /// `UIViewControllerTransitionCoordinator.h`)
    @available(iOS 7.0, *)
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view (implicitly unwrapped, as the header's
    /// `null_unspecified`)
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() { fatalError() }

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
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic
    /// (`API_AVAILABLE(ios(13.0))`)
    @available(iOS 13.0, *)
    case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle (`NS_ENUM(NSInteger, …)`, which Swift
/// imports as `@unchecked Sendable`)
@available(watchOS, unavailable)
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/coververtical
    case coverVertical = 0
    /// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/fliphorizontal
    /// (`API_UNAVAILABLE(tvos)`)
    @available(tvOS, unavailable)
    case flipHorizontal = 1
    /// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/crossdissolve
    case crossDissolve = 2
    /// https://developer.apple.com/documentation/uikit/uimodaltransitionstyle/partialcurl
    /// (`API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(tvos)`)
    @available(iOS 3.2, *)
    @available(tvOS, unavailable)
    case partialCurl = 3
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
/// (`NS_SWIFT_UI_ACTOR`); none of its members is used.
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator (`NS_SWIFT_UI_ACTOR`)
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    /// (an Objective-C method returning `BOOL`, whose result Swift lets callers discard)
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
