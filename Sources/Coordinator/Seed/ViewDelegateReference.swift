import SwiftConcurrency

/// A thread-safe weak reference to a coordinator's view delegate: what a `Sendable` ``CoordinatorProtocol``
/// conformer stores instead of a `weak var`, which a `Sendable` class cannot have.
///
/// `ViewDelegate` must be a class type or a protocol whose conformers are classes: a value held weakly would
/// vanish at once, so ``set(_:)`` stops the program with a message if it is given one.
public final class ViewDelegateReference<ViewDelegate>: Sendable {
    private let storage = ConcurrencySafeContainer(WeakObject())

    /// An empty reference.
    public init() {}

    /// The delegate, while it is alive.
    public var value: ViewDelegate? {
        storage.withLockUnchecked { $0.object } as? ViewDelegate
    }

    /// Replaces the delegate (or clears it, with `nil`).
    public func set(_ delegate: ViewDelegate?) {
        guard let delegate else {
            storage.withLockUnchecked { $0.object = nil }
            return
        }
        precondition(
            type(of: delegate as Any) is AnyClass,
            "ViewDelegateReference.set(_:): a \(type(of: delegate as Any)) is not a class, so it cannot be held weakly."
        )
        let object = delegate as AnyObject
        storage.withLockUnchecked { $0.object = object }
    }
}

/// A weak reference, as a value to keep under a lock.
private struct WeakObject {
    weak var object: AnyObject?
}
