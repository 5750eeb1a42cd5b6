// SPDX-License-Identifier: MPL-2.0

import Assertions
import Dispatch
import MultiCastDelegate

/// Fetches new mail and tells its listeners: main-actor ``SyncDelegate``s (screens, view models) through
/// `invokeOnMainActor`, and ``SyncLogDelegate``s on their own queues through ``log``.
public final class SyncEngine: DelegateMultiCasting, Sendable {
    /// The engine broadcasts to main-actor ``SyncDelegate``s.
    public typealias Delegate = any SyncDelegate
    /// The main-actor listeners, held weakly.
    public let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    /// The listeners that run on their own queues.
    public let log = SyncLog()

    private let service: any MailService
    private let activity: AssertionManager<Bool>

    /// An engine that fetches from `service` and holds `activity` true while it does.
    public init(service: any MailService, activity: AssertionManager<Bool>) {
        self.service = service
        self.activity = activity
    }

    /// Subscribes `logger` on a queue of its own.
    public func subscribeLogger(_ logger: any SyncLogDelegate) {
        log.subscribeDelegate(logger, receive: DispatchQueue(label: "MailApp.SyncLogger"))
    }

    /// Fetches new messages, tells every listener, and returns them.
    @discardableResult
    public func sync() async -> [Message] {
        invokeOnMainActor { $0?.syncDidStart() }
        log.invoke { $0?.sync(didLog: "sync started") }
        let arrived = await activity.withAssertion(reason: "Sync", value: true) {
            await service.fetchNewMessages()
        }
        invokeOnMainActor { $0?.syncDidFinish(newMessages: arrived) }
        log.invoke { $0?.sync(didLog: "sync finished: \(arrived.count) new") }
        return arrived
    }
}
