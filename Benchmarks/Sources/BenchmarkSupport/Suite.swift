// SPDX-License-Identifier: MPL-2.0

import Benchmark
import Foundation

/// Shared conventions for every UtilityKit benchmark suite.
///
/// Each benchmark runs `operationsPerIteration` operations per measured iteration, so the harness's own
/// per-iteration overhead is amortised; reported times are per operation (the `*` scaled columns).
/// Set `UTILITYKIT_BENCH_QUICK=1` for a smoke run (CI): a few iterations of one operation each, figures not
/// meaningful.
public enum Suite {
    /// True when the environment asks for a smoke run rather than a measurement.
    public static let isQuick = ProcessInfo.processInfo.environment["UTILITYKIT_BENCH_QUICK"] != nil

    /// The configuration every UtilityKit benchmark uses: wall clock and throughput, per operation.
    public static func configuration(
        scalingFactor: BenchmarkScalingFactor = .kilo,
        metrics: [BenchmarkMetric] = [.wallClock, .throughput]
    ) -> Benchmark.Configuration {
        .init(
            metrics: metrics,
            timeUnits: .nanoseconds,
            warmupIterations: isQuick ? 1 : 10,
            // A smoke run does one operation per iteration: on a loaded machine an iteration of a contended
            // suite at full scale can take over a second, and the harness then records no throughput at all.
            scalingFactor: isQuick ? .one : scalingFactor,
            maxDuration: isQuick ? .milliseconds(50) : .seconds(2),
            maxIterations: isQuick ? 5 : 10_000
        )
    }
}
