// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import MailAppCore
import SwiftUI

/// The first screen of each tab.
struct MailTabRoot: View {
    let tab: MailTab
    let scene: MailScene

    var body: some View {
        switch tab {
        case .inbox: InboxView(scene: scene.id)
        case .settings: SettingsScreen(scene: scene)
        }
    }
}

extension MailTab {
    /// The tab's name in the tab bar.
    var title: String {
        switch self {
        case .inbox: "Inbox"
        case .settings: "Settings"
        }
    }

    /// The tab's SF Symbol.
    var symbol: String {
        switch self {
        case .inbox: "tray"
        case .settings: "gear"
        }
    }
}
#endif
