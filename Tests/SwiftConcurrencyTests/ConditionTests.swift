// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import TestSupport
import Testing

/// The wait box (`ConcurrencySafeCondition`, package access): waits end when the state says so, never before,
/// and no broadcast is lost between a waiter's check and its sleep.
@Suite("Wait box", .timeLimit(.minutes(5)))
struct ConditionTests {
    static let threads = 8

    /// Threads take turns in a fixed order, each waking only when the shared turn counter reaches its number:
    /// a lost wake-up hangs the test (and the time limit fails it); a wait that ends early breaks the order.
    @Test func threadsTakeTurnsInOrder() {
        let rounds = 300
        let turn = ConcurrencySafeCondition((next: 0, order: [Int]()))
        race(threads: Self.threads) { thread in
            for round in 0..<rounds {
                let mine = round * Self.threads + thread
                turn.withLock(waitingUntil: { $0.next == mine }) { _ in }
                turn.withLockBroadcasting { state in
                    state.order.append(thread)
                    state.next += 1
                }
            }
        }
        let order = turn.withLock { $0.order }
        #expect(order.count == rounds * Self.threads)
        #expect(order == (0..<rounds * Self.threads).map { $0 % Self.threads })
    }

    /// The cache pattern: for each key, the first thread claims the build, the others wait for it and take its
    /// result. Every key is built exactly once, and every thread gets the one result.
    @Test func claimWaitBroadcastBuildsEachKeyOnce() {
        enum Entry: Equatable {
            case building(by: Int)
            case built(Int)
        }
        let keys = 200
        let cache = ConcurrencySafeCondition((entries: [Int: Entry](), builds: 0))
        let seen = ConcurrencySafeContainer([[Int]](repeating: [], count: keys))
        race(threads: Self.threads) { thread in
            for key in 0..<keys {
                let isReady: ((entries: [Int: Entry], builds: Int)) -> Bool = { state in
                    if case .building(let builder) = state.entries[key], builder != thread { return false }
                    return true
                }
                let found = cache.withLock(waitingUntil: isReady) { state -> Int? in
                    if case .built(let value) = state.entries[key] { return value }
                    state.entries[key] = .building(by: thread)
                    return nil
                }
                let value: Int
                if let found {
                    value = found
                } else {
                    value = key * 1_000 + thread
                    cache.withLockBroadcasting { state in
                        state.entries[key] = .built(value)
                        state.builds += 1
                    }
                }
                seen.withLock { $0[key].append(value) }
            }
        }
        #expect(cache.withLock { $0.builds } == keys)
        let results = seen.withLock { $0 }
        for key in 0..<keys {
            #expect(results[key].count == Self.threads)
            #expect(Set(results[key]).count == 1)
        }
    }

    @Test func aTimedWaitWhoseConditionNeverHoldsGivesUpWithoutRunningTheBody() {
        let box = ConcurrencySafeCondition(false)
        let ran = box.withLock(waitingUntil: { $0 }, timeout: 0.01) { _ in true }
        #expect(ran == nil)
    }

    @Test func aTimedWaitEndsWhenAnotherThreadMakesTheConditionHold() {
        let box = ConcurrencySafeCondition(0)
        race(threads: 2) { thread in
            if thread == 0 {
                box.withLockBroadcasting { $0 = 42 }
            } else {
                // Loops on timeouts, as a caller reporting long waits does; only the broadcast can end it.
                var result: Int?
                while result == nil {
                    result = box.withLock(waitingUntil: { $0 == 42 }, timeout: 0.05) { $0 }
                }
                #expect(result == 42)
            }
        }
    }

    @Test func aWaitWhoseConditionHoldsAlreadyDoesNotSleep() {
        let box = ConcurrencySafeCondition(7)
        #expect(box.withLock(waitingUntil: { $0 == 7 }) { $0 } == 7)
        #expect(box.withLock(waitingUntil: { $0 == 7 }, timeout: 0) { $0 } == 7)
    }

    /// A deadline's seconds are a word (`time_t`, 32 bits on Apple Watch): a timeout past what it holds is clamped
    /// to the latest deadline it can hold instead of trapping on the conversion.
    @Test func aTimeoutTooLongForTheClockIsClamped() {
        let box = ConcurrencySafeCondition(7)
        #expect(box.withLock(waitingUntil: { $0 == 7 }, timeout: .infinity) { $0 } == 7)
        #expect(box.withLock(waitingUntil: { $0 == 7 }, timeout: 1e300) { $0 } == 7)
        // And a wait on the clamped deadline sleeps until the broadcast.
        let later = ConcurrencySafeCondition(0)
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.05)  // most likely after the waiter sleeps; either order passes
            later.withLockBroadcasting { $0 = 8 }
        }
        writer.start()
        #expect(later.withLock(waitingUntil: { $0 == 8 }, timeout: .infinity) { $0 } == 8)
    }
}
