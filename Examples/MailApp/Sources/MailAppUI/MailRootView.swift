// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import Coordinator
import DependencyContainer
import MailAppCore
import SwiftUI

/// The whole app in one scene: two tabs, the inbox and the settings, each with the scene's stack for it, and the
/// sheets it presents over the tab bar. An app's one file shows it in a `WindowGroup`; each window gets its own
/// navigation (a ``MailScene``).
///
/// It opens `mailapp://` links into its tabs and restores the navigation the scene saved.
public struct MailRootView: View {
    // Per scene: SwiftUI keeps one value for each window.
    @SceneStorage("MailApp.tabs") private var savedNavigation: Data?

    /// The app, with its dependencies from `Container.shared`.
    public init() {}

    /// The scene's tabs, restored from what the scene saved.
    public var body: some View {
        MailSceneView(savedNavigation: $savedNavigation)
    }
}

/// One scene's tabs, with deep links and restoration.
struct MailSceneView: View {
    @Binding var savedNavigation: Data?
    // Made once per scene, when it first shows: its coordinator already shows what the scene saved, so the first
    // frame is the restored tabs and stacks, and the restored sheets follow without animation.
    @StateObject private var scene: MailScene

    init(savedNavigation: Binding<Data?>) {
        _savedNavigation = savedNavigation
        _scene = StateObject(wrappedValue: MailScene(restoring: savedNavigation.wrappedValue))
    }

    var body: some View {
        CoordinatedTabView(coordinator: scene.coordinator) { tab in
            MailTabRoot(tab: tab, scene: scene)
        } label: { tab in
            Label(tab.title, systemImage: tab.symbol)
        } destination: { route in
            MailDestination(route: route, scene: scene)
        }
        .onOpenURL { url in try? scene.coordinator.open(url) }
        .onChange(of: scene.coordinator.navigation) {
            savedNavigation = try? scene.coordinator.savedState()
        }
    }
}
#endif
