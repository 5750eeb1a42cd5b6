// SPDX-License-Identifier: MPL-2.0

import Coordinator

/// Show the message with `id`.
public struct OpenMessage: CoordinatorMessage {
    public let id: Int
    public init(id: Int) { self.id = id }
}

/// Open the compose sheet.
public struct ComposeMessage: CoordinatorMessage {
    public init() {}
}

/// Close the compose sheet, sent or not.
public struct ComposeFinished: CoordinatorMessage {
    public init() {}
}

/// Show the settings, as a sheet.
public struct OpenSettings: CoordinatorMessage {
    public init() {}
}

/// Close the settings sheet.
public struct CloseSettings: CoordinatorMessage {
    public init() {}
}

/// Show the signature editor, in the settings sheet.
public struct EditSignature: CoordinatorMessage {
    public init() {}
}
