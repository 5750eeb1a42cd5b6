// SPDX-License-Identifier: MPL-2.0

import Assertions
import Coordinator
import ReactiveState

/// The compose sheet's model: edits a draft, sends it, and closes the sheet.
public final class ComposeViewModel: ObservableObject {
    /// Fired before every change of ``draft``.
    public let objectWillChange = ObservableObjectPublisher()
    /// The draft the sheet edits.
    @ManagedState public var draft = ComposeState()

    private let service: any MailService
    private let activity: AssertionManager<Bool>
    private weak var coordinator: (any Coordinating)?

    /// A model that sends through `service`, holds `activity` while it does, and tells `coordinator` when it is done.
    public init(service: any MailService, activity: AssertionManager<Bool>, coordinator: any Coordinating) {
        self.service = service
        self.activity = activity
        self.coordinator = coordinator
    }

    /// Sends the draft and closes the sheet; on failure, keeps the sheet open with the error.
    public func send() async {
        let draft = self.draft
        guard draft.canSend else { return }
        do {
            try await activity.withAssertion(reason: "Send", value: true) { () async throws(MailError) in
                try await service.send(to: draft.to, subject: draft.subject, body: draft.body)
            }
            coordinator?.send(message: ComposeFinished())
        } catch {
            self.draft.error = "Could not send to \(draft.to)"
        }
    }

    /// Closes the sheet without sending.
    public func cancel() { coordinator?.send(message: ComposeFinished()) }
}
