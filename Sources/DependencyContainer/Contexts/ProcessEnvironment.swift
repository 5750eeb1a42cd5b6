import Foundation

#if canImport(Darwin)
import Darwin
#endif

/// Launch-time facts behind ``FactoryContext/detected``.
enum ProcessEnvironment {
    /// Whether a test framework is loaded: XCTest's environment variables are not set by `swift test`, and
    /// Swift Testing sets none, so the loaded libraries are what tells.
    static let isRunningTests: Bool = {
        let environment = ProcessInfo.processInfo.environment
        if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil
            || environment["XCTestSessionIdentifier"] != nil
        {
            return true
        }
        // `swift test` runs an `…PackageTests.xctest` executable (Linux) or Xcode's `xctest` runner, and passes
        // Swift Testing its own option.
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

    static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    static var isSimulator: Bool {
        #if targetEnvironment(simulator)
        true
        #else
        false
        #endif
    }

    static var isDevice: Bool {
        #if (os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)) && !targetEnvironment(simulator)
        true
        #else
        false
        #endif
    }

    /// The paths of the images loaded into the process.
    private static var loadedLibraryNames: [String] {
        #if canImport(Darwin)
        (0..<_dyld_image_count()).compactMap { index in _dyld_get_image_name(index).map { String(cString: $0) } }
        #else
        (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8))?
            .split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) } ?? []
        #endif
    }
}
