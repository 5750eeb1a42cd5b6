// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A UIKit view controller driven by a coordinator; it usually also implements the coordinator's view
/// delegate and calls `coordinator.initialize(with: self)` in `viewDidLoad`.
public protocol CoordinatedViewController: UIViewController {
    /// The type of the coordinator; only `Sendable` is required (see ``CoordinatedView``).
    associatedtype Coordinator: Sendable

    /// The coordinator the view controller forwards input to.
    var coordinator: Coordinator { get }
}

extension UIViewController {
    /// The coordinator this view controller's messages reach: the ``CoordinatorInitializable/parentCoordinator`` of
    /// the first ``CoordinatorInitializable`` with a coordinator among itself, its parents and the view controllers that presented
    /// them (``ViewControllerChain``), or `nil`.
    ///
    /// ```swift
    /// @IBAction func continueTapped() {
    ///     owningCoordinator?.send(message: BasicMessage.done(sender: self))
    /// }
    /// ```
    public var owningCoordinator: (any Coordinating)? {
        // UIKit's rule: `parent` is the containing view controller; `presentingViewController` is the presenter
        // of this view controller or of its nearest presented ancestor.
        ViewControllerChain.coordinator(from: self, parent: { $0.parent }, presenting: { $0.presentingViewController })
    }
}
#endif
