// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. AppKit re-exports Foundation.
//
// As Swift imports AppKit's Objective-C headers from the macOS 14.0 SDK: `NSResponder` is `NS_SWIFT_UI_ACTOR`,
// which a Swift 6 client sees as `@MainActor` (and `NSViewController` inherits), and both headers are
// `APPKIT_API_UNAVAILABLE_BEGIN_MACCATALYST`. The nib name's type is `NSNib.Name`, a typealias of `String`.
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nsresponder
@available(macCatalyst, unavailable)
@MainActor
open class NSResponder: NSObject {}

/// https://developer.apple.com/documentation/appkit/nsviewcontroller
@available(macOS 10.5, *)
@available(macCatalyst, unavailable)
@MainActor
open class NSViewController: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/parent (the header's
    /// `parentViewController`)
    @available(macOS 10.10, *)
    open var parent: NSViewController? { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/presentingviewcontroller
    @available(macOS 10.10, *)
    open var presentingViewController: NSViewController? { fatalError() }
}
