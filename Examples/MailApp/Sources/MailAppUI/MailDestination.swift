// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import MailAppCore
import SwiftUI

/// The screen for each route of the mail coordinator.
struct MailDestination: View {
    let route: MailRoute

    var body: some View {
        switch route {
        case .message(let id): MessageDetailView(id: id)
        case .compose: ComposeView()
        case .signature: SignatureScreen()
        }
    }
}
#endif
