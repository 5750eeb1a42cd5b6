// SPDX-License-Identifier: MPL-2.0

/// The mail backend. `nonisolated`: a service is used from any thread, not only from the screens.
nonisolated public protocol MailService: Sendable {
    /// The inbox, newest first.
    func inbox() async -> [Message]
    /// The message with `id`, if there is one.
    func message(id: Int) async -> Message?
    /// Marks the message with `id` as read.
    func markRead(id: Int) async
    /// Moves the messages that arrived since the last call into the inbox and returns them, newest first.
    func fetchNewMessages() async -> [Message]
    /// Sends a message; throws ``MailError/invalidRecipient(_:)`` when `to` is not an address.
    func send(to: String, subject: String, body: String) async throws(MailError)
}
