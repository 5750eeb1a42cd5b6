// swift-tools-version: 6.1
// SPDX-License-Identifier: MPL-2.0
import PackageDescription

// CI sets UTILITYKIT_WARNINGS_AS_ERRORS so that a warning in our own targets fails the build. It is never
// set for package users: SwiftPM refuses `unsafeFlags` in dependencies, so it must stay opt-in.
let warningsAsErrors = Context.environment["UTILITYKIT_WARNINGS_AS_ERRORS"] != nil
let strictSettings: [SwiftSetting] = warningsAsErrors ? [.unsafeFlags(["-warnings-as-errors"])] : []

// Every library ships its privacy manifest (no tracking, no collected data, the required-reason APIs it uses), so
// that an app's privacy report lists it; `scripts/check-required-reason-apis.py` keeps each one true to its code.
let privacyManifest: [Resource] = [.copy("PrivacyInfo.xcprivacy")]

// Where Apple's Combine does not exist, ReactiveState links OpenCombine instead; Apple platforms never link it.
let combineLessPlatforms: [Platform] = [.linux, .android, .wasi, .openbsd]

let package = Package(
    name: "UtilityKit",
    platforms: [
        .iOS(.v14), .macOS(.v10_15), .tvOS(.v14), .watchOS(.v7), .visionOS(.v1), .macCatalyst(.v14),
    ],
    products: [
        .library(name: "SwiftConcurrency", targets: ["SwiftConcurrency"]),
        .library(name: "MultiCastDelegate", targets: ["MultiCastDelegate"]),
        .library(name: "Assertions", targets: ["Assertions"]),
        .library(name: "Coordinator", targets: ["Coordinator"]),
        .library(name: "CoordinatorKitCompatibility", targets: ["CoordinatorKitCompatibility"]),
        .library(name: "DependencyContainer", targets: ["DependencyContainer"]),
        .library(name: "DependencyResolver", targets: ["DependencyResolver"]),
        .library(name: "DependencyContainerTesting", targets: ["DependencyContainerTesting"]),
        .library(name: "ReactiveState", targets: ["ReactiveState"]),
        .executable(name: "UtilityKitDemo", targets: ["UtilityKitDemo"]),
    ],
    dependencies: [
        // Combine for platforms that lack Apple's; linked only there (see `ReactiveState`'s condition).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // Lock-free atomics on every declared OS version (`Synchronization.Atomic` needs macOS 15 / iOS 18).
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        // `swift package generate-documentation` (scripts/docs-site.sh); a command plugin, never linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "SwiftConcurrency",
            dependencies: [.product(name: "Atomics", package: "swift-atomics")],
            resources: privacyManifest,
            swiftSettings: strictSettings
        ),
        .target(
            name: "MultiCastDelegate",
            dependencies: ["SwiftConcurrency", .product(name: "Atomics", package: "swift-atomics")],
            resources: privacyManifest,
            swiftSettings: strictSettings
        ),
        .target(
            name: "Assertions", dependencies: ["SwiftConcurrency"], resources: privacyManifest,
            swiftSettings: strictSettings),
        .target(
            name: "Coordinator", dependencies: ["SwiftConcurrency"], resources: privacyManifest,
            swiftSettings: strictSettings),
        // CoordinatorKit's spellings (`UIViewController.coordinator`, `BasicMessage.done(self)`, its type names),
        // opt-in: an app coming from CoordinatorKit imports it; nobody else sees these names.
        .target(
            name: "CoordinatorKitCompatibility",
            dependencies: ["Coordinator"],
            resources: privacyManifest,
            swiftSettings: strictSettings
        ),
        .target(
            name: "DependencyContainer",
            dependencies: ["SwiftConcurrency", .product(name: "Atomics", package: "swift-atomics")],
            exclude: ["Internal/README.md"],  // the engine's map for contributors
            resources: privacyManifest,
            swiftSettings: strictSettings
        ),
        .target(
            name: "DependencyResolver", dependencies: ["DependencyContainer"], resources: privacyManifest,
            swiftSettings: strictSettings),
        // Swift Testing support (the isolation trait); linked by test targets only, never by apps.
        .target(
            name: "DependencyContainerTesting",
            dependencies: ["DependencyContainer"],
            resources: privacyManifest,
            swiftSettings: strictSettings
        ),
        .target(
            name: "ReactiveState",
            dependencies: [
                "SwiftConcurrency",
                .product(name: "Atomics", package: "swift-atomics"),
                .product(
                    name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: combineLessPlatforms)),
            ],
            resources: privacyManifest,
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "UtilityKitDemo",
            dependencies: [
                "SwiftConcurrency", "MultiCastDelegate", "Assertions", "Coordinator", "DependencyContainer",
                "DependencyResolver", "ReactiveState",
            ],
            swiftSettings: strictSettings
        ),
        // Helpers shared by test targets (a seeded random generator, model checking, thread races); never a product.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strictSettings),
        .testTarget(
            name: "SwiftConcurrencyTests",
            dependencies: ["SwiftConcurrency", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MultiCastDelegateTests",
            dependencies: ["MultiCastDelegate", "SwiftConcurrency", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "AssertionsTests",
            dependencies: ["Assertions", "SwiftConcurrency", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CoordinatorTests",
            dependencies: ["Coordinator", "SwiftConcurrency", "TestSupport"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "CoordinatorKitCompatibilityTests",
            dependencies: ["CoordinatorKitCompatibility", "Coordinator"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "DependencyContainerTests",
            dependencies: ["DependencyContainer", "DependencyContainerTesting", "SwiftConcurrency", "TestSupport"],
            swiftSettings: strictSettings
        ),
        // Built as Xcode 26 app targets are (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`; SwiftPM 6.2's
        // `.defaultIsolation(MainActor.self)`, spelled as the compiler flag so that the tools version stays 6.1):
        // every type and definition in it is implicitly `@MainActor`.
        .testTarget(
            name: "DependencyContainerMainActorTests",
            dependencies: ["DependencyContainer", "DependencyContainerTesting"],
            swiftSettings: strictSettings + [.unsafeFlags(["-default-isolation", "MainActor"])]
        ),
        // A small mail app written as an Xcode 26 app target (default main-actor isolation, as above), using
        // Coordinator, MultiCastDelegate, Assertions, SwiftConcurrency and DependencyResolver the natural way.
        .testTarget(
            name: "MainActorAppTests",
            // DependencyContainer is named although DependencyResolver brings it: then an incremental build
            // recompiles these tests when its layout changes.
            dependencies: [
                "Coordinator", "MultiCastDelegate", "Assertions", "SwiftConcurrency", "DependencyResolver",
                "DependencyContainer",
            ],
            swiftSettings: strictSettings + [.unsafeFlags(["-default-isolation", "MainActor"])]
        ),
        .testTarget(
            name: "ReactiveStateTests",
            dependencies: ["ReactiveState", "TestSupport"],
            swiftSettings: strictSettings
        ),
        // ReactiveState written as app code is in an Xcode 26 app target (see DependencyContainerMainActorTests).
        .testTarget(
            name: "ReactiveStateMainActorTests",
            dependencies: ["ReactiveState"],
            swiftSettings: strictSettings + [.unsafeFlags(["-default-isolation", "MainActor"])]
        ),
        .testTarget(
            name: "DependencyResolverTests",
            dependencies: ["DependencyResolver", "DependencyContainer", "TestSupport"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
