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
        /// The conditions of the waits in progress, by a number of their own.
        var sleepers: [Int: NSCondition] = [:]
        var nextSleeper = 0
    }

    private let state = ConcurrencySafeContainer(State())
    /// Signalled whenever a wait begins.
    private let sleepersChanged = NSCondition()

    func now() -> UInt64 { state.withLock { $0.now } }

    func wait(on condition: NSCondition, until deadline: UInt64?) -> Bool {
        // Registered before the time is read: an `advance` after this either sees the sleeper and signals its
        // condition (which it can lock only once the wait below has begun), or set the time read here.
        let (sleeper, now) = state.withLock { state -> (Int, UInt64) in
            state.nextSleeper += 1
            state.sleepers[state.nextSleeper] = condition
            return (state.nextSleeper, state.now)
        }
        if let deadline, now >= deadline {
            state.withLock { _ = $0.sleepers.removeValue(forKey: sleeper) }
            return false
        }
        sleepersChanged.lock()
        sleepersChanged.broadcast()
        sleepersChanged.unlock()
        condition.wait()
        let after = state.withLock { state -> UInt64 in
            state.sleepers.removeValue(forKey: sleeper)
            return state.now
        }
        return deadline.map { after < $0 } ?? true
    }

    /// Moves the time on by `seconds` and wakes every wait in progress, to see whether its time has come.
    func advance(by seconds: Double) {
        let woken = state.withLock { state -> [NSCondition] in
            state.now += UInt64(seconds * 1e9)
            defer { state.sleepers = [:] }
            return Array(state.sleepers.values)
        }
        for condition in woken {
            condition.lock()
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Blocks until `count` waits are in progress (a container that waits for another thread's build is in one).
    func waitForSleepers(_ count: Int) {
        sleepersChanged.lock()
        defer { sleepersChanged.unlock() }
        while state.withLock({ $0.sleepers.count }) < count {
            sleepersChanged.wait()
        }
    }
}
