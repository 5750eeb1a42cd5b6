// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import UIKit
import SwiftUI

/// The settings sheet: on iOS, the UIKit screens of ``SettingsFlow``.
struct SettingsScreen: UIViewControllerRepresentable {
    func makeCoordinator() -> SettingsFlow { SettingsFlow() }  // keeps the flow (and its driver) alive

    func makeUIViewController(context: Context) -> UINavigationController {
        context.coordinator.navigationController
    }

    func updateUIViewController(_ navigationController: UINavigationController, context: Context) {}
}
#elseif canImport(SwiftUI)
import DependencyContainer
import MailAppCore
import SwiftUI

/// The settings sheet: on macOS, a form bound to the same view model.
struct SettingsScreen: View {
    @InjectedObject(\.settingsViewModel) private var model
    @Injected(\.mailCoordinator) private var coordinator

    var body: some View {
        Form {
            TextField("Signature", text: model.$settings.signature.binding)
            Toggle("Show previews", isOn: model.$settings.showsPreviews.binding)
            Stepper(
                "Sync every \(model.settings.syncIntervalMinutes) minutes",
                value: model.$settings.syncIntervalMinutes.binding, in: 5...60, step: 5)
        }
        .padding()
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { coordinator.send(message: CloseSettings()) }
            }
        }
    }
}
#endif
