// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. SwiftUI's hosting controllers subclass
// UIKit's and AppKit's view controllers: each is declared where its framework exists.
#if canImport(UIKit)
import UIKit

/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
@preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    @MainActor @preconcurrency public init(rootView: Content) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) { fatalError() }

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
@MainActor
@preconcurrency
open class NSHostingController<Content>: NSViewController where Content: View {
    /// https://developer.apple.com/documentation/swiftui/nshostingcontroller/init(rootview:)
    @MainActor @preconcurrency public init(rootView: Content) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/nshostingcontroller/init(coder:rootview:)
    @MainActor @preconcurrency public init?(coder: NSCoder, rootView: Content) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/nshostingcontroller/init(coder:)
    @MainActor @preconcurrency public required dynamic init?(coder: NSCoder) { fatalError() }
}
#endif
