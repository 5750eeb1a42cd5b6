import Benchmark
import BenchmarkSupport
import Dispatch

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

/// `operations` increments split over two threads hammering the same lock.
@inline(never)
func runContended<Counter: LockedCounter>(_ counter: Counter, operations: Int) -> Int {
    DispatchQueue.concurrentPerform(iterations: 2) { _ in
        for _ in 0..<operations / 2 { counter.increment() }
    }
    return counter.current
}

/// Opens the existential once per measured iteration so the inner loop is specialised.
func measure(_ counter: any LockedCounter, contended: Bool, operations: Int) -> Int {
    contended ? runContended(counter, operations: operations) : runUncontended(counter, operations: operations)
}

let benchmarks: @Sendable () -> Void = {
    for candidate in candidates {
        Benchmark("Lock uncontended: \(candidate.name)", configuration: Suite.configuration(scalingFactor: .mega)) {
            benchmark in
            let counter = candidate.make()
            benchmark.startMeasurement()
            blackHole(measure(counter, contended: false, operations: benchmark.scaledIterations.count))
        }
        Benchmark(
            "Lock contended 2 threads: \(candidate.name)", configuration: Suite.configuration(scalingFactor: .mega)
        ) {
            benchmark in
            let counter = candidate.make()
            benchmark.startMeasurement()
            blackHole(measure(counter, contended: true, operations: benchmark.scaledIterations.count))
        }
    }
}
