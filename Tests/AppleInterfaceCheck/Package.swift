// swift-tools-version: 6.1
import PackageDescription

// Small stand-ins for Apple's frameworks, declaring only what UtilityKit's Apple-only code uses, each declaration
// transcribed from Apple's documentation. `.ci/apple-interface-check` builds them and type-checks the package's
// Apple-only files against them on Linux. Never linked into anything: these modules have no behaviour.
let package = Package(
    name: "AppleInterfaceCheck",
    products: [
        .library(name: "AppleInterfaces", targets: ["Darwin", "os", "UIKit", "AppKit", "SwiftUI"])
    ],
    targets: [
        .target(name: "Darwin", path: "Interfaces/Darwin"),
        .target(name: "os", path: "Interfaces/os"),
        .target(name: "UIKit", path: "Interfaces/UIKit"),
        .target(name: "AppKit", path: "Interfaces/AppKit"),
        .target(name: "SwiftUI", dependencies: ["UIKit", "AppKit"], path: "Interfaces/SwiftUI"),
    ],
    swiftLanguageModes: [.v6]
)
