// SPDX-License-Identifier: MPL-2.0

/// The user's preferences.
public struct MailSettings: Equatable {
    /// Added below every message sent.
    public var signature = "Sent from MailApp"
    /// Whether the inbox shows a line of each message.
    public var showsPreviews = true
    /// How often to sync, in minutes.
    public var syncIntervalMinutes = 15

    /// The defaults.
    public init() {}
}
