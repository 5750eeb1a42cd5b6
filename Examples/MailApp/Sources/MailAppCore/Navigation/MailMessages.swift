// SPDX-License-Identifier: MPL-2.0

import Coordinator

/// Show the message with `id`.
public struct OpenMessage: CoordinatorMessage {
    /// The message to show.
    public let id: Int
    /// Show the message with `id`.
    public init(id: Int) { self.id = id }
}

/// Open the compose sheet.
public struct ComposeMessage: CoordinatorMessage {
    /// Open the compose sheet.
    public init() {}
}

/// Close the compose sheet, sent or not.
public struct ComposeFinished: CoordinatorMessage {
    /// Close the compose sheet.
    public init() {}
}

/// Show the settings tab.
public struct OpenSettings: CoordinatorMessage {
    /// Show the settings tab.
    public init() {}
}

/// Show the signature editor, in the settings tab: pushed, or in a sheet over the tabs.
public struct EditSignature: CoordinatorMessage {
    /// Whether the editor comes in a sheet.
    public let inSheet: Bool

    /// Show the signature editor, pushed or (`inSheet`) in a sheet.
    public init(inSheet: Bool = false) { self.inSheet = inSheet }
}

/// Show the inbox tab.
public struct ShowInbox: CoordinatorMessage {
    /// Show the inbox tab.
    public init() {}
}
