// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency
import TestSupport
import Testing

/// The recursive lock (`RecursiveLock`, package access): the holder may take it again, everyone else is
/// excluded for the whole hold.
@Suite("Recursive lock", .timeLimit(.minutes(5)))
struct RecursiveLockTests {
    /// A counter beside the lock, outside any box.
    // Safety: `value` is read and written only inside `lock.withLock`.
    final class Tally: @unchecked Sendable {
        let lock = RecursiveLock()
        var value = 0
    }

    @Test func theHolderMayTakeTheLockAgain() {
        let tally = Tally()
        let result = tally.lock.withLock {
            tally.value += 1
            return tally.lock.withLock {
                tally.value += 1
                return tally.lock.withLock { tally.value }
            }
        }
        #expect(result == 2)
    }

    /// Each hold reads, then writes back one more, in two nested steps: only a hold that excludes every other
    /// thread from first step to last loses no increment.
    @Test func aHoldExcludesOtherThreadsAcrossItsNestedSteps() {
        let tally = Tally()
        let threads = 8
        let iterations = 5_000
        race(threads: threads) { _ in
            for _ in 0..<iterations {
                tally.lock.withLock {
                    let seen = tally.lock.withLock { tally.value }
                    tally.lock.withLock { tally.value = seen + 1 }
                }
            }
        }
        #expect(tally.lock.withLock { tally.value } == threads * iterations)
    }
}
