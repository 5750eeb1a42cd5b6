// SPDX-License-Identifier: MPL-2.0

/// The block forms a token builder accepts, written once for ``AnyTokenBuilder`` and ``SubscriptionBuilder``:
/// several statements, `if`, `if`/`else`, `switch`, `for` and `if #available`.
///
/// Every part of a block is an array of tokens, and the block is their concatenation in order. A conformer adds
/// only the statements it accepts (its `buildExpression` functions).
public protocol TokenArrayBuilder {
    /// What the block collects: a cancellable, an observer token, anything kept alive by being held.
    associatedtype Token
}

extension TokenArrayBuilder {
    /// Joins the parts of a block in order.
    public static func buildBlock(_ parts: [Token]...) -> [Token] { parts.flatMap { $0 } }
    /// An `if` without `else`: its part, or nothing.
    public static func buildOptional(_ part: [Token]?) -> [Token] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Token]) -> [Token] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Token]) -> [Token] { part }
    /// A `for` loop: every iteration's part, in order.
    public static func buildArray(_ parts: [[Token]]) -> [Token] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [Token]) -> [Token] { part }
}
