// SPDX-License-Identifier: MPL-2.0

/// What a `ViewControllerBuildable` builder decided to show next, before it builds it: CoordinatorKit's
/// `ViewControllerBuildDescribable`.
///
/// A builder returns one from `describable(for:)` and receives it back in `build(from:with:)`; any type can be one:
///
/// ```swift
/// enum SignupStep: ViewControllerBuildDescribable {
///     case account, terms
/// }
/// ```
public protocol ViewControllerBuildDescribable {}
