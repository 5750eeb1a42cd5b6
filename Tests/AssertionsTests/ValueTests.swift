// SPDX-License-Identifier: MPL-2.0

import Assertions
import TestSupport
import Testing

@Suite("The reduced value")
struct ValueTests {
    @Test func valuesFoldInAcquisitionOrder() {
        let manager = AssertionManager<Trail>("Order")
        let a = manager.acquireAssertion(reason: "a", value: Trail(text: "a"))
        let b = manager.acquireAssertion(reason: "b", value: Trail(text: "b"))
        let c = manager.acquireAssertion(reason: "c", value: Trail(text: "c"))
        #expect(manager.value.text == "abc")
        b.invalidate()
        #expect(manager.value.text == "ac")
        let d = manager.acquireAssertion(reason: "d", value: Trail(text: "d"))
        #expect(manager.value.text == "acd")
        let live = a.isValid && c.isValid && d.isValid
        #expect(live)
    }

    @Test func aNonAssociativeReductionGetsTheExactLeftFold() {
        let manager = AssertionManager<Smoothed>("Level")
        let held = [8.0, 4.0, 16.0, 2.0].map { level in
            let holder = Holder()
            holder.assertion = manager.acquireAssertion(reason: "\(level)", value: Smoothed(level: level))
            return holder
        }
        // ((((0 + 8) / 2 + 4) / 2 + 16) / 2 + 2) / 2 = 6. Grouped as a tree it would be (0 + ((8 + 4) / 2 + (16 + 2) / 2) / 2) / 2 = 3.75.
        withExtendedLifetime(held) {  // the assertions hold while their holders live
            #expect(manager.value.level == 6)
        }
    }

    /// Random acquisitions and invalidations across every rebuild path (growth, compaction, shrinking),
    /// checked against the left fold of the live values after every step.
    @Test(arguments: [1, 2, 3])
    func matchesANaiveFoldThroughRandomChurn(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let manager = AssertionManager<Trail>("Churn")
        var live: [(text: String, holder: Holder)] = []
        for step in 0..<4_000 {
            // Grow to a few hundred, then shrink to almost nothing, then grow again.
            let growing = (step / 1_000).isMultiple(of: 2)
            if live.isEmpty || Int.random(in: 0..<100, using: &random) < (growing ? 70 : 25) {
                let text = String(step, radix: 36) + ","
                let holder = Holder()
                holder.assertion = manager.acquireAssertion(reason: text, value: Trail(text: text))
                live.append((text, holder))
            } else {
                let index = Int.random(in: 0..<live.count, using: &random)
                let removed = live.remove(at: index)
                removed.holder.assertion?.invalidate()
            }
            let expected = live.map { $0.text }.joined()
            if manager.value.text != expected || manager.liveAssertionCount != live.count {
                Issue.record("step \(step): value or count diverged from the naive fold")
                return
            }
        }
    }

    @Test func equalValuesAreNotReportedButEveryChangeIs() {
        let manager = AssertionManager<Bool>("Busy")
        let reports = ReportLog()
        manager.delegate = reports
        let first = manager.acquireAssertion(reason: "one", value: true)
        let second = manager.acquireAssertion(reason: "two", value: true)  // still true: not reported
        first.invalidate()  // still true: not reported
        second.invalidate()
        #expect(reports.entries == ["Busy: true", "Busy: false"])
    }

    @Test func valuesThatAreNotEquatableAreReportedOnEveryChange() {
        let manager = AssertionManager<Opaque>("Weight")
        let reports = ReportLog()
        manager.delegate = reports
        let heavy = manager.acquireAssertion(reason: "heavy", value: Opaque(weight: 5))
        let light = manager.acquireAssertion(reason: "light", value: Opaque(weight: 1))
        #expect(reports.entries.count == 2)
        let live = heavy.isValid && light.isValid
        #expect(live)
    }

    @Test func aDelegateMayChangeTheManagerFromInsideAReport() {
        let manager = AssertionManager<Level>("Nested")
        let echo = Echo()
        manager.delegate = echo
        let first = manager.acquireAssertion(reason: "start", value: Level(rank: 1))
        #expect(manager.value == Level(rank: 2))
        #expect(echo.seen == [1, 2])
        let live = first.isValid
        #expect(live)
    }

    @Test func descriptionOfAnIdleManager() {
        let manager = AssertionManager<Bool>("Idle")
        #expect(manager.description == "AssertionManager<Bool>(\"Idle\"): false, 0 live assertions")
    }
}

/// Maximum of ranks.
struct Level: AssertionValue, Equatable {
    var rank: Int

    static var defaultValue: Level { Level(rank: 0) }

    static func reduce(into partialResult: inout Level, nextValue: Level) {
        partialResult.rank = max(partialResult.rank, nextValue.rank)
    }
}

/// On the first report, acquires a higher value from inside the callback, and keeps it.
final class Echo: AssertionManagerDelegate, @unchecked Sendable {  // Only touched on the test's own thread.
    var seen: [Int] = []
    var kept: Assertion?

    func assertionManager<Value>(_ manager: AssertionManager<Value>, didUpdateValue value: Value) {
        guard let level = value as? Level, let manager = manager as? AssertionManager<Level> else { return }
        seen.append(level.rank)
        if level.rank == 1 {
            kept = manager.acquireAssertion(reason: "echo", value: Level(rank: 2))
        }
    }
}
