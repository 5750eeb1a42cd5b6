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
    public static func buildExpression(_ subscription: AnyCancellable) -> [AnyCancellable] { [subscription] }
    public static func buildExpression(_ subscription: any Cancellable) -> [AnyCancellable] {
        [AnyCancellable(subscription)]
    }
    public static func buildExpression(_ subscriptions: [AnyCancellable]) -> [AnyCancellable] { subscriptions }
    public static func buildBlock(_ parts: [AnyCancellable]...) -> [AnyCancellable] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AnyCancellable]?) -> [AnyCancellable] { part ?? [] }
    public static func buildEither(first part: [AnyCancellable]) -> [AnyCancellable] { part }
    public static func buildEither(second part: [AnyCancellable]) -> [AnyCancellable] { part }
    public static func buildArray(_ parts: [[AnyCancellable]]) -> [AnyCancellable] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AnyCancellable]) -> [AnyCancellable] { part }
}
