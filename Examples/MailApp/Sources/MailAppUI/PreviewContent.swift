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
        NavigationStack { InboxView() }
    }

    /// A message, with its view model replaced. A view model is a main-actor type, so its replacement is made with
    /// `register`, which records the main actor; `preview { }` takes a `@Sendable` closure that cannot call a
    /// main-actor initializer.
    @ViewBuilder static var message: some View {
        let _ = Container.shared.messageDetailViewModel.register { id in
            MessageDetailViewModel(id: id, service: InMemoryMailService())
        }
        NavigationStack { MessageDetailView(id: 41) }
    }

    /// The compose sheet with a draft already filled in.
    static var compose: some View {
        Container.shared.composeViewModel.register {
            let model = ComposeViewModel(
                service: InMemoryMailService(), activity: Container.shared.activity(),
                coordinator: Container.shared.mailCoordinator())
            model.draft.to = "ada@example.com"
            model.draft.subject = "Engine notes"
            return model
        }
        return NavigationStack { ComposeView() }
    }
}
#endif
