// SPDX-License-Identifier: MPL-2.0

import Foundation

/// What an ``Assertion`` refers to: the request itself, and where its manager keeps it.
///
/// The record reaches its manager through `owner`, a closure made where the manager's `Value` type is known:
/// that keeps ``Assertion`` free of generics while the manager's code stays specialised for its `Value`.
@usableFromInline
// Safety: `slot` is only touched under the owning manager's lock (`AssertionManager.state`); the rest is immutable.
final class AssertionRecord: @unchecked Sendable {
    /// What a record asks of its manager.
    @usableFromInline
    enum Request: Sendable {
        case isLive
        case invalidate
    }

    @usableFromInline let id: UUID
    @usableFromInline let reason: String
    /// Answers a request about this record; `false` once the manager is gone. Holds the manager weakly.
    @usableFromInline let owner: @Sendable (AssertionRecord, Request) -> Bool
    /// The record's leaf in its manager's reduction tree, or `nil` once invalidated.
    @usableFromInline var slot: Int?

    // Not inlinable: with library evolution, an inlinable class initializer must delegate to another one.
    @usableFromInline
    init(id: UUID, reason: String, owner: @escaping @Sendable (AssertionRecord, Request) -> Bool) {
        self.id = id
        self.reason = reason
        self.owner = owner
    }

    var isValid: Bool {
        owner(self, .isLive)
    }

    /// Withdraws the request; a no-op if it was withdrawn already or its manager is gone.
    func invalidate() {
        _ = owner(self, .invalidate)
    }
}
