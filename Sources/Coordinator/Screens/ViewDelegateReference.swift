// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// A thread-safe weak reference to a coordinator's view delegate: what a `Sendable` ``CoordinatorProtocol``
/// conformer stores instead of a `weak var`, which a `Sendable` class cannot have.
///
/// `ViewDelegate` must be a class type or a protocol whose conformers are classes: a value held weakly would
/// vanish at once, so ``set(_:)`` stops the program with a message if it is given one.
public final class ViewDelegateReference<ViewDelegate>: Sendable {
    /// The weak reference, read and written only under the lock box's lock.
    private let object = ConcurrencySafeContainer(WeakObject())

    /// An empty reference.
    public init() {}

    /// The delegate, while it is alive.
    public var value: ViewDelegate? {
        object.withLockUnchecked { $0.object } as? ViewDelegate
    }

    /// Replaces the delegate (or clears it, with `nil`).
    public func set(_ delegate: ViewDelegate?) {
        guard let delegate else {
            object.withLockUnchecked { $0.object = nil }
            return
        }
        ProgramStop.require(
            type(of: delegate as Any) is AnyClass,
            "ViewDelegateReference.set(_:): a \(type(of: delegate as Any)) is not a class, so it cannot be held weakly."
        )
        let newObject = delegate as AnyObject
        object.withLockUnchecked { $0.object = newObject }
    }
}

/// A weak reference, as the state of a lock box.
private struct WeakObject {
    weak var object: AnyObject?
}
