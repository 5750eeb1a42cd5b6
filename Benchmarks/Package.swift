// swift-tools-version: 6.3
// SPDX-License-Identifier: MPL-2.0
import PackageDescription

/// The benchmark executable for one UtilityKit module: `Benchmarks/<Module>Benchmarks`, run by the plugin.
func suite(benchmarking module: String, peers: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: "\(module)Benchmarks",
        dependencies: [
            "BenchmarkSupport",
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: module, package: "UtilityKit"),
        ] + peers,
        path: "Benchmarks/\(module)Benchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

// A separate package so that users of UtilityKit never fetch benchmark tooling.
// Run from the repository root: `swift package --package-path Benchmarks benchmark`.
let package = Package(
    name: "UtilityKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "UtilityKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // The peers DependencyContainer is compared with; benchmark-only.
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Sources/BenchmarkSupport"
        ),
        suite(benchmarking: "SwiftConcurrency"),
        suite(benchmarking: "MultiCastDelegate"),
        suite(benchmarking: "Assertions"),
        suite(
            benchmarking: "DependencyContainer",
            peers: [
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ]
        ),
        suite(benchmarking: "ReactiveState"),
        // Not a benchmark: a driver for `valgrind --tool=callgrind`, whose instruction counts do not move with
        // the machine's load (see BENCHMARKS.md).
        .executableTarget(
            name: "DependencyContainerInstructionCounts",
            dependencies: [.product(name: "DependencyContainer", package: "UtilityKit")],
            path: "Sources/DependencyContainerInstructionCounts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
