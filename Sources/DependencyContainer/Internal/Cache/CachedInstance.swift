// SPDX-License-Identifier: MPL-2.0

/// One entry of an ``InstanceStore``.
struct CachedInstance: Sendable {
    enum State: Sendable {
        /// Built and held strongly (an ``InstanceBox``).
        case strong(InstanceBox)
        /// Built and held weakly (`.shared`).
        case weak(WeakInstanceBox)
        /// Being built right now, by the resolution this link belongs to.
        case building(ResolutionLink)
    }

    var state: State
    /// The scope that cached it, so that resetting one scope leaves the others alone.
    let scope: ObjectIdentifier
    /// Whether a reset of every scope (`manager.reset(options: .scope)`) may clear it.
    let clearable: Bool
    /// When it was built or last resolved with a `timeToLive` (each use restarts the clock, as in Factory), on
    /// the store's ``ContainerClock``, in nanoseconds.
    var builtAt: UInt64

    /// The build time before which an instance with `timeToLive` seconds to live has expired, `now` being the
    /// store's ``ContainerClock`` time.
    static func oldestFresh(timeToLive: Double, now: UInt64) -> UInt64 {
        // In floating point first: a lifetime longer than the clock has run (`.infinity` included) keeps
        // everything, and converting it to an integer could overflow.
        let lifetime = max(0, timeToLive) * 1_000_000_000
        guard lifetime < Double(now) else { return 1 }
        let nanoseconds = UInt64(lifetime)
        return now > nanoseconds ? now - nanoseconds + 1 : 1
    }

    /// The instance's box, if it is built and held strongly.
    var strongBox: InstanceBox? {
        if case .strong(let box) = state { return box }
        return nil
    }

    /// The resolution building it, if it is being built.
    var builder: ResolutionLink? {
        if case .building(let link) = state { return link }
        return nil
    }

    /// The cached instance, if there is one, it is still alive and it was built (or, with a `timeToLive`, last
    /// used) at `builtAfter` or later.
    func hit(builtAfter: UInt64 = 0) -> Hit? {
        guard builtAt >= builtAfter else { return nil }
        switch state {
        case .strong(let box): return .strong(box)
        case .weak(let box): return box.object.map(Hit.weak)
        case .building: return nil
        }
    }

    /// A cached instance found, not yet cast to its type.
    enum Hit {
        case strong(InstanceBox)
        case weak(AnyObject)

        /// The instance, as the `T` its key names. Inlined into the cache hit that reads it.
        @inline(__always)
        func instance<T>(as _: T.Type) -> T {
            switch self {
            case .strong(let box): box.instance(as: T.self)
            case .weak(let object): object as! T
            }
        }
    }

    /// Whether `value` may be cached at all: an `Optional` that is `nil` is not.
    static func isCacheable<T>(_ value: T) -> Bool {
        guard let optional = value as? any OptionalInstance else { return true }
        return optional.wrappedInstance != nil
    }

    /// The state that caches `value`, or `nil` when it must not be cached: an `Optional` that is `nil`, or a
    /// value type in a weak scope (it has no identity to share).
    static func state<T>(caching value: T, weakly: Bool) -> State? {
        var subject: Any = value
        if let optional = value as? any OptionalInstance {
            guard let wrapped = optional.wrappedInstance else { return nil }
            subject = wrapped
        }
        guard weakly else { return .strong(TypedInstanceBox(value)) }
        guard type(of: subject) is AnyObject.Type else { return nil }
        return .weak(WeakInstanceBox(subject as AnyObject))
    }
}

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
