// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

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
