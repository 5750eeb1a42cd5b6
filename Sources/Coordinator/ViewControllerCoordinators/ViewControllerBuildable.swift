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
#endif
