// SPDX-License-Identifier: MPL-2.0

import Assertions
import Coordinator
import ReactiveState

/// The inbox screen's model: loads the inbox, follows the sync as a ``SyncDelegate``, and opens messages.
public final class InboxViewModel: ObservableObject, SyncDelegate {
    public let objectWillChange = ObservableObjectPublisher()
    @ManagedState public var state = InboxState()

    private let service: any MailService
    private let engine: SyncEngine
    private let activity: AssertionManager<Bool>
    private weak var coordinator: (any Coordinating)?

    public init(
        service: any MailService, engine: SyncEngine, activity: AssertionManager<Bool>, coordinator: any Coordinating
    ) {
        self.service = service
        self.engine = engine
        self.activity = activity
        self.coordinator = coordinator
        engine.subscribeDelegate(self, receive: .main)
    }

    /// Reads the inbox from the service.
    public func load() async {
        state.messages = await activity.withAssertion(reason: "Load inbox", value: true) {
            await service.inbox()
        }
    }

    /// Asks the engine for new mail; the engine tells this model (and every other listener) what arrived.
    public func refresh() async {
        await engine.sync()
    }

    /// Marks the message read and asks the coordinator to show it.
    public func open(_ id: Int) {
        if let index = state.messages.firstIndex(where: { $0.id == id }) {
            state.messages[index].isRead = true
        }
        coordinator?.send(message: OpenMessage(id: id))
    }

    public func compose() { coordinator?.send(message: ComposeMessage()) }

    public func openSettings() { coordinator?.send(message: OpenSettings()) }

    public func syncDidStart() { state.isSyncing = true }

    public func syncDidFinish(newMessages: [Message]) {
        $state.withLock { state in
            state.isSyncing = false
            state.messages.insert(contentsOf: newMessages, at: 0)
        }
    }
}
