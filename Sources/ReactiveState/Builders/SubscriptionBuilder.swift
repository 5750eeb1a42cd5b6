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
public enum SubscriptionBuilder: TokenArrayBuilder {
    /// The subscriptions a block collects.
    public typealias Token = AnyCancellable

    /// Turns one statement of the block into part of the result.
    public static func buildExpression(_ subscription: AnyCancellable) -> [AnyCancellable] { [subscription] }
    /// Turns one statement of the block into part of the result.
    public static func buildExpression(_ subscription: any Cancellable) -> [AnyCancellable] {
        [AnyCancellable(subscription)]
    }
    /// Turns one statement of the block into part of the result.
    public static func buildExpression(_ subscriptions: [AnyCancellable]) -> [AnyCancellable] { subscriptions }
}
