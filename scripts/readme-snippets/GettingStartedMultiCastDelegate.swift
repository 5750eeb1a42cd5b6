// SPDX-License-Identifier: MPL-2.0
// The app's own names that MultiCastDelegate's Getting Started article takes as given.
import Foundation
import MultiCastDelegate
import SwiftConcurrency

nonisolated final class TemperatureDisplay: MultiCastDelegate {}

nonisolated final class RecordingObserver: DownloadDelegate {
    private let log = ConcurrencySafeContainer<[URL]>([])
    var started: [URL] { log.withLock { $0 } }
    func downloadDidStart(_ url: URL) { log.withLock { $0.append(url) } }
    func downloadDidFinish(_ url: URL, data: Data) {}
}

let downloader = Downloader()
let observer = RecordingObserver()
