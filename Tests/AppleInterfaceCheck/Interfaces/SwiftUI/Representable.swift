// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. As the iOS 17.0 SDK declares them (its
// requirements `@MainActor(unsafe)`, written `@MainActor @preconcurrency` here), limited to what the package uses:
// a view that hosts a UIKit view controller.
#if canImport(UIKit)
import UIKit

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
@preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController

    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType

    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewControllerRepresentable {
    /// A primitive view: its body is never asked for.
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
@preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {}
#endif
