// SPDX-License-Identifier: MPL-2.0

#if canImport(AppKit) && canImport(SwiftUI) && !targetEnvironment(macCatalyst)
import AppKit
import SwiftUI

/// An `NSHostingController` that puts a ``CoordinatedView`` in an AppKit hierarchy; the AppKit counterpart
/// of ``CoordinatedHostingViewController``, with the same type-level wiring.
public protocol CoordinatedNSHostingController
where Self: NSHostingController<RootCoordinatedView>, RootCoordinatedView.Coordinator == Coordinator {
    /// The SwiftUI view hosted.
    associatedtype RootCoordinatedView: CoordinatedView
    /// The coordinator type shared with `RootCoordinatedView`.
    associatedtype Coordinator: Sendable

    /// Creates the host, with its coordinator if there is one yet.
    init(coordinator: Coordinator?)
}
#endif
