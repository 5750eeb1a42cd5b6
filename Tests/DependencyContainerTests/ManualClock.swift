// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency

/// A ``ContainerClock`` that stands still until the test advances it: `timeToLive` expiries and wait reports
/// then happen at exactly the time the test sets, at once. Set it on a container of the test's own
/// (`container.manager.clock = clock`), so that no other test sees it.
final class ManualClock: ContainerClock {
    private struct State {
        var now: UInt64 = 1_000_000_000
        /// The conditions of the waits in progress, by a number of their own; `advance` empties it.
        var sleepers: [Int: ConcurrencySafeCondition<Int>] = [:]
        var nextSleeper = 0
    }

    private let state = ConcurrencySafeContainer(State())
    /// The number of waits begun, broadcast whenever one begins.
    private let sleepersChanged = ConcurrencySafeCondition<Int>(0)

    func now() -> UInt64 { state.withLock { $0.now } }

    func wait(
        on condition: ConcurrencySafeCondition<Int>, until deadline: UInt64?, while isWaiting: () -> Bool
    ) -> Bool {
        while true {
            // Registered in the same hold that reads the time, and only while the deadline is ahead: an
            // `advance` after this sees the sleeper and wakes it, and a wait past its deadline is never counted.
            let sleeper = state.withLock { state -> Int? in
                if let deadline, state.now >= deadline { return nil }
                state.nextSleeper += 1
                state.sleepers[state.nextSleeper] = condition
                return state.nextSleeper
            }
            guard let sleeper else { return condition.withLock { _ in !isWaiting() } }
            sleepersChanged.withLockBroadcasting { $0 &+= 1 }
            condition.withLock(waitingUntil: { _ in !isWaiting() || !isSleeping(sleeper) }) { _ in }
            state.withLock { _ = $0.sleepers.removeValue(forKey: sleeper) }
            if condition.withLock({ _ in !isWaiting() }) { return true }
        }
    }

    private func isSleeping(_ sleeper: Int) -> Bool {
        state.withLock { $0.sleepers[sleeper] != nil }
    }

    /// Moves the time on by `seconds` and wakes every wait in progress, to see whether its time has come.
    func advance(by seconds: Double) {
        let woken = state.withLock { state -> [ConcurrencySafeCondition<Int>] in
            state.now += UInt64(seconds * 1e9)
            defer { state.sleepers = [:] }
            return Array(state.sleepers.values)
        }
        for condition in woken { condition.withLockBroadcasting { _ in } }
    }

    /// Blocks until `count` waits are in progress (a container that waits for another thread's build is in one).
    func waitForSleepers(_ count: Int) {
        sleepersChanged.withLock(waitingUntil: { _ in state.withLock { $0.sleepers.count } >= count }) { _ in }
    }
}
