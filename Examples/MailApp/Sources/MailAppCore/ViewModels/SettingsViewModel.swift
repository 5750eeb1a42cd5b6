// SPDX-License-Identifier: MPL-2.0

import ReactiveState

/// The settings screen's model: one observable value, edited field by field.
public final class SettingsViewModel: ObservableObject {
    public let objectWillChange = ObservableObjectPublisher()
    @UIState public var settings = MailSettings()

    public init() {}
}
