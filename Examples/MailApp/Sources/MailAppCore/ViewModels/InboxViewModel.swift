// SPDX-License-Identifier: MPL-2.0

import Assertions
import Coordinator
import ReactiveState

/// The inbox screen's model: loads the inbox, follows the sync as a ``SyncDelegate``, and opens messages.
public final class InboxViewModel: ObservableObject, SyncDelegate {
    /// Fired before every change of ``state``.
    public let objectWillChange = ObservableObjectPublisher()
    /// What the inbox shows.
    @ManagedState public var state = InboxState()

    private let service: any MailService
    private let engine: SyncEngine
    private let activity: AssertionManager<Bool>
    private weak var coordinator: (any Coordinating)?

    /// A model that reads from `service`, follows `engine`, holds `activity` while it loads, and sends its
    /// navigation to `coordinator`.
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

    /// Asks the coordinator for the compose sheet.
    public func compose() { coordinator?.send(message: ComposeMessage()) }

    /// Asks the coordinator for the settings.
    public func openSettings() { coordinator?.send(message: OpenSettings()) }

    /// The sync started: shows it.
    public func syncDidStart() { state.isSyncing = true }

    /// The sync finished: adds what arrived, newest first.
    public func syncDidFinish(newMessages: [Message]) {
        $state.withLock { state in
            state.isSyncing = false
            state.messages.insert(contentsOf: newMessages, at: 0)
        }
    }
}
