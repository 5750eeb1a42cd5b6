// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Writes the sync's progress down on its own queue. Its lines are shared with the main actor, so they sit behind a
/// lock.
nonisolated public final class SyncLogger: SyncLogDelegate {
    private let lines = ConcurrencySafeContainer<[String]>([])

    /// A logger with no lines.
    public init() {}

    /// Every line logged so far, oldest first.
    public var entries: [String] { lines.withLock { $0 } }

    /// Appends `line`.
    public func sync(didLog line: String) {
        lines.withLock { $0.append(line) }
    }
}
