// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As Swift imports `UIView.h` and
// `UIWindow.h` from the iOS 17.0 SDK (`NS_SWIFT_UI_ACTOR`, so `@MainActor`); only what UtilityKit uses.

/// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { fatalError() }
        set { fatalError() }
    }
}
