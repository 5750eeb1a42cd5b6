// SPDX-License-Identifier: MPL-2.0

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
///
/// `if`, `switch`, `for` and `if #available` work as ``TokenArrayBuilder`` says. `build(content:)` runs a block
/// outside a declaration that carries the attribute:
///
/// ```swift
/// let tokens = AnyTokenBuilder<Any>.build {
///     observer
///     if isEnabled { [timer, otherObserver] }
/// }
/// ```
@resultBuilder
public enum AnyTokenBuilder<Token>: TokenArrayBuilder {
    /// Runs `content` and returns the tokens it produced, in order: single tokens, arrays of them (flattened),
    /// and the results of `if`, `switch` and `for`.
    public static func build(@AnyTokenBuilder<Token> content: () -> [Token]) -> [Token] { content() }
    /// A statement that produces nothing, such as a call returning `Void`: it adds no token.
    public static func buildExpression(_ nothing: Void) -> [Token] { [] }
    /// Turns one statement of the block into part of the result.
    public static func buildExpression(_ token: Token) -> [Token] { [token] }
    /// Turns one statement of the block into part of the result.
    public static func buildExpression(_ tokens: [Token]) -> [Token] { tokens }
}
