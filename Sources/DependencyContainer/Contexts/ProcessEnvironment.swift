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

    /// Whether a test framework is loaded: XCTest's environment variables are not set by `swift test`, and
    /// Swift Testing sets none, so the process's name and its loaded libraries are what tell.
    @usableFromInline static let isRunningTests: Bool = {
        let environment = ProcessInfo.processInfo.environment
        if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil
            || environment["XCTestSessionIdentifier"] != nil
        {
            return true
        }
        // `swift test` runs an `…PackageTests.xctest` executable (Linux) or Xcode's `xctest` runner, and passes
        // Swift Testing its own option.
        let processName = ProcessInfo.processInfo.processName
        if processName.contains("xctest") || processName.contains("swiftpm-testing-helper") {
            return true
        }
        let arguments = ProcessInfo.processInfo.arguments
        let executable = arguments.first ?? ""
        if executable.hasSuffix(".xctest") || executable.contains(".xctest/") || executable.hasSuffix("/xctest")
            || arguments.contains("--testing-library")
        {
            return true
        }
        return loadedLibraryNames.contains { name in
            ["XCTest", "libTesting", "Testing.framework"].contains { name.contains($0) }
        }
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
    private static var loadedLibraryNames: [String] {
        #if canImport(MachO)
        (0..<_dyld_image_count()).compactMap { index in _dyld_get_image_name(index).map { String(cString: $0) } }
        #else
        (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8))?
            .split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) } ?? []
        #endif
    }
}
