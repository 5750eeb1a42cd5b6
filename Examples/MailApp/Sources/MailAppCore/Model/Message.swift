// SPDX-License-Identifier: MPL-2.0

import Foundation

/// One mail message. `nonisolated`, because the mail service stores and compares messages off the main actor.
nonisolated public struct Message: Identifiable, Hashable, Codable, Sendable {
    /// The message's identifier, unique in the mailbox.
    public let id: Int
    /// The sender's address.
    public var sender: String
    /// The subject line.
    public var subject: String
    /// The text.
    public var body: String
    /// Whether the user has opened it.
    public var isRead: Bool

    /// A message; unread unless `isRead` says otherwise.
    public init(id: Int, sender: String, subject: String, body: String, isRead: Bool = false) {
        self.id = id
        self.sender = sender
        self.subject = subject
        self.body = body
        self.isRead = isRead
    }

    /// Whether the sender, subject or body contains `query`, ignoring case.
    public func matches(_ query: String) -> Bool {
        [sender, subject, body].contains { $0.range(of: query, options: .caseInsensitive) != nil }
    }
}
