// SPDX-License-Identifier: MPL-2.0

/// `Bool` assertions combine with OR: the value is `true` while any live assertion asks for `true`.
extension Bool: AssertionValue {
    /// `false`: with no live assertion, nothing is requested.
    public static var defaultValue: Bool { false }

    /// `partialResult || nextValue`.
    public static func reduce(into partialResult: inout Bool, nextValue: Bool) {
        partialResult = partialResult || nextValue
    }
}
