// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import DependencyContainer
import MailAppCore
import SwiftUI
import UIKit

/// The settings tab's first screen: on iOS, the UIKit ``SettingsViewController``, owned by the scene's mail coordinator.
struct SettingsScreen: UIViewControllerRepresentable {
    let scene: MailScene

    func makeUIViewController(context: Context) -> SettingsViewController {
        SettingsViewController(
            model: Container.shared.settingsViewModel(), coordinator: scene.coordinator)
    }

    func updateUIViewController(_ viewController: SettingsViewController, context: Context) {}
}
#elseif canImport(SwiftUI)
import DependencyContainer
import MailAppCore
import SwiftUI

/// The settings tab's first screen: on macOS, a form bound to the same view model.
struct SettingsScreen: View {
    @InjectedObject(\.settingsViewModel) private var model
    let scene: MailScene

    var body: some View {
        Form {
            Toggle("Show previews", isOn: model.$settings.showsPreviews.binding)
            Stepper(
                "Sync every \(model.settings.syncIntervalMinutes) minutes",
                value: model.$settings.syncIntervalMinutes.binding, in: 5...60, step: 5)
            Button("Edit signature") { scene.coordinator.send(message: EditSignature()) }
        }
        .padding()
        .navigationTitle("Settings")
    }
}
#endif
