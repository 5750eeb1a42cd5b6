// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import Assertions
import DependencyContainer
import MailAppCore
import SwiftUI

/// The inbox: the messages that match the search, the unread count, and the busy indicator.
struct InboxView: View {
    @StateObject private var model: InboxViewModel
    @Injected(\.activity) private var activity

    /// The inbox of `scene`, with that scene's inbox model.
    init(scene: MailScene.ID) {
        _model = StateObject(wrappedValue: Container.shared.inboxViewModel(scene))
    }

    var body: some View {
        List(model.state.visibleMessages) { message in
            Button {
                model.open(message.id)
            } label: {
                MessageRow(message: message)
            }
        }
        .searchable(text: model.$state.searchText.binding)
        .navigationTitle(model.state.unreadCount == 0 ? "Inbox" : "Inbox (\(model.state.unreadCount) unread)")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    model.compose()
                } label: {
                    Label("Compose", systemImage: "square.and.pencil")
                }
            }
            ToolbarItem {
                Button {
                    model.openSettings()
                } label: {
                    Label("Settings", systemImage: "gear")
                }
            }
            ToolbarItem(placement: .status) {
                if activity.value { ProgressView() }  // an Observable manager: redrawn when it changes
            }
        }
        .refreshable { await model.refresh() }
        .task { await model.load() }
    }
}

/// One line of the inbox.
struct MessageRow: View {
    let message: Message

    var body: some View {
        VStack(alignment: .leading) {
            Text(message.sender).font(.headline).fontWeight(message.isRead ? .regular : .bold)
            Text(message.subject).font(.subheadline)
        }
    }
}

#endif
