// SPDX-License-Identifier: MPL-2.0

/// Collects the subscriptions a block creates into one array, so rules read as a list of pipelines:
///
/// ```swift
/// @SubscriptionBuilder
/// static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
///     state.bind(to: \.username) { model in model.status = "Username updated" }
///     if logsPasswords { state.bindDiffed(to: \.password) { _, diff in print(diff.new.count) } }
/// }
/// ```
@resultBuilder
public enum SubscriptionBuilder {
    /// Turns one statement of the block into part of the result.
    public static func buildExpression(_ subscription: AnyCancellable) -> [AnyCancellable] { [subscription] }
    /// Turns one statement of the block into part of the result.
    public static func buildExpression(_ subscription: any Cancellable) -> [AnyCancellable] {
        [AnyCancellable(subscription)]
    }
    /// Turns one statement of the block into part of the result.
    public static func buildExpression(_ subscriptions: [AnyCancellable]) -> [AnyCancellable] { subscriptions }
    /// Joins the parts of a block in order.
    public static func buildBlock(_ parts: [AnyCancellable]...) -> [AnyCancellable] { parts.flatMap { $0 } }
    /// An `if` without `else`: its part, or nothing.
    public static func buildOptional(_ part: [AnyCancellable]?) -> [AnyCancellable] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [AnyCancellable]) -> [AnyCancellable] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [AnyCancellable]) -> [AnyCancellable] { part }
    /// A `for` loop: every iteration's part, in order.
    public static func buildArray(_ parts: [[AnyCancellable]]) -> [AnyCancellable] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [AnyCancellable]) -> [AnyCancellable] { part }
}
