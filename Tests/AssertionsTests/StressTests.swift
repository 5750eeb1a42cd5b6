// SPDX-License-Identifier: MPL-2.0

import Assertions
import Foundation
import SwiftConcurrency
import TestSupport
import Testing

/// Bounded: fixed counts, a few seconds at most under the thread sanitizer.
@Suite("Concurrent stress", .timeLimit(.minutes(5)))
struct StressTests {
    static let workers = 8
    static let roundsEach = 400

    @Test func manyTasksAcquiringAndInvalidatingLeaveNothingBehind() async {
        let manager = AssertionManager<Level>("Contended")
        let reports = ReportLog()
        manager.delegate = reports
        let finalFromStream = Task {
            var last: Level?
            for await value in manager.values {
                last = value
                if value == .defaultValue && manager.liveAssertionCount == 0 && reports.entries.count > 1 { break }
            }
            return last
        }

        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<Self.workers {
                group.addTask {
                    let kept = Holder()
                    for round in 0..<Self.roundsEach {
                        let rank = (worker * Self.roundsEach + round) % 97 + 1
                        let assertion = manager.acquireAssertion(
                            reason: "w\(worker) r\(round)", value: Level(rank: rank))
                        // While it is live, the value is at least its rank.
                        if manager.value.rank < rank {
                            Issue.record("value \(manager.value.rank) below live rank \(rank)")
                        }
                        if round.isMultiple(of: 3) {
                            kept.assertion = nil
                            kept.assertion = manager.acquireAssertion(reason: "kept", value: Level(rank: rank))
                        }
                        assertion.invalidate()
                        _ = manager.description.count
                    }
                    kept.assertion = nil
                }
            }
            group.addTask {
                for _ in 0..<Self.roundsEach {
                    _ = manager.value
                    await Task.yield()
                }
            }
        }

        #expect(manager.value == .defaultValue)
        #expect(manager.liveAssertionCount == 0)
        #expect(reports.entries.last == "Contended: Level(rank: 0)")
        #expect(await finalFromStream.value == .defaultValue)
    }

    @Test func assertionsDroppedOnManyThreadsAtOnce() {
        let manager = AssertionManager<Bool>("Threads")
        race(threads: Self.workers) { _ in
            for _ in 0..<Self.roundsEach {
                let holder = Holder()
                holder.assertion = manager.acquireAssertion(reason: "scoped", value: true)
                let busy = manager.value
                if !busy { Issue.record("a live true assertion must make the value true") }
            }
        }
        #expect(!manager.value)
        #expect(manager.liveAssertionCount == 0)
    }
}
