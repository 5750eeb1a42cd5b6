// SPDX-License-Identifier: MPL-2.0

import Foundation
import MultiCastDelegate
import SwiftConcurrency
import Testing

// The README's usage example, with the `data` it leaves to the reader.
protocol DownloadDelegate: MultiCastDelegate {
    func downloadDidStart(_ url: URL)
    func downloadDidFinish(_ url: URL, data: Data)
}

// Plainly `Sendable`: its one stored property is a `let` of a Sendable type.
final class Downloader: DelegateMultiCasting, Sendable {
    typealias Delegate = any DownloadDelegate
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    func start(_ url: URL) {
        invoke { $0?.downloadDidStart(url) }
        let data = Data(url.lastPathComponent.utf8)
        invoke { $0?.downloadDidFinish(url, data: data) }
    }
}

final class DownloadObserver: DownloadDelegate {
    private let log = ConcurrencySafeContainer<[String]>([])

    func downloadDidStart(_ url: URL) {
        log.withLock { $0.append("start \(url.lastPathComponent) on \(DispatchQueue.currentTag ?? "?")") }
    }

    func downloadDidFinish(_ url: URL, data: Data) {
        log.withLock { $0.append("finish \(String(decoding: data, as: UTF8.self))") }
    }

    var entries: [String] { log.withLock { $0 } }
}

/// A conformer whose `Delegate` is a concrete class rather than a protocol.
final class Thermometer: DelegateMultiCasting {
    typealias Delegate = Display
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()

    final class Display: MultiCastDelegate {
        private let reading = ConcurrencySafeContainer<Double?>(nil)
        var shown: Double? { reading.withLock { $0 } }
        func show(_ celsius: Double) { reading.withLock { $0 = celsius } }
    }
}

@Suite("A downloader broadcasting to its delegates", .timeLimit(.minutes(5)))
struct DownloaderExampleTests {
    @Test func downloaderBroadcastsOnTheMainQueueAsWritten() async {
        let downloader = Downloader()
        let observer = DownloadObserver()
        downloader.subscribeDelegate(observer, receive: .taggedMain)

        downloader.start(URL(string: "https://example.com/report.pdf")!)
        await downloader.invokeAndWait { _ in }  // The main queue is serial: this runs after both callbacks.

        #expect(observer.entries == ["start report.pdf on main", "finish report.pdf"])

        downloader.unsubscribeDelegate(observer)
        downloader.start(URL(string: "https://example.com/other.pdf")!)
        await downloader.invokeAndWait { _ in }
        #expect(observer.entries.count == 2)
    }

    @Test func aConcreteClassWorksAsTheDelegateType() async {
        let thermometer = Thermometer()
        let display = Thermometer.Display()
        thermometer.subscribeDelegate(display, receive: .tagged("display"))

        await thermometer.invokeAndWait { $0?.show(21.5) }

        #expect(display.shown == 21.5)
        #expect(thermometer.containsDelegate(display))
        #expect(thermometer.delegateCount == 1)
    }
}
