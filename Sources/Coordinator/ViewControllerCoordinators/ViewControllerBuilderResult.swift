// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// What a ``ViewControllerBuildable`` builder built: a view controller and the coordinator that owns it.
///
/// A ``BuildableFlowCoordinator`` shows the view controller and makes the coordinator its child; the child is
/// released at the flow's next trigger.
@MainActor
public struct ViewControllerBuilderResult {
    /// The screen to show.
    public var viewController: UIViewController
    /// The coordinator that owns the screen, or `nil` when the flow itself does.
    public var coordinator: BaseCoordinator?

    /// A result showing `viewController`, owned by `coordinator`.
    public init(viewController: UIViewController, coordinator: BaseCoordinator?) {
        self.viewController = viewController
        self.coordinator = coordinator
    }
}
#endif
