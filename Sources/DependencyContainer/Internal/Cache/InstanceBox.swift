// SPDX-License-Identifier: MPL-2.0

/// A built instance as a cache holds it.
///
/// One non-generic box for every type: reading it back is a cast of `value` to the type asked for, which
/// costs less than looking up the metadata of a generic box for that type on every cache hit.
// @unchecked: `value` is immutable. The instance itself is handed to every thread that resolves it, as in
// every DI container; its own thread safety is its author's concern.
final class InstanceBox: @unchecked Sendable {  // invariant: `value` is an immutable `let`
    let value: Any

    init(_ value: Any) {
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
