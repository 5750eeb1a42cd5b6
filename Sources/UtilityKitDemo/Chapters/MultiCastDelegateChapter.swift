// SPDX-License-Identifier: MPL-2.0

import Foundation
import MultiCastDelegate
import SwiftConcurrency

/// What a download tells the objects watching it.
protocol DownloadProgressDelegate: MultiCastDelegate {
    func download(_ file: String, didReach percent: Int)
    func downloadDidFinish(_ file: String, bytes: Int)
}

/// The producer: declares its delegate type and a store, and gets subscribe/unsubscribe/invoke for free.
final class ChapterDownloader: DelegateMultiCasting {
    typealias Delegate = any DownloadProgressDelegate
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    /// "Downloads" `file` in `chunks` steps, reporting after each; `afterChunk` lets the tour act mid-way.
    func download(_ file: String, chunks: Int, afterChunk: (Int) -> Void) async {
        for chunk in 1...chunks {
            let percent = chunk * 100 / chunks
            // invokeAndWait so that the narration below reads the observers' state after they have run.
            await invokeAndWait { $0?.download(file, didReach: percent) }
            afterChunk(chunk)
        }
        await invokeAndWait { $0?.downloadDidFinish(file, bytes: chunks * 64 * 1024) }
    }
}

/// An observer that notes each callback and the queue it arrived on.
final class ProgressObserver: DownloadProgressDelegate {
    let name: String
    let queue: DispatchQueue
    private let log = ConcurrencySafeContainer<[String]>([])
    private static let queueName = DispatchSpecificKey<String>()

    init(_ name: String, queueLabel: String) {
        self.name = name
        queue = DispatchQueue(label: queueLabel)
        queue.setSpecific(key: Self.queueName, value: queueLabel)
    }

    func download(_ file: String, didReach percent: Int) {
        record("\(percent)%")
    }

    func downloadDidFinish(_ file: String, bytes: Int) {
        record("done (\(bytes / 1024) KiB)")
    }

    private func record(_ event: String) {
        let queue = DispatchQueue.getSpecific(key: Self.queueName) ?? "?"
        log.withLock { $0.append("\(event) on \(queue)") }
    }

    var events: [String] { log.withLock { $0 } }
}

/// Notes its name in a shared call log, to show the order of delivery.
final class CallOrderObserver: DownloadProgressDelegate {
    let name: String
    let callLog: ConcurrencySafeContainer<[String]>

    init(_ name: String, callLog: ConcurrencySafeContainer<[String]>) {
        self.name = name
        self.callLog = callLog
    }

    func download(_ file: String, didReach percent: Int) {
        callLog.withLock { [name] in $0.append(name) }
    }

    func downloadDidFinish(_ file: String, bytes: Int) {}
}

/// A downloader broadcasts progress to observers on different queues; one observer goes away mid-way.
struct MultiCastDelegateChapter: DemoChapter {
    let title = "MultiCastDelegate — one producer, many delegates, each on its own queue"
    let summary = "Subscribers are held weakly, called on the queue they chose, newest first."

    func run(_ narrator: Narrator) async throws {
        try await broadcastToObserversOnDifferentQueues(narrator)
        try await showDeliveryOrder(narrator)
    }

    private func broadcastToObserversOnDifferentQueues(_ narrator: Narrator) async throws {
        let downloader = ChapterDownloader()
        let progressBar = ProgressObserver("progress bar", queueLabel: "ui")
        let logger = ProgressObserver("logger", queueLabel: "log")
        var analytics: ProgressObserver? = ProgressObserver("analytics", queueLabel: "analytics")
        weak let departedAnalytics = analytics

        for observer in [progressBar, logger, analytics!] {
            downloader.subscribeDelegate(observer, receive: observer.queue)
        }
        narrator.say("Three observers subscribed, each with its own queue: \(downloader.delegateCount) delegates.")

        await downloader.download("map-tiles.zip", chunks: 4) { chunk in
            if chunk == 2 {
                analytics = nil  // The screen that owned it closed; nobody unsubscribes.
                narrator.say("At 50% the analytics observer is deallocated without unsubscribing.")
            }
        }

        for observer in [progressBar, logger] {
            narrator.say("\(observer.name): " + observer.events.joined(separator: ", "))
        }
        try narrator.check(
            progressBar.events == ["25% on ui", "50% on ui", "75% on ui", "100% on ui", "done (256 KiB) on ui"],
            "the progress bar saw every update, in order, on its own queue"
        )
        try narrator.check(
            logger.events.allSatisfy { $0.hasSuffix("on log") } && logger.events.count == 5,
            "the logger got the same five callbacks on the log queue"
        )
        try narrator.check(
            departedAnalytics == nil && downloader.delegateCount == 2,
            "the store did not keep analytics alive, and it left the subscriber list by itself"
        )

        downloader.unsubscribeDelegate(logger)
        await downloader.download("readme.txt", chunks: 1) { _ in }
        try narrator.check(
            logger.events.count == 5 && progressBar.events.count == 7,
            "after unsubscribing, the logger hears nothing of the next download; the progress bar does"
        )
    }

    /// Subscribers sharing a serial queue run in reverse registration order.
    private func showDeliveryOrder(_ narrator: Narrator) async throws {
        let downloader = ChapterDownloader()
        let callLog = ConcurrencySafeContainer<[String]>([])
        let shared = DispatchQueue(label: "shared")
        let observers = ["first", "second", "third"].map { CallOrderObserver($0, callLog: callLog) }
        for observer in observers {
            downloader.subscribeDelegate(observer, receive: shared)
        }
        await downloader.invokeAndWait { $0?.download("notes.txt", didReach: 100) }
        let order = callLog.withLock { $0 }
        narrator.say("Subscribed first, second, third on one queue; called: " + order.joined(separator: ", "))
        try narrator.check(order == ["third", "second", "first"], "the last registered is called first")
    }
}
