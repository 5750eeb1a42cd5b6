// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// A process-wide source of increasing numbers, starting at 1 (0 means "the definition itself").
final class ConcurrencySafeCounter: Sendable {
    private let last = ConcurrencySafeContainer<UInt>(0)

    func next() -> UInt {
        last.withLock { last in
            last += 1
            return last
        }
    }
}
