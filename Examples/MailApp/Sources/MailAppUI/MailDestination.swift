// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import MailAppCore
import SwiftUI

/// The screen for each route of a scene's mail coordinator.
struct MailDestination: View {
    let route: MailRoute
    let scene: MailScene

    var body: some View {
        switch route {
        case .message(let id): MessageDetailView(id: id)
        case .compose: ComposeView(scene: scene.id)
        case .signature: SignatureScreen(scene: scene)
        }
    }
}
#endif
