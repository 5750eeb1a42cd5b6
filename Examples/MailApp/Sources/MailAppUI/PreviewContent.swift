// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import DependencyContainer
import MailAppCore
import SwiftUI

/// What the previews show (see Previews.swift): each screen with the dependencies a preview overrides.
enum PreviewContent {
    /// The inbox over a service that already holds every sample message.
    @ViewBuilder static var inbox: some View {
        Container.shared.mailService.preview {
            InMemoryMailService(inbox: SampleMail.incoming + SampleMail.inbox, incoming: [])
        }
        NavigationStack { InboxView(scene: MailScene(restoring: nil).id) }
    }

    /// A message, with its view model replaced: `preview { }`, like `register`, takes the main actor of the code it
    /// is written in, so the replacement may call a main-actor initializer.
    @ViewBuilder static var message: some View {
        Container.shared.messageDetailViewModel.preview { id in
            MessageDetailViewModel(id: id, service: InMemoryMailService())
        }
        NavigationStack { MessageDetailView(id: 41) }
    }

    /// The compose sheet with a draft already filled in.
    @ViewBuilder static var compose: some View {
        let scene = MailScene(restoring: nil)
        Container.shared.composeViewModel.preview { _ in
            let model = ComposeViewModel(
                service: InMemoryMailService(), activity: Container.shared.activity(), coordinator: scene.coordinator)
            model.draft.to = "ada@example.com"
            model.draft.subject = "Engine notes"
            return model
        }
        NavigationStack { ComposeView(scene: scene.id) }
    }
}
#endif
