/// Collects tokens of any kind (notification observers, cancellables, timers) into one array that keeps
/// them alive:
///
/// ```swift
/// @AnyTokenBuilder<Any>
/// static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
///     NotificationCenter.default.addObserver(forName: .reset, object: nil, queue: nil) { _ in
///         state.wrappedValue = .init()
///     }
/// }
/// ```
@resultBuilder
public enum AnyTokenBuilder<Token> {
    public static func buildExpression(_ token: Token) -> [Token] { [token] }
    public static func buildExpression(_ tokens: [Token]) -> [Token] { tokens }
    public static func buildBlock(_ parts: [Token]...) -> [Token] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Token]?) -> [Token] { part ?? [] }
    public static func buildEither(first part: [Token]) -> [Token] { part }
    public static func buildEither(second part: [Token]) -> [Token] { part }
    public static func buildArray(_ parts: [[Token]]) -> [Token] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Token]) -> [Token] { part }
}
