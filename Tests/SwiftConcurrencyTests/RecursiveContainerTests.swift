// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency
import TestSupport
import Testing

/// The recursive lock (`RecursiveConcurrencySafeContainer`, package access): the holder may take it again,
/// everyone else is excluded for the whole hold.
@Suite("Recursive lock", .timeLimit(.minutes(5)))
struct RecursiveContainerTests {
    @Test func theHolderMayTakeTheLockAgain() {
        let box = RecursiveConcurrencySafeContainer(0)
        let result = box.withLockHeld {
            box.withLock { $0 += 1 }
            return box.withLockHeld {
                box.withLock { $0 += 1 }
                return box.withLock { $0 }
            }
        }
        #expect(result == 2)
    }

    /// Each hold reads, then writes back one more, in two separate steps: only a hold that excludes every other
    /// thread from first step to last loses no increment.
    @Test func aHoldExcludesOtherThreadsAcrossItsSteps() {
        let box = RecursiveConcurrencySafeContainer(0)
        let threads = 8
        let iterations = 5_000
        race(threads: threads) { _ in
            for _ in 0..<iterations {
                box.withLockHeld {
                    let seen = box.withLock { $0 }
                    box.withLock { $0 = seen + 1 }
                }
            }
        }
        #expect(box.withLock { $0 } == threads * iterations)
    }
}
