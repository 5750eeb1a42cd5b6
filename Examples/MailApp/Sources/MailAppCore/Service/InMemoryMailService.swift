// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// A ``MailService`` that keeps everything in memory, behind one lock: its methods run on whatever thread calls them.
nonisolated public final class InMemoryMailService: MailService {
    private struct Mailboxes {
        var inbox: [Message]
        var incoming: [Message]
        var sent: [Message] = []
    }

    private let mailboxes: ConcurrencySafeContainer<Mailboxes>

    /// A service whose inbox holds `inbox` and whose next sync delivers `incoming`.
    public init(inbox: [Message] = SampleMail.inbox, incoming: [Message] = SampleMail.incoming) {
        mailboxes = ConcurrencySafeContainer(Mailboxes(inbox: inbox, incoming: incoming))
    }

    /// The messages sent so far, oldest first.
    public var sent: [Message] { mailboxes.withLock { $0.sent } }

    /// The inbox, newest first.
    public func inbox() async -> [Message] { mailboxes.withLock { $0.inbox } }

    /// The message with `id`, if the inbox has one.
    public func message(id: Int) async -> Message? {
        mailboxes.withLock { boxes in boxes.inbox.first { $0.id == id } }
    }

    /// Marks the message with `id` as read.
    public func markRead(id: Int) async {
        mailboxes.withLock { boxes in
            if let index = boxes.inbox.firstIndex(where: { $0.id == id }) { boxes.inbox[index].isRead = true }
        }
    }

    /// Moves the messages waiting to arrive into the inbox, newest first, and returns them.
    public func fetchNewMessages() async -> [Message] {
        mailboxes.withLock { boxes in
            let arrived = boxes.incoming.reversed() as [Message]
            boxes.incoming = []
            boxes.inbox.insert(contentsOf: arrived, at: 0)
            return arrived
        }
    }

    /// Records the message as sent; throws ``MailError/invalidRecipient(_:)`` when `to` has no `@`.
    public func send(to: String, subject: String, body: String) async throws(MailError) {
        guard to.contains("@") else { throw MailError.invalidRecipient(to) }
        mailboxes.withLock { boxes in
            let id = (boxes.sent.map(\.id).max() ?? 1000) + 1
            boxes.sent.append(Message(id: id, sender: to, subject: subject, body: body, isRead: true))
        }
    }
}
