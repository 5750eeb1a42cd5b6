// SPDX-License-Identifier: MPL-2.0

import Foundation

/// One live request made to an ``AssertionManager``: the manager's value includes it until it is invalidated.
///
/// An assertion cannot be copied, so exactly one owner decides when the request ends. It ends when you call
/// ``invalidate()``, or when the assertion itself goes away: at the end of the scope holding it, when an
/// optional property holding it is set to `nil` or to another assertion, or when the object owning that
/// property is deallocated.
///
/// ```swift
/// final class Uploader {
///     private var busy: Assertion?
///
///     func start() { busy = activity.acquireAssertion(reason: "Upload", value: true) }
///     func finish() { busy = nil }   // invalidates
/// }
/// ```
///
/// Invalidating twice, or after the manager has been deallocated, does nothing.
public struct Assertion: ~Copyable, Sendable {
    @usableFromInline let record: AssertionRecord

    // Not inlinable: with library evolution, an inlinable initializer of a struct that is not frozen may not set
    // its properties directly.
    @usableFromInline
    init(_ record: AssertionRecord) {
        self.record = record
    }

    /// Whether the request still counts: `false` once invalidated or once its manager is gone.
    public var isValid: Bool { record.isValid }

    /// The reason given when the assertion was acquired.
    public var reason: String { record.reason }

    /// A unique identifier, as listed by the manager's `description`.
    public var id: UUID { record.id }

    /// Withdraws the request now; the manager's value is updated before this returns.
    public func invalidate() {
        record.invalidate()
    }

    deinit {
        record.invalidate()
    }
}
