// SPDX-License-Identifier: MPL-2.0

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// An AppKit view controller driven by a coordinator; the AppKit counterpart of
/// ``CoordinatedViewController``.
public protocol CoordinatedNSViewController: NSViewController {
    /// The type of the coordinator; only `Sendable` is required (see ``CoordinatedView``).
    associatedtype Coordinator: Sendable

    /// The coordinator the view controller forwards input to.
    var coordinator: Coordinator { get }
}

extension NSViewController {
    /// The coordinator this view controller's messages reach: the ``CoordinatorInitializable/parentCoordinator`` of
    /// the first ``CoordinatorInitializable`` with a coordinator among itself, its parents and the view controllers that presented
    /// them (``ViewControllerChain``), or `nil`.
    ///
    /// ```swift
    /// @IBAction func continueClicked(_ sender: Any?) {
    ///     owningCoordinator?.send(message: BasicMessage.done(sender: self))
    /// }
    /// ```
    public var owningCoordinator: (any Coordinating)? {
        // AppKit's rule, as UIKit's: `parent` is the containing view controller (`parentViewController` in the
        // header); `presentingViewController` is the presenter of this view controller or of its farthest ancestor.
        ViewControllerChain.coordinator(from: self, parent: { $0.parent }, presenting: { $0.presentingViewController })
    }
}
#endif
