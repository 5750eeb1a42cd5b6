// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import DependencyContainer
import MailAppCore
import SwiftUI

/// One message, loaded by its id.
struct MessageDetailView: View {
    // A parameterised view model: resolved with its id, and owned by the view like any `@StateObject`.
    @StateObject private var model: MessageDetailViewModel

    init(id: Int) {
        _model = StateObject(wrappedValue: Container.shared.messageDetailViewModel(id))
    }

    var body: some View {
        Group {
            if let message = model.message {
                ScrollView {
                    VStack(alignment: .leading, spacing: 12) {
                        Text(message.subject).font(.title2)
                        Text("From \(message.sender)").foregroundStyle(.secondary)
                        Text(message.body)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
                }
            } else {
                ContentUnavailableView("No message", systemImage: "envelope")
            }
        }
        .navigationTitle("Message")
        .task { await model.load() }
    }
}

#endif
