// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A small view controller factory for a ``BuildableFlowCoordinator``: CoordinatorKit's `ViewControllerBuildable`.
///
/// The flow first asks ``describable(for:)`` what to show, from its state; then ``build(from:with:)`` builds it. The
/// coordinator passed is the flow (CoordinatorKit types it as its `Coordinator` protocol; here it is a
/// ``BaseCoordinator``): cast it to your flow's type to read its state.
///
/// ```swift
/// final class TermsBuilder: ViewControllerBuildable {
///     func describable(for coordinator: BaseCoordinator) -> ViewControllerBuildDescribable? {
///         guard let signup = coordinator as? SignupFlow, !signup.acceptedTerms else { return nil }
///         return SignupStep.terms
///     }
///
///     func build(from description: ViewControllerBuildDescribable, with coordinator: BaseCoordinator)
///         -> ViewControllerBuilderResult?
///     {
///         guard case SignupStep.terms = description else { return nil }
///         let terms = TermsCoordinator()
///         return ViewControllerBuilderResult(viewController: terms.makeViewController(), coordinator: terms)
///     }
/// }
/// ```
@MainActor
public protocol ViewControllerBuildable: AnyObject {
    /// Builds the screen `description` stands for, or returns `nil` if this builder does not build it.
    func build(
        from description: ViewControllerBuildDescribable,
        with coordinator: BaseCoordinator
    ) -> ViewControllerBuilderResult?

    /// What `coordinator` should show next, or `nil` if this builder has nothing for it.
    func describable(for coordinator: BaseCoordinator) -> ViewControllerBuildDescribable?
}

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

/// A builder made of builders, asked in order: CoordinatorKit's `ViewControllerComposableBuilder`.
///
/// ```swift
/// let signup = SignupFlow(builder: ViewControllerComposableBuilder(builders: [AccountBuilder(), TermsBuilder()]))
/// ```
///
/// The first builder that has a description for the coordinator gives it, and the first that builds a description
/// builds it — normally the builder that gave it, as a builder builds the descriptions it gives. This is the rule
/// of ``ComposableFlowBuilder`` too, and the same code.
@MainActor
public final class ViewControllerComposableBuilder: ViewControllerBuildable {
    /// The builders, in the order they are asked.
    public var builders: [any ViewControllerBuildable]

    /// A builder that asks `builders` in order.
    public init(builders: [any ViewControllerBuildable]) {
        self.builders = builders
    }

    /// The first view controller built from `description` among the builders, or `nil`.
    public func build(
        from description: ViewControllerBuildDescribable,
        with coordinator: BaseCoordinator
    ) -> ViewControllerBuilderResult? {
        builders.firstAnswer { $0.build(from: description, with: coordinator) }
    }

    /// The first description for `coordinator` among the builders, or `nil`.
    public func describable(for coordinator: BaseCoordinator) -> ViewControllerBuildDescribable? {
        builders.firstAnswer { $0.describable(for: coordinator) }
    }
}
#endif
