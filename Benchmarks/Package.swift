// swift-tools-version: 6.3
import PackageDescription

// A separate package so that users of UtilityKit never fetch benchmark tooling.
// Run from the repository root: `swift package --package-path Benchmarks benchmark`.
let package = Package(
    name: "UtilityKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "UtilityKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Sources/BenchmarkSupport"
        ),
        .executableTarget(
            name: "SwiftConcurrencyBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SwiftConcurrency", package: "UtilityKit"),
            ],
            path: "Benchmarks/SwiftConcurrencyBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "MultiCastDelegateBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MultiCastDelegate", package: "UtilityKit"),
            ],
            path: "Benchmarks/MultiCastDelegateBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "AssertionsBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Assertions", package: "UtilityKit"),
            ],
            path: "Benchmarks/AssertionsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
