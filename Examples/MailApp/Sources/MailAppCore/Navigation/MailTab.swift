// SPDX-License-Identifier: MPL-2.0

/// The app's tabs, in the order the tab bar shows them.
public enum MailTab: String, Hashable, Codable, CaseIterable {
    case inbox
    case settings
}
