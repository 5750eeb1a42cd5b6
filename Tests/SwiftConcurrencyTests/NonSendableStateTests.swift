// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import Testing

/// A deliberately non-Sendable reference type, like the legacy classes apps still have.
private final class Ledger {
    var entries: [String] = []
}

@Suite("Non-Sendable state through withLockUnchecked", .timeLimit(.minutes(5)))
struct NonSendableStateTests {
    @Test func nonSendableStateIsTransferredInAndMutatedUnderTheLock() {
        let container = ConcurrencySafeContainer(Ledger())
        container.withLockUnchecked { $0.entries.append("opened") }
        container.withLockUnchecked { $0.entries.append("closed") }
        #expect(container.withLockUnchecked { $0.entries } == ["opened", "closed"])
    }

    @Test func aNonSendableResultCanBeReturned() {
        let container = ConcurrencySafeContainer(0)
        let ledger: Ledger = container.withLockUnchecked { state in
            state += 1
            let ledger = Ledger()
            ledger.entries = ["count \(state)"]
            return ledger
        }
        #expect(ledger.entries == ["count 1"])
    }

    @Test func theNSMutableDictionaryExampleWorks() {
        let cache = ConcurrencySafeContainer<NSMutableDictionary>(NSMutableDictionary())
        cache.withLockUnchecked { dict in
            dict["key"] = "value"
        }
        #expect(cache.withLockUnchecked { $0["key"] as? String } == "value")
    }

    @Test func nonSendableStateIsSafeToShareAcrossTasks() async {
        let container = ConcurrencySafeContainer(Ledger())
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for entry in 0..<250 {
                        container.withLockUnchecked { $0.entries.append("\(task)-\(entry)") }
                    }
                }
            }
        }
        let entries = container.withLockUnchecked { $0.entries }
        #expect(entries.count == 2_000)
        #expect(Set(entries).count == 2_000, "no entry may be lost or duplicated")
    }
}
