// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A coordinator that owns a view controller: CoordinatorKit's `ViewControllerCoordinator`.
///
/// The root view controller is often a container (a `UINavigationController` or a `UITabBarController`) through
/// which the coordinator shows its screens. A coordinator of this kind can present another one as a child, modally.
@MainActor
public protocol ViewControllerCoordinator: BaseCoordinator {
    /// The view controller this coordinator owns and shows its screens through.
    var rootViewController: UIViewController { get }
}
#endif
