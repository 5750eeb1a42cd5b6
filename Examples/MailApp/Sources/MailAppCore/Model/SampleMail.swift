// SPDX-License-Identifier: MPL-2.0

/// The messages the in-memory service starts with, and those its first sync delivers.
nonisolated public enum SampleMail {
    /// The inbox at launch, newest first.
    public static let inbox: [Message] = [
        Message(
            id: 42, sender: "ada@example.com", subject: "Engine notes", body: "The analytical engine weaves patterns."),
        Message(id: 41, sender: "grace@example.com", subject: "Compiler", body: "The first bug was a moth."),
        Message(
            id: 40, sender: "alan@example.com", subject: "Lunch?", body: "Shall we meet at noon?", isRead: true),
    ]

    /// What the first sync delivers, oldest first.
    public static let incoming: [Message] = [
        Message(id: 43, sender: "linus@example.com", subject: "Patch review", body: "Looks good to me."),
        Message(id: 44, sender: "barbara@example.com", subject: "Abstraction", body: "Data types, with operations."),
    ]
}
