// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import Coordinator
import DependencyContainer
import MailAppCore
import SwiftUI

/// The whole app: two tabs, the inbox and the settings, each with the mail coordinator's stack for it, and the
/// sheets it presents over the tab bar. An app's one file shows it in a `WindowGroup`.
///
/// It opens `mailapp://` links into its tabs and restores the navigation a previous launch saved.
public struct MailRootView: View {
    @Injected(\.mailCoordinator) private var coordinator
    @SceneStorage("MailApp.tabs") private var savedNavigation: Data?

    /// The app, with its dependencies from `Container.shared`.
    public init() {}

    /// The tabs, with deep links and restoration.
    public var body: some View {
        CoordinatedTabView(coordinator: coordinator) { tab in
            MailTabRoot(tab: tab)
        } label: { tab in
            Label(tab.title, systemImage: tab.symbol)
        } destination: { route in
            MailDestination(route: route)
        }
        .onOpenURL { url in try? coordinator.open(url) }
        .onAppear {
            if let savedNavigation { try? coordinator.restore(from: savedNavigation) }
        }
        .onChange(of: coordinator.navigation) {
            savedNavigation = try? coordinator.savedState()
        }
    }
}
#endif
