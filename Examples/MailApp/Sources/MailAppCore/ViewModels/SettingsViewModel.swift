// SPDX-License-Identifier: MPL-2.0

import ReactiveState

/// The settings screen's model: one observable value, edited field by field.
public final class SettingsViewModel: ObservableObject {
    /// Fired before every change of ``settings``.
    public let objectWillChange = ObservableObjectPublisher()
    /// The settings the screen edits.
    @UIState public var settings = MailSettings()

    /// The default settings.
    public init() {}
}
