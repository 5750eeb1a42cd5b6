// SPDX-License-Identifier: MPL-2.0

/// The screens above the settings' first screen.
public enum SettingsRoute: Hashable, Codable {
    case signature
}
