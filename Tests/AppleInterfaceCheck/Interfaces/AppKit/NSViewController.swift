// SPDX-License-Identifier: MPL-2.0

// Interface only: declarations for the type checker; no body ever runs. AppKit re-exports Foundation.
@_exported import Foundation

/// https://developer.apple.com/documentation/appkit/nsresponder
@MainActor
open class NSResponder: NSObject {}

/// https://developer.apple.com/documentation/appkit/nsviewcontroller
@MainActor
open class NSViewController: NSResponder {
    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

    /// https://developer.apple.com/documentation/appkit/nsviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
}
