// SPDX-License-Identifier: MPL-2.0

import Assertions
import Benchmark
import BenchmarkSupport

/// Holds assertions in a collection: arrays cannot hold the non-copyable `Assertion` itself.
final class Held {
    let assertion: Assertion

    init(_ assertion: consuming Assertion) {
        self.assertion = assertion
    }
}

/// One operation: acquire an assertion and invalidate it while `live` others stay live. The others request
/// `false` and the visitor `true`, so every acquisition and every invalidation changes the value and is
/// reported: the full path, not a shortcut for unchanged values.
func churnBenchmarks(live: Int) {
    let configuration = Suite.configuration(scalingFactor: .kilo)

    Benchmark("Acquire+invalidate, \(live) live: AssertionManager", configuration: configuration) { benchmark in
        let manager = AssertionManager<Bool>("bench")
        let residents = (0..<live).map { Held(manager.acquireAssertion(reason: "resident \($0)", value: false)) }
        benchmark.startMeasurement()
        for _ in 0..<benchmark.scaledIterations.count {
            let visitor = manager.acquireAssertion(reason: "visitor", value: true)
            visitor.invalidate()
        }
        benchmark.stopMeasurement()
        blackHole(residents)
        blackHole(manager.value)
    }

    Benchmark("Acquire+invalidate, \(live) live: naive full re-reduce", configuration: configuration) { benchmark in
        let manager = NaiveAssertionManager<Bool>()
        let residents = (0..<live).map { _ in manager.acquire(false) }
        benchmark.startMeasurement()
        for _ in 0..<benchmark.scaledIterations.count {
            let visitor = manager.acquire(true)
            manager.invalidate(visitor)
        }
        benchmark.stopMeasurement()
        blackHole(residents)
        blackHole(manager.value)
    }
}

let benchmarks: @Sendable () -> Void = {
    for live in [10, 1_000, 10_000] {
        churnBenchmarks(live: live)
    }
}
