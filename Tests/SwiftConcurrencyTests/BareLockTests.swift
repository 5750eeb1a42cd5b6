// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import Testing

/// The container's lock used bare (`lock()`/`unlock()`, package access), as ReactiveState uses it: it must
/// exclude `withLock` and other bare holders alike.
@Suite("Bare lock")
struct BareLockTests {
    /// Guarded by `gate`'s lock, deliberately outside the container, as ReactiveState keeps its fields.
    final class Tally: @unchecked Sendable {  // @unchecked: `value` is only touched while `gate` is locked.
        let gate = ConcurrencySafeContainer<Int>(0)
        var value = 0
    }

    @Test func bareHoldersAndWithLockExcludeEachOther() {
        let tally = Tally()
        let workers = 8
        let iterations = 5_000
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for _ in 0..<iterations {
                if worker.isMultiple(of: 2) {
                    tally.gate.lock()
                    tally.value += 1
                    tally.gate.unlock()
                } else {
                    tally.gate.withLockUnchecked { inside in
                        tally.value += 1
                        inside += 1
                    }
                }
            }
        }
        tally.gate.lock()
        let total = tally.value
        tally.gate.unlock()
        #expect(total == workers * iterations)
        #expect(tally.gate.withLock { $0 } == workers / 2 * iterations)
    }

    @Test func aBareHolderMakesTryLockFail() {
        let container = ConcurrencySafeContainer<Int>(0)
        container.lock()
        let whileHeld = DispatchQueue.global().sync { container.withLockIfAvailable { $0 } }
        container.unlock()
        #expect(whileHeld == nil)
        #expect(container.withLockIfAvailable { $0 } == 0)
    }
}
