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
#endif
