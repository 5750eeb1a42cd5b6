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
