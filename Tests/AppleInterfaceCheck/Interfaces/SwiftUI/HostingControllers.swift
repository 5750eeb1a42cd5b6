// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. SwiftUI's hosting controllers subclass
// UIKit's and AppKit's view controllers: each is declared where its framework exists. As the iOS 17.0 and
// macOS 14.0 SDKs declare them (`@MainActor(unsafe)`, written `@MainActor @preconcurrency` here), limited to
// the required initializer: the package only names the classes, and declaring a designated initializer keeps
// them from inheriting UIKit's and AppKit's, as the SDK's classes do not inherit them.
#if canImport(UIKit)
import UIKit

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
@preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    @MainActor @preconcurrency public required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
}
#endif

#if canImport(AppKit)
import AppKit

/// https://developer.apple.com/documentation/swiftui/nshostingcontroller
@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
@MainActor
@preconcurrency
open class NSHostingController<Content>: NSViewController where Content: View {
    /// https://developer.apple.com/documentation/swiftui/nshostingcontroller/init(coder:)
    @MainActor @preconcurrency public required dynamic init?(coder: NSCoder) { fatalError() }
}
#endif
