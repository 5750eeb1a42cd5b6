// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As Swift imports
// `UIViewControllerTransitionCoordinator.h`, `UIViewController.h` and `UIView.h` from the iOS 17.0 SDK
// (`NS_SWIFT_UI_ACTOR`, so `@MainActor`); only what UtilityKit's flow coordinators use to learn whether a navigation
// controller is in a window and whether a transition runs. Kept apart from UIViewController.swift and UIWindow.swift,
// as extensions, for the few declarations it adds.

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@available(watchOS, unavailable)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    /// (an Objective-C method returning `BOOL`: its result may be discarded)
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

@available(watchOS, unavailable)
extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator (declared in the
    /// header's `UIViewController (UIViewControllerTransitionCoordinator)` category)
    @available(iOS 7.0, *)
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    @available(iOS 9.0, *)
    public var viewIfLoaded: UIView? { fatalError() }
}

@available(watchOS, unavailable)
extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/window
    public var window: UIWindow? { fatalError() }
}
