// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency
import Testing

// Lock boxes declared in a main-actor target: a main-actor type may own one and hand it to background tasks,
// and the state inside it is shared with them safely.

struct DraftStats: Sendable {
    var words = 0
    var saves = 0
}

final class DraftAutosaver {
    let stats = ConcurrencySafeContainer(DraftStats())
    let saveCount = ConcurrencySafeContainer(0)
    let legacy = LegacyConcurrencySafe<[String]>([])

    func saveInBackground(words: Int) async {
        let stats = self.stats
        await Task.detached {
            stats.withLock {
                $0.words += words
                $0.saves += 1
            }
        }.value
    }
}

func bump<Counter: ConcurrencyContainerProtocol<Int>>(_ counter: Counter) {
    counter.withLock { $0 += 1 }
}

@Suite("A main-actor app's lock boxes", .timeLimit(.minutes(1)))
struct LockBoxTests {
    @Test func mainActorCodeAndDetachedTasksShareTheBox() async {
        let autosaver = DraftAutosaver()
        await withTaskGroup(of: Void.self) { group in
            for words in 1...20 {
                group.addTask { await autosaver.saveInBackground(words: words) }
            }
        }
        let stats = autosaver.stats.withLock { $0 }
        #expect(stats.words == 210)
        #expect(stats.saves == 20)
    }

    @Test func genericCodeAndTheOtherBackendsWork() {
        let autosaver = DraftAutosaver()
        bump(autosaver.saveCount)
        bump(autosaver.saveCount)
        autosaver.legacy.withLock { $0.append("draft") }
        #expect(autosaver.saveCount.withLock { $0 } == 2)
        #expect(autosaver.legacy.withLock { $0 } == ["draft"])
        #expect(autosaver.stats.withLockIfAvailable { $0.saves } == 0)
    }
}
