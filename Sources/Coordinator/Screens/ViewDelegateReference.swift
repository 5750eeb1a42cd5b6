// SPDX-License-Identifier: MPL-2.0

import Foundation

/// A thread-safe weak reference to a coordinator's view delegate: what a `Sendable` ``CoordinatorProtocol``
/// conformer stores instead of a `weak var`, which a `Sendable` class cannot have.
///
/// `ViewDelegate` must be a class type or a protocol whose conformers are classes: a value held weakly would
/// vanish at once, so ``set(_:)`` stops the program with a message if it is given one.
///
/// `@unchecked Sendable`: `object` is read and written only while holding `lock`.
public final class ViewDelegateReference<ViewDelegate>: @unchecked Sendable {
    private let lock = NSLock()
    private weak var object: AnyObject?

    /// An empty reference.
    public init() {}

    /// The delegate, while it is alive.
    public var value: ViewDelegate? {
        locked { object } as? ViewDelegate
    }

    /// Replaces the delegate (or clears it, with `nil`).
    public func set(_ delegate: ViewDelegate?) {
        guard let delegate else {
            locked { object = nil }
            return
        }
        precondition(
            type(of: delegate as Any) is AnyClass,
            "ViewDelegateReference.set(_:): a \(type(of: delegate as Any)) is not a class, so it cannot be held weakly."
        )
        let newObject = delegate as AnyObject
        locked { object = newObject }
    }

    /// `NSLocking.withLock` needs iOS 17 / macOS 14 on Apple platforms; this works on every supported version.
    private func locked<Result>(_ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
