// SPDX-License-Identifier: MPL-2.0

import ReactiveState

/// What the inbox shows. The unread count and the filtered list are derived by the rules, never set by hand.
public struct InboxState: BehavioralStateContract {
    /// Every message in the inbox, newest first.
    public var messages: [Message] = []
    /// What the user searches for.
    public var searchText = ""
    /// Whether a sync is under way.
    public var isSyncing = false
    /// The messages that match ``searchText`` (all of them when it is blank).
    public private(set) var visibleMessages: [Message] = []
    /// How many of ``messages`` are unread.
    public private(set) var unreadCount = 0

    /// A state holding `messages`.
    public init(messages: [Message] = []) {
        self.messages = messages
    }

    /// Derives ``unreadCount`` and ``visibleMessages``.
    public mutating func applyRules() {
        unreadCount = messages.filter { !$0.isRead }.count
        let query = searchText.trimmingCharacters(in: .whitespaces)
        visibleMessages = query.isEmpty ? messages : messages.filter { $0.matches(query) }
    }
}
