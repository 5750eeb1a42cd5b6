// SPDX-License-Identifier: MPL-2.0

/// A value that assertions request, and the rule that combines every live request into one.
///
/// An ``AssertionManager`` starts from ``defaultValue`` and folds in the value of each live assertion, in the
/// order they were acquired, with ``reduce(into:nextValue:)``:
///
/// ```swift
/// enum Priority: Int, AssertionValue {
///     case low, medium, high, critical
///
///     static var defaultValue: Priority { .low }
///
///     static func reduce(into partialResult: inout Priority, nextValue: Priority) {
///         if nextValue.rawValue > partialResult.rawValue {
///             partialResult = nextValue
///         }
///     }
/// }
/// ```
///
/// ## Associativity
/// To keep acquiring and invalidating fast however many assertions are live, the manager keeps partial
/// results for groups of assertions and combines groups with `reduce` too: it relies on
/// `reduce(reduce(a, b), c) == reduce(a, reduce(b, c))`. Maximum, minimum, OR, AND, union, "last one wins"
/// and combinations of them field by field all qualify; the order of acquisition is always kept, so `reduce`
/// need not be commutative, and ``defaultValue`` need not be an identity.
///
/// If your `reduce` is not associative (an average, say), set ``isReductionAssociative`` to `false`: the manager
/// then folds every live value from the start on each change — exactly the left fold above, at O(n) per change.
/// A non-associative `reduce` left at the default `true` gets a value grouped differently from the left fold:
/// deterministic, but not necessarily the one you meant.
public protocol AssertionValue: Sendable {
    /// The value when no assertion is live, and the start of every fold.
    static var defaultValue: Self { get }

    /// Folds `nextValue` into `partialResult`.
    static func reduce(into partialResult: inout Self, nextValue: Self)

    /// Whether ``reduce(into:nextValue:)`` is associative; `true` unless you say otherwise.
    static var isReductionAssociative: Bool { get }
}

extension AssertionValue {
    /// `true`: most reductions (maximum, minimum, OR, AND, union, last-wins) are associative.
    public static var isReductionAssociative: Bool { true }
}
