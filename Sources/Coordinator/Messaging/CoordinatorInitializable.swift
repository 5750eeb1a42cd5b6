// SPDX-License-Identifier: MPL-2.0

/// A screen owned by a coordinator: the object a view controller's messages stop at on their way up, to go on to
/// its ``parentCoordinator``.
///
/// The coordinator owns the screen, so hold the coordinator weakly; a strong reference back would be a cycle:
///
/// ```swift
/// final class LoginViewController: UIViewController, CoordinatorInitializable {
///     weak var parentCoordinator: (any Coordinating)?
/// }
/// ```
///
/// Every view controller below it (its children, what it or they present) reaches the same coordinator; see
/// ``ViewControllerChain``.
@MainActor
public protocol CoordinatorInitializable: AnyObject {
    /// The coordinator that owns this screen, while it is alive; held weakly.
    var parentCoordinator: (any Coordinating)? { get set }
}
