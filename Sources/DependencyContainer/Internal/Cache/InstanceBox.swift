// SPDX-License-Identifier: MPL-2.0

/// A built instance as a cache holds it: a ``TypedInstanceBox`` of the instance's type.
///
/// Reading it back is ``instance(as:)``, an unchecked class cast to the box of the type asked for (see
/// ``_UnsafeInstanceBoxCast``), which costs less than casting an `Any` to that type on every cache hit.
// Safety: subclasses hold only immutable `let`s. The instance itself is handed to every thread that resolves it,
// as in every DI container; its own thread safety is its author's concern.
class InstanceBox: @unchecked Sendable {
    /// The instance, untyped.
    var value: Any { preconditionFailure("InstanceBox is abstract") }

    /// The instance, as the `T` its key names. Inlined, with its cast, into every cache hit.
    @inline(__always)
    final func instance<T>(as _: T.Type) -> T {
        // A key names its type, so the entry under it always holds this box: the cast cannot fail.
        _UnsafeInstanceBoxCast.instance(of: self, as: T.self)
    }
}

/// A built instance of type `T`.
// Safety: `instance` is an immutable `let` (see ``InstanceBox``).
final class TypedInstanceBox<T>: InstanceBox, @unchecked Sendable {
    let instance: T

    init(_ instance: T) {
        self.instance = instance
    }

    override var value: Any { instance }
}

/// A `.shared`-scope instance: held weakly, so it lives only as long as someone else keeps it.
// Safety: `object` is written once, in `init`; Swift's weak references are safe to read from any thread.
final class WeakInstanceBox: @unchecked Sendable {
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
