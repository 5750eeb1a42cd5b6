// SPDX-License-Identifier: MPL-2.0

import Assertions
import DependencyContainer
import DependencyContainerTesting
import MailAppCore
import SwiftConcurrency
import Testing

/// A service that records whether the app looked busy while each of its calls ran.
nonisolated final class BusyRecordingService: MailService {
    private let activity: AssertionManager<Bool>
    private let seen = ConcurrencySafeContainer<[String: Bool]>([:])

    init(activity: AssertionManager<Bool>) { self.activity = activity }

    var busyDuring: [String: Bool] { seen.withLock { $0 } }

    private func record(_ call: String) { seen.withLock { $0[call] = activity.value } }

    func inbox() async -> [Message] {
        record("inbox")
        return SampleMail.inbox
    }
    func message(id: Int) async -> Message? { nil }
    func markRead(id: Int) async {}
    func fetchNewMessages() async -> [Message] {
        record("sync")
        return []
    }
    func send(to: String, subject: String, body: String) async throws(MailError) { record("send") }
}

@Suite("The busy indicator: every source's request reduced to one value", .isolatedContainer, .timeLimit(.minutes(1)))
struct BusyIndicatorTests {
    @Test func loadingSyncingAndSendingEachMakeTheAppBusyWhileTheyRun() async {
        let scene = MailScene(restoring: nil)
        let activity = Container.shared.activity()
        let service = BusyRecordingService(activity: activity)
        Container.shared.mailService.register { service }

        let inbox = Container.shared.inboxViewModel(scene.id)
        await inbox.load()
        await inbox.refresh()
        let compose = Container.shared.composeViewModel(scene.id)
        compose.draft.to = "ada@example.com"
        compose.draft.subject = "Hi"
        await compose.send()

        #expect(service.busyDuring == ["inbox": true, "sync": true, "send": true])
        #expect(!activity.value)
        #expect(activity.liveAssertionCount == 0)
    }

    @Test func theAppStaysBusyWhileAnySourceIsBusy() async {
        let activity = Container.shared.activity()
        let download = activity.acquireAssertion(reason: "Attachment download", value: true)

        await Container.shared.syncEngine().sync()  // requests and releases its own
        #expect(activity.value)  // the download still holds one

        download.invalidate()
        #expect(!activity.value)
    }

    @Test func theIndicatorIsOneForTheApp() {
        #expect(Container.shared.activity() === Container.shared.activity())
    }
}
