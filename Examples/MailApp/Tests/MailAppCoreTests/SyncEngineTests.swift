// SPDX-License-Identifier: MPL-2.0

import Assertions
import MailAppCore
import MultiCastDelegate
import Testing

/// A main-actor listener that writes what it hears into a shared transcript.
final class TranscriptListener: SyncDelegate {
    let name: String
    let transcript: Transcript

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func syncDidStart() { transcript.lines.append("\(name): start") }
    func syncDidFinish(newMessages: [Message]) { transcript.lines.append("\(name): \(newMessages.count) new") }
}

final class Transcript {
    var lines: [String] = []
}

@Suite("Sync: main-actor listeners in order, and a logger on its own queue", .timeLimit(.minutes(1)))
struct SyncEngineTests {
    @Test func mainActorListenersHearEachStepNewestSubscriberFirst() async {
        let engine = SyncEngine(service: InMemoryMailService(), activity: AssertionManager("Busy"))
        let transcript = Transcript()
        let badge = TranscriptListener("badge", transcript: transcript)
        let list = TranscriptListener("list", transcript: transcript)
        engine.subscribeDelegate(badge, receive: .main)
        engine.subscribeDelegate(list, receive: .main)

        let arrived = await engine.sync()
        await engine.invokeOnMainActorAndWait { _ in }

        #expect(arrived.map(\.id) == [44, 43])
        #expect(transcript.lines == ["list: start", "badge: start", "list: 2 new", "badge: 2 new"])
    }

    @Test func anUnsubscribedListenerHearsNothingMore() async {
        let engine = SyncEngine(service: InMemoryMailService(), activity: AssertionManager("Busy"))
        let transcript = Transcript()
        let badge = TranscriptListener("badge", transcript: transcript)
        let list = TranscriptListener("list", transcript: transcript)
        engine.subscribeDelegate(badge, receive: .main)
        engine.subscribeDelegate(list, receive: .main)
        engine.unsubscribeDelegate(list)

        await engine.sync()
        await engine.sync()  // nothing new the second time
        await engine.invokeOnMainActorAndWait { _ in }

        #expect(transcript.lines == ["badge: start", "badge: 2 new", "badge: start", "badge: 0 new"])
    }

    @Test func theLoggerWritesOnItsOwnQueue() async {
        let engine = SyncEngine(service: InMemoryMailService(), activity: AssertionManager("Busy"))
        let logger = SyncLogger()
        engine.subscribeLogger(logger)

        await engine.sync()
        await engine.log.invokeAndWait { _ in }

        #expect(logger.entries == ["sync started", "sync finished: 2 new"])
        #expect(engine.log.containsDelegate(logger))
    }
}
