// SPDX-License-Identifier: MPL-2.0

import Dispatch
import MultiCastDelegate
import SwiftConcurrency
import Testing

// A sync engine broadcasting to the app's screens. In this main-actor target the delegate protocol, its conformers
// and their state are `@MainActor` without saying so; the engine broadcasts with `invokeOnMainActor`.

protocol SyncDelegate: MultiCastDelegate {
    func syncDidStart(_ mailbox: String)
    func syncDidFinish(_ mailbox: String, newMessages: Int)
}

final class SyncEngine: DelegateMultiCasting, Sendable {
    typealias Delegate = any SyncDelegate
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    func sync(_ mailbox: String, newMessages: Int) {
        invokeOnMainActor { $0?.syncDidStart(mailbox) }
        invokeOnMainActor { $0?.syncDidFinish(mailbox, newMessages: newMessages) }
    }
}

/// Set on the main queue by the tests, so a callback can tell it runs there (on Linux the main queue is not
/// always served by the main thread).
let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// A stateful UI listener: plain main-actor state, no locks, no `assumeIsolated`.
final class MailboxBadge: SyncDelegate {
    private(set) var events: [String] = []
    private(set) var unread = 0
    private(set) var ranOnMainQueue = true

    func syncDidStart(_ mailbox: String) {
        ranOnMainQueue = ranOnMainQueue && DispatchQueue.getSpecific(key: mainQueueKey) == true
        events.append("start \(mailbox)")
    }

    func syncDidFinish(_ mailbox: String, newMessages: Int) {
        ranOnMainQueue = ranOnMainQueue && DispatchQueue.getSpecific(key: mainQueueKey) == true
        unread += newMessages
        events.append("finish \(mailbox)")
    }
}

// A delegate meant for background queues says so with `nonisolated`; it then works as in any other target.

nonisolated protocol ArchiveDelegate: MultiCastDelegate {
    func didArchive(_ count: Int)
}

nonisolated final class ArchiveLog: ArchiveDelegate {
    private let counts = ConcurrencySafeContainer<[Int]>([])
    var all: [Int] { counts.withLock { $0 } }
    func didArchive(_ count: Int) { counts.withLock { $0.append(count) } }
}

final class Archiver: DelegateMultiCasting, Sendable {
    typealias Delegate = any ArchiveDelegate
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    func archive(_ count: Int) async {
        await invokeAndWait { $0?.didArchive(count) }
    }
}

@Suite("A main-actor app's multicast delegates", .timeLimit(.minutes(1)))
struct SyncEngineDelegateTests {
    @Test func mainActorSubscribersAreCalledOnTheMainActorInOrder() async {
        _ = mainQueueKey
        let engine = SyncEngine()
        let badge = MailboxBadge()
        let sidebar = MailboxBadge()
        engine.subscribeDelegate(badge, receive: .main)
        engine.subscribeDelegate(sidebar, receive: .main)

        engine.sync("Inbox", newMessages: 3)
        await engine.invokeOnMainActorAndWait { _ in }

        #expect(badge.events == ["start Inbox", "finish Inbox"])
        #expect(sidebar.events == ["start Inbox", "finish Inbox"])
        #expect(badge.unread == 3)
        #expect(badge.ranOnMainQueue && sidebar.ranOnMainQueue)
    }

    @Test func theMainActorBroadcastSkipsUnsubscribedAndDeallocatedSubscribers() async {
        let engine = SyncEngine()
        let kept = MailboxBadge()
        let removed = MailboxBadge()
        var released: MailboxBadge? = MailboxBadge()
        engine.subscribeDelegate(kept, receive: .main)
        engine.subscribeDelegate(removed, receive: .main)
        engine.subscribeDelegate(released!, receive: .main)

        engine.sync("Inbox", newMessages: 1)  // queued for all three
        engine.unsubscribeDelegate(removed)
        released = nil
        var deliveredToNil = 0
        await engine.invokeOnMainActorAndWait { if $0 == nil { deliveredToNil += 1 } }

        #expect(kept.events == ["start Inbox", "finish Inbox"])
        #expect(removed.events.isEmpty)
        #expect(deliveredToNil == 1)
        #expect(engine.delegateCount == 1)
    }

    @Test func nonisolatedDelegatesKeepTheirOwnQueues() async {
        let archiver = Archiver()
        let log = ArchiveLog()
        archiver.subscribeDelegate(log, receive: DispatchQueue(label: "archive"))

        await archiver.archive(2)
        await archiver.archive(5)

        #expect(log.all == [2, 5])
    }
}
