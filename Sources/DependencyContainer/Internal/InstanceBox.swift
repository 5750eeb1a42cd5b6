// SPDX-License-Identifier: MPL-2.0

/// A built instance as a cache holds it.
///
/// Boxing gives the cache one reference type for every `T`.
// @unchecked: `value` is immutable. The instance itself is handed to every thread that resolves it, as in
// every DI container; its own thread safety is its author's concern.
final class InstanceBox<T>: @unchecked Sendable {  // invariant: `value` is an immutable `let`
    let value: T

    init(_ value: T) {
        self.value = value
    }
}

/// A `.shared`-scope instance: held weakly, so it lives only as long as someone else keeps it.
// @unchecked: `object` is written once, in `init`; Swift's weak references are safe to read from any thread.
final class WeakInstanceBox: @unchecked Sendable {  // invariant: `object` is written only in `init`
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// Lets the cache see through an `Optional` result: `nil` is never cached, and `.shared` holds the wrapped
/// object weakly.
protocol OptionalInstance {
    var wrappedInstance: Any? { get }
}

extension Optional: OptionalInstance {
    var wrappedInstance: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}
