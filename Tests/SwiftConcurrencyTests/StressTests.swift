// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import TestSupport
import Testing

/// Bounded concurrent stress: fixed counts, seconds at most even under the thread sanitizer.
@Suite("Concurrent stress, every backend", .timeLimit(.minutes(5)))
struct StressTests {
    static let workers = 8
    static let iterationsPerWorker = 5_000

    @Test(arguments: Backend.allCases)
    func noIncrementIsLostAcrossTasks(backend: Backend) async {
        let counter = backend.make(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<Self.workers {
                group.addTask {
                    for _ in 0..<Self.iterationsPerWorker {
                        counter.withLock { $0 += 1 }
                    }
                }
            }
        }
        #expect(counter.withLock { $0 } == Self.workers * Self.iterationsPerWorker)
    }

    @Test(arguments: Backend.allCases)
    func noIncrementIsLostAcrossThreads(backend: Backend) {
        let counter = backend.make(0)
        race(threads: Self.workers) { _ in
            for _ in 0..<Self.iterationsPerWorker {
                counter.withLockUnchecked { $0 += 1 }
            }
        }
        #expect(counter.withLock { $0 } == Self.workers * Self.iterationsPerWorker)
    }

    @Test(arguments: Backend.allCases)
    func tryLockCompetingWithLockLosesNothing(backend: Backend) {
        let counter = backend.make(0)
        let tryLockSuccesses = ConcurrencySafeContainer(0)
        race(threads: Self.workers) { worker in
            for _ in 0..<Self.iterationsPerWorker {
                if worker.isMultiple(of: 2) {
                    counter.withLock { $0 += 1 }
                } else if counter.withLockIfAvailable({ $0 += 1 }) != nil {
                    tryLockSuccesses.withLock { $0 += 1 }
                }
            }
        }
        let lockers = (Self.workers + 1) / 2
        let expected = lockers * Self.iterationsPerWorker + tryLockSuccesses.withLock { $0 }
        #expect(counter.withLock { $0 } == expected)
    }

    /// Transfers between accounts keep the total constant; a concurrent auditor must never see money
    /// created or destroyed.
    @Test(arguments: Backend.allCases)
    func readersNeverSeeATornInvariant(backend: Backend) {
        let accounts = 16
        let initialBalance = 1_000
        let bank = backend.make([Int](repeating: initialBalance, count: accounts))
        let auditLog = ConcurrencySafeContainer<[Int]>([])
        race(threads: Self.workers + 1) { worker in
            guard worker < Self.workers else {
                let totals = (0..<500).map { _ in bank.withLock { $0.reduce(0, +) } }
                auditLog.withLock { $0 = totals }
                return
            }
            var generator = SplitMix(seed: UInt64(worker) &+ 0x9E37_79B9_7F4A_7C15)
            for _ in 0..<2_000 {
                let from = Int(generator.next() % UInt64(accounts))
                let to = Int(generator.next() % UInt64(accounts))
                let amount = Int(generator.next() % 50)
                bank.withLock { balances in
                    guard balances[from] >= amount else { return }
                    balances[from] -= amount
                    balances[to] += amount
                }
            }
        }
        let audits = auditLog.withLock { $0 }
        #expect(audits.count == 500)
        #expect(audits.allSatisfy { $0 == accounts * initialBalance })
        #expect(bank.withLock { $0.reduce(0, +) } == accounts * initialBalance)
    }

    @Test func theWordCountExampleCountsEveryWord() async {
        let words = (0..<2_000).map { "word\($0 % 37)" }
        let totals = ConcurrencySafeContainer<[String: Int]>([:])
        await withTaskGroup(of: Void.self) { group in
            for word in words {
                group.addTask {
                    totals.withLock { dict in
                        dict[word, default: 0] += 1
                    }
                }
            }
        }
        let counted = totals.withLock { $0 }
        #expect(counted.count == 37)
        #expect(counted.values.reduce(0, +) == words.count)
        #expect(counted["word0"] == words.filter { $0 == "word0" }.count)
    }
}
