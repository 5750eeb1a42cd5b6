// SPDX-License-Identifier: MPL-2.0

import Benchmark
import BenchmarkSupport
import Foundation

/// Every lock under test, with the name its rows carry in the report.
let candidates: [(name: String, make: @Sendable () -> any LockedCounter)] = [
    ("raw pthread_mutex", { RawPthreadCounter() }),
    ("raw pthread_mutex adaptive", { RawPthreadCounter(adaptive: true) }),
    ("raw NSLock", { RawNSLockCounter() }),
    ("raw Mutex", { RawMutexCounter() }),
    ("ConcurrencySafeContainer.withLock", { ContainerCounter() }),
    ("ConcurrencySafeContainer.withLockIfAvailable", { ContainerTryLockCounter() }),
    ("LegacyConcurrencySafe (NSLock)", { LegacyCounter() }),
    ("MutexBox", { MutexBoxCounter() }),
    ("existential any ConcurrencyContainerProtocol", { ExistentialCounter() }),
]

/// `operations` increments on one thread: the lock is never contended.
@inline(never)
func runUncontended<Counter: LockedCounter>(_ counter: Counter, operations: Int) -> Int {
    for _ in 0..<operations { counter.increment() }
    return counter.current
}

/// `operations` increments split over `threads` dedicated threads hammering the same lock. Real threads, not
/// `concurrentPerform`, which never runs more workers than there are cores.
@inline(never)
func runContended<Counter: LockedCounter>(_ counter: Counter, threads: Int, operations: Int) -> Int {
    let finished = DispatchGroup()
    for _ in 0..<threads {
        finished.enter()
        Thread.detachNewThread {
            for _ in 0..<operations / threads { counter.increment() }
            finished.leave()
        }
    }
    finished.wait()
    return counter.current
}

/// Opens the existential once per measured iteration so the inner loop is specialised.
func measure(_ counter: any LockedCounter, threads: Int, operations: Int) -> Int {
    threads == 1
        ? runUncontended(counter, operations: operations)
        : runContended(counter, threads: threads, operations: operations)
}

/// Oversubscription (8 threads on the 2-core machine) is where priority-inheritance futexes are said to hurt:
/// measured for the primitives the default could have been built on.
let oversubscribed: Set<String> = [
    "raw pthread_mutex", "raw pthread_mutex adaptive", "raw NSLock", "raw Mutex",
    "ConcurrencySafeContainer.withLock", "MutexBox",
]

let benchmarks: @Sendable () -> Void = {
    for candidate in candidates {
        // (group, threads, scaling factor). The 8-thread group runs 100 × its factor per iteration (10⁵) so that
        // starting eight threads stays under 1 % of the measurement; report.py divides by that count, while the
        // harness's own `*` columns for that group are per 100 operations.
        var groups: [(String, Int, BenchmarkScalingFactor)] = [
            ("Lock uncontended", 1, .mega), ("Lock contended 2 threads", 2, .mega),
        ]
        if oversubscribed.contains(candidate.name) { groups.append(("Lock contended 8 threads", 8, .kilo)) }
        for (group, threads, scale) in groups {
            Benchmark("\(group): \(candidate.name)", configuration: Suite.configuration(scalingFactor: scale)) {
                benchmark in
                let counter = candidate.make()
                let operations = benchmark.scaledIterations.count * (threads == 8 ? 100 : 1)
                benchmark.startMeasurement()
                blackHole(measure(counter, threads: threads, operations: operations))
            }
        }
    }
}
