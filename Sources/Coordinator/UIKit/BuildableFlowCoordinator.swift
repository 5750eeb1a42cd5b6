// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A flow built by small view controller factories: CoordinatorKit's `BuildableFlowCoordinator`.
///
/// Each ``triggerFlow(animated:type:)`` asks the ``builder`` what to show for this coordinator
/// (``ViewControllerBuildable/describable(for:)``), has it build that (``ViewControllerBuildable/build(from:with:)``),
/// makes the result's coordinator a child, and shows the result's view controller as the whole stack:
///
/// ```swift
/// final class SignupFlow: BuildableFlowCoordinator {
///     var hasAccount = false
///     var acceptedTerms = false
/// }
/// let signup = SignupFlow(builder: ViewControllerComposableBuilder(builders: [AccountBuilder(), TermsBuilder()]))
/// signup.triggerFlow(animated: false, type: .presentation)
/// ```
///
/// A trigger first releases every child coordinator and dismisses whatever the navigation controller presents, as
/// ``NavigationFlowCoordinator``'s does, with the same planner. When the builder has no description for the
/// coordinator, or builds nothing from it, the flow is finished: it sends `BasicMessage.done(sender:)` to its parent.
@MainActor
open class BuildableFlowCoordinator: BaseCoordinator, ViewControllerCoordinator {
    /// The navigation controller showing the flow.
    public let navigationController: UINavigationController
    /// Decides and builds the screens; often a ``ViewControllerComposableBuilder``.
    public let builder: any ViewControllerBuildable
    private lazy var driver = NavigationFlowDriver(flow: self, navigationController: navigationController)

    /// A flow shown in `navigationController`, built by `builder`.
    public init(
        builder: any ViewControllerBuildable,
        navigationController: UINavigationController = UINavigationController()
    ) {
        self.builder = builder
        self.navigationController = navigationController
        super.init()
        adopt(container: navigationController)
    }

    /// The navigation controller.
    public var rootViewController: UIViewController { navigationController }

    /// Builds the next screen and shows it, or finishes the flow; `animated` and `type` are used as
    /// ``NavigationFlowCoordinator/triggerFlow(animated:type:)`` uses them.
    public func triggerFlow(animated: Bool, type: PresentType) {
        driver.trigger(animated: animated, type: type) {
            guard let description = builder.describable(for: self),
                let result = builder.build(from: description, with: self)
            else { return [] }
            return [(result.viewController, result.coordinator)]
        }
    }
}
#endif
