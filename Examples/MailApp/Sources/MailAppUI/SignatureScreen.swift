// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit)
import DependencyContainer
import MailAppCore
import SwiftUI
import UIKit

/// The signature editor, pushed in the settings tab: on iOS, the UIKit ``SignatureViewController``.
struct SignatureScreen: UIViewControllerRepresentable {
    let scene: MailScene

    func makeUIViewController(context: Context) -> SignatureViewController {
        SignatureViewController(
            model: Container.shared.settingsViewModel(), coordinator: scene.coordinator)
    }

    func updateUIViewController(_ viewController: SignatureViewController, context: Context) {}
}
#elseif canImport(SwiftUI)
import DependencyContainer
import MailAppCore
import SwiftUI

/// The signature editor, pushed in the settings tab: on macOS, a text field bound to the same view model.
struct SignatureScreen: View {
    @InjectedObject(\.settingsViewModel) private var model
    /// The scene it is shown in (the iOS screen reports to its coordinator; this one needs nothing from it).
    let scene: MailScene

    var body: some View {
        Form {
            TextField("Signature", text: model.$settings.signature.binding)
        }
        .padding()
        .navigationTitle("Signature")
    }
}
#endif
