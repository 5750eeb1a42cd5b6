// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import DependencyContainer
import MailAppCore
import SwiftUI

/// The compose sheet: its fields edit the draft's state in place, and its rules decide whether it can be sent.
struct ComposeView: View {
    @StateObject private var model: ComposeViewModel

    /// A new draft in `scene`, made when the sheet first shows.
    init(scene: MailScene.ID) {
        _model = StateObject(wrappedValue: Container.shared.composeViewModel(scene))
    }

    var body: some View {
        Form {
            TextField("To", text: model.$draft.to.binding)
            TextField("Subject", text: model.$draft.subject.binding)
            TextField("Message", text: model.$draft.body.binding, axis: .vertical)
            if let error = model.draft.error {
                Text(error).foregroundStyle(.red)
            }
        }
        .navigationTitle("New message")
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { model.cancel() }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Send") { Task { await model.send() } }.disabled(!model.draft.canSend)
            }
        }
    }
}

#endif
