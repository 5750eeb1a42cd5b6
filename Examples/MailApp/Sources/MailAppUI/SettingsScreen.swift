// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import DependencyContainer
import MailAppCore
import SwiftUI
import UIKit

/// The settings tab's first screen: on iOS, the UIKit ``SettingsViewController``, owned by the mail coordinator.
struct SettingsScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> SettingsViewController {
        SettingsViewController(
            model: Container.shared.settingsViewModel(), coordinator: Container.shared.mailCoordinator())
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
    @Injected(\.mailCoordinator) private var coordinator

    var body: some View {
        Form {
            Toggle("Show previews", isOn: model.$settings.showsPreviews.binding)
            Stepper(
                "Sync every \(model.settings.syncIntervalMinutes) minutes",
                value: model.$settings.syncIntervalMinutes.binding, in: 5...60, step: 5)
            Button("Edit signature") { coordinator.send(message: EditSignature()) }
        }
        .padding()
        .navigationTitle("Settings")
    }
}
#endif
