// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import Coordinator
import DependencyContainer
import MailAppCore
import SwiftUI

/// The whole app: the inbox at the root of the mail coordinator's stack, the screens it pushes and the sheets it
/// presents. An app's one file shows it in a `WindowGroup`.
///
/// It opens `mailapp://` links and restores the navigation a previous launch saved.
public struct MailRootView: View {
    @Injected(\.mailCoordinator) private var coordinator
    @SceneStorage("MailApp.navigation") private var savedNavigation: Data?

    /// The app, with its dependencies from `Container.shared`.
    public init() {}

    /// The navigation stack, with deep links and restoration.
    public var body: some View {
        CoordinatedNavigationStack(coordinator: coordinator) {
            InboxView()
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
