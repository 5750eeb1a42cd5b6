// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Marks a property that does not take part in its model's `==` or hashing: caches, timers, closures.
///
/// ```swift
/// struct ViewModel: Equatable {
///     var title = "Hello"
///     @IgnoredState var cache = DataCache()
/// }
/// ```
///
/// A change to an ignored property is still stored in a state (read it back and you get the new value); it just
/// does not count as a change, so nothing is published for it. Give ignored properties different `id`s to keep
/// them apart: two `IgnoredState`s are equal when their ids are (no id is equal to no id).
@propertyWrapper
@dynamicCallable
public struct IgnoredState<Value> {
    /// The wrapped value.
    public var wrappedValue: Value
    /// What equality and hashing use instead of the value.
    public let id: AnyHashable?

    /// Wraps a value with no id.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
        self.id = nil
    }

    /// Wraps a value with an id that equality and hashing use instead of the value.
    public init<ID: Hashable & Sendable>(wrappedValue: Value, id: ID) {
        self.wrappedValue = wrappedValue
        self.id = AnyHashable(id)
    }

    /// `_formatter()`: calls a wrapped closure that takes no argument.
    public func dynamicallyCall<Result>(withArguments arguments: [Never]) -> Result where Value == () -> Result {
        wrappedValue()
    }

    /// `_formatter(99.99)`: calls a wrapped closure that takes one argument.
    public func dynamicallyCall<Argument, Result>(withArguments arguments: [Argument]) -> Result
    where Value == (Argument) -> Result {
        ProgramStop.require(
            arguments.count == 1,
            "This IgnoredState wraps a one-argument closure; pass one argument, not \(arguments.count)."
        )
        return wrappedValue(arguments[0])
    }
}

extension IgnoredState: Equatable {
    /// Compares ids only: the wrapped values are ignored.
    public static func == (lhs: IgnoredState, rhs: IgnoredState) -> Bool {
        lhs.id == rhs.id
    }
}

extension IgnoredState: Hashable {
    /// Hashes the id only.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension IgnoredState: CustomReflectable {
    /// A mirror of the wrapped value, so `dump` and debuggers show the value rather than the wrapper.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue)
    }
}

// Safety: `id` is built only from `Hashable & Sendable` values (see the initializer) and never changes.
extension IgnoredState: @unchecked Sendable where Value: Sendable {}
