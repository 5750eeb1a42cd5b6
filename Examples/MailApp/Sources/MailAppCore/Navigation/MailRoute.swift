// SPDX-License-Identifier: MPL-2.0

/// The screens above each tab's first screen (the inbox, the settings), which need no route.
public enum MailRoute: Hashable, Codable {
    /// A message, in the inbox tab.
    case message(id: Int)
    /// The compose sheet, over the tab bar.
    case compose
    /// The signature editor, in the settings tab.
    case signature
}
