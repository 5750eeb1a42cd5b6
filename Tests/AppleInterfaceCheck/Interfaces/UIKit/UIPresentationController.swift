// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As Swift imports
// `UIPresentationController.h` from the iOS 17.0 SDK (see UIViewController.swift).

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
///
/// Its methods are `optional` Objective-C requirements; as for `UINavigationControllerDelegate`, they are
/// requirements with an empty default implementation here.
@available(watchOS, unavailable)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    /// ("This is not called if the presentation is dismissed programatically", says the header.)
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@available(watchOS, unavailable)
extension UIAdaptivePresentationControllerDelegate {
    /// Stands in for the requirement being `optional`.
    @available(iOS 13.0, *)
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
