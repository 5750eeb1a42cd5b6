// SPDX-License-Identifier: MPL-2.0

/// The user's preferences.
public struct MailSettings: Equatable {
    public var signature = "Sent from MailApp"
    public var showsPreviews = true
    public var syncIntervalMinutes = 15

    public init() {}
}
