// SPDX-License-Identifier: MPL-2.0

import Foundation

// The loaded images are listed by dyld, whose functions `MachO` declares (on iOS, `Darwin` does not bring them).
#if canImport(MachO)
import MachO
#endif

/// What `FactoryContext()` detects. `@usableFromInline` because its values are the defaults of
/// `FactoryContext`'s public initializer.
@usableFromInline
enum ProcessEnvironment {
    /// Whether an Xcode preview is running.
    @usableFromInline static var isPreview: Bool {
        ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
    }

    /// Whether the process runs tests: ``TestHostDetection`` decides, from the inputs gathered here.
    @usableFromInline static let isRunningTests: Bool = {
        let process = ProcessInfo.processInfo
        return TestHostDetection.isRunningTests(
            environment: process.environment, processName: process.processName, arguments: process.arguments,
            loadedImages: loadedImages)
    }()

    @usableFromInline static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    @usableFromInline static var isSimulator: Bool {
        #if targetEnvironment(simulator)
        true
        #else
        false
        #endif
    }

    /// The paths of the images loaded into the process.
    private static var loadedImages: [String] {
        #if canImport(MachO)
        (0..<_dyld_image_count()).compactMap { index in _dyld_get_image_name(index).map { String(cString: $0) } }
        #else
        // Each mapping's line ends with its file's path, which may contain spaces: the path starts at its first
        // slash after the fixed fields.
        (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8))?
            .split(separator: "\n").compactMap { line in line.firstIndex(of: "/").map { String(line[$0...]) } } ?? []
        #endif
    }
}

/// Whether a process runs tests, decided from what it can see of itself. `FactoryContext()` asks it once, with the
/// process's own environment, name, arguments and loaded images (``ProcessEnvironment`` gathers them); tests
/// feed it the inputs of other processes.
///
/// A process runs tests when, in this order:
///
/// 1. **Not an Xcode preview.** `XCODE_RUNNING_FOR_PREVIEWS=1` makes it a preview (`.onPreview`), never a test,
///    even when the previewed code links a test framework.
/// 2. **Xcode says so: `XCTestConfigurationFilePath` is set.** Xcode sets it in every process whose tests it
///    runs, XCTest or Swift Testing, hosted in an app or run by its `xctest` agent. (It sets
///    `XCTestBundlePath` and `XCTestSessionIdentifier` next to it; neither decides alone.) An app that a UI
///    test launches through `XCUIApplication` has none of them: it runs its real code, driven from the test
///    runner's process, and at most carries the runner's bootstrap library (`libXCTTargetBootstrapInject.dylib`)
///    and the test's own `launchArguments` and `launchEnvironment`.
/// 3. **A test runner is the executable**, named exactly: `xctest` (XCTest's runner, which `swift test` uses on
///    macOS), `swiftpm-testing-helper` (Swift Testing's under `swift test` on macOS), or a name ending in
///    `.xctest` (the test executable `swift test` builds on Linux), read from the process name or from the
///    first argument's last path component.
/// 4. **A test framework's own binary is loaded**, matched by exact name, never by a part of a path: XCTest's
///    (`XCTest.framework/XCTest`, `XCTest.framework/Versions/A/XCTest`, `libXCTest.so`) or Swift Testing's
///    (`Testing.framework/Testing`, `Testing.framework/Versions/A/Testing`, `libTesting.dylib`,
///    `libTesting.so`). Neither ships inside an app or on a device by itself, so an app built in a folder named
///    `XCTest Builds`, or embedding `XCTestDynamicOverlay.framework`, is not a test.
///
/// Factory looks at rule 2 and at the process name (containing `xctest` or `swiftpm-testing-helper`); rule 4
/// adds the loaded frameworks, read by exact name so that a folder's or a library's name cannot turn test
/// overrides on in a shipped app.
enum TestHostDetection {
    /// Whether a process with these inputs runs tests; see ``TestHostDetection`` for the rules, in order.
    ///
    /// - Parameters:
    ///   - environment: the process's environment variables.
    ///   - processName: its name (`ProcessInfo.processName`).
    ///   - arguments: its launch arguments, the executable's path first.
    ///   - loadedImages: the paths of the binaries loaded into it (dyld's images, or `/proc/self/maps`).
    static func isRunningTests(
        environment: [String: String], processName: String, arguments: [String], loadedImages: [String]
    ) -> Bool {
        if environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { return false }
        if environment["XCTestConfigurationFilePath"] != nil { return true }
        if isTestRunner(processName) || arguments.first.map({ isTestRunner(lastComponent(of: $0)) }) == true {
            return true
        }
        return loadedImages.contains(where: isTestFrameworkBinary)
    }

    /// Rule 3: the executable's name is a test runner's.
    static func isTestRunner(_ name: String) -> Bool {
        name == "xctest" || name == "swiftpm-testing-helper" || (name.hasSuffix(".xctest") && name != ".xctest")
    }

    /// Rule 4: `path` is the binary of XCTest or Swift Testing.
    static func isTestFrameworkBinary(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let name = components.last else { return false }
        if name == "libXCTest.so" || name == "libTesting.so" || name == "libTesting.dylib" { return true }
        guard name == "XCTest" || name == "Testing" else { return false }
        let framework = name + ".framework"
        let count = components.count
        // `X.framework/X` (iOS, tvOS, watchOS, visionOS), `X.framework/Versions/<version>/X` (macOS).
        return (count >= 2 && components[count - 2] == framework)
            || (count >= 4 && components[count - 3] == "Versions" && components[count - 4] == framework)
    }

    private static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
