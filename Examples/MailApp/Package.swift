// swift-tools-version: 6.1
// SPDX-License-Identifier: MPL-2.0
import Foundation
import PackageDescription

// UtilityKit is the repository this example lives in, two folders up. SwiftPM names a package added by path after
// its folder, not after the name in its manifest, and a checkout's folder can have any name (`UtilityKit`,
// `utilitykit-main`, a CI clone's). Reading that name here keeps the product references below right for any of
// them. An app that adds UtilityKit from a folder whose name it knows writes it directly: `package: "UtilityKit"`.
let utilityKit = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func product(_ name: String) -> Target.Dependency { .product(name: name, package: utilityKit) }

// Every target is built as an Xcode 26 app target is: default main-actor isolation (Xcode's
// `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`; SwiftPM 6.2's `.defaultIsolation(MainActor.self)`, written as the
// compiler flag so that the tools version stays 6.1).
// UtilityKit's CI sets UTILITYKIT_WARNINGS_AS_ERRORS, and then a warning here fails the build too.
let warningsAsErrors = Context.environment["UTILITYKIT_WARNINGS_AS_ERRORS"] != nil ? ["-warnings-as-errors"] : []
let appSettings: [SwiftSetting] = [.unsafeFlags(["-default-isolation", "MainActor"] + warningsAsErrors)]

let package = Package(
    name: "MailApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "MailAppCore", targets: ["MailAppCore"]),
        .library(name: "MailAppUI", targets: ["MailAppUI"]),
        .executable(name: "MailApp", targets: ["MailApp"]),
    ],
    dependencies: [.package(path: "../..")],
    targets: [
        // The app's logic: services, sync, view models, navigation and dependencies. Builds and is tested everywhere.
        .target(
            name: "MailAppCore",
            dependencies: [
                product("SwiftConcurrency"), product("MultiCastDelegate"), product("Assertions"),
                product("Coordinator"), product("DependencyContainer"), product("ReactiveState"),
            ],
            swiftSettings: appSettings
        ),
        // The screens: SwiftUI everywhere Apple's SDKs are, plus one UIKit screen on iOS. Empty on Linux.
        .target(
            name: "MailAppUI",
            dependencies: [
                "MailAppCore", product("Coordinator"), product("DependencyContainer"), product("ReactiveState"),
                product("Assertions"),
            ],
            swiftSettings: appSettings
        ),
        // `swift run MailApp` on a Mac.
        .executableTarget(name: "MailApp", dependencies: ["MailAppUI"], swiftSettings: appSettings),
        .testTarget(
            name: "MailAppCoreTests",
            dependencies: [
                "MailAppCore", product("DependencyContainer"), product("DependencyContainerTesting"),
                product("Coordinator"), product("ReactiveState"), product("Assertions"),
                product("MultiCastDelegate"),
            ],
            swiftSettings: appSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
