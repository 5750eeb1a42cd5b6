// SPDX-License-Identifier: MPL-2.0

import Foundation

// The loaded images are listed by dyld, whose functions `MachO` declares (on iOS, `Darwin` does not bring them).
#if canImport(MachO)
import MachO
#endif

/// What `FactoryContext()` detects.
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

/// Whether a process runs tests, decided from what it can see of itself.
enum TestHostDetection {
    /// Whether a process with these inputs runs tests; see ``TestHostDetection`` for the rules, in order.
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
