// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// Many tasks and threads share state through lock boxes; the totals come out exact.
struct SwiftConcurrencyChapter: DemoChapter {
    let title = "SwiftConcurrency — one piece of state, exclusive access"
    let summary =
        "ConcurrencySafeContainer keeps its state beside the platform's lightweight lock; here it is "
        + "\(ConcurrencySafeContainer<Int>.backendName)."

    func run(_ narrator: Narrator) async throws {
        try await countWords(narrator)
        try moveMoney(narrator)
        try tryTheLock(narrator)
    }

    /// The README's example: many tasks counting words into one dictionary.
    private func countWords(_ narrator: Narrator) async throws {
        let text = """
            the quick brown fox jumps over the lazy dog the dog sleeps and the fox runs
            """
        let words = Array(repeating: text.split(separator: " ").map(String.init), count: 200).flatMap { $0 }
        let totals = ConcurrencySafeContainer<[String: Int]>([:])
        await withTaskGroup(of: Void.self) { group in
            for word in words {
                group.addTask { totals.withLock { $0[word, default: 0] += 1 } }
            }
        }
        let counted = totals.withLock { $0 }
        narrator.say("\(words.count) words counted by \(words.count) concurrent tasks into one dictionary.")
        let top = counted.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
        narrator.say("Most frequent: " + top.map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
        try narrator.check(counted.values.reduce(0, +) == words.count, "no count was lost: the sum is \(words.count)")
        try narrator.check(counted["the"] == 4 * 200, "\"the\" appears 4 × 200 = 800 times")
    }

    /// Threads transfer money between accounts while an auditor keeps reading the total.
    private func moveMoney(_ narrator: Narrator) throws {
        let accounts = ConcurrencySafeContainer([Int](repeating: 100, count: 10))
        let audits = ConcurrencySafeContainer(Set<Int>())
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for step in 0..<5_000 {
                if worker == 0 {
                    let total = accounts.withLock { $0.reduce(0, +) }
                    audits.withLock { _ = $0.insert(total) }
                    continue
                }
                let from = (worker * 7 + step) % 10
                let to = (from + 1 + step % 9) % 10
                accounts.withLock { balances in
                    let amount = min(balances[from], 1 + step % 13)
                    balances[from] -= amount
                    balances[to] += amount
                }
            }
        }
        let finalBalances = accounts.withLock { $0 }
        narrator.say("3 threads made 15,000 transfers; final balances: \(finalBalances)")
        try narrator.check(finalBalances.reduce(0, +) == 1_000, "money is conserved: the total is still 1000")
        try narrator.check(audits.withLock { $0 } == [1_000], "an auditor reading 5,000 times never saw a torn total")
    }

    /// `withLockIfAvailable` skips work instead of waiting when another thread holds the lock.
    private func tryTheLock(_ narrator: Narrator) throws {
        let cache = ConcurrencySafeContainer("cold")
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            cache.withLock { state in
                holding.signal()
                release.wait()
                state = "warmed by the background thread"
            }
            done.signal()
        }
        holding.wait()
        let whileBusy = cache.withLockIfAvailable { $0 }
        narrator.say(
            "While a background thread holds the lock, withLockIfAvailable returns \(String(describing: whileBusy)).")
        release.signal()
        done.wait()
        let afterwards = cache.withLockIfAvailable { $0 }
        narrator.say("Once it is released: \(afterwards ?? "nil")")
        try narrator.check(
            whileBusy == nil && afterwards == "warmed by the background thread",
            "try-lock never blocks and never runs its body while the lock is held")
    }
}
