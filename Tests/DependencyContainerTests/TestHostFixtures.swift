// SPDX-License-Identifier: MPL-2.0

/// What a process sees of itself, in the situations `FactoryContext` must tell apart: its environment, name,
/// arguments and loaded images, written out as those processes have them (trimmed to what matters and to a
/// representative part of their dozens of system libraries).
struct TestHostFixture {
    var environment: [String: String]
    var processName: String
    var arguments: [String]
    var loadedImages: [String]
}

enum TestHostFixtures {
    static let deviceApp = "/private/var/containers/Bundle/Application/5D1C8A2E-93B4-4E0F-A1C7-2B6F0D9E4C31/Mail.app"
    static let simulatorDevice =
        "/Users/dana/Library/Developer/CoreSimulator/Devices/8F3B2C1A-6D7E-4A9B-B0C1-D2E3F4A5B6C7"
    static let simulatorApp =
        simulatorDevice + "/data/Containers/Bundle/Application/1A2B3C4D-5E6F-4071-8293-A4B5C6D7E8F9/Mail.app"
    static let iPhoneSimulatorPlatform = "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneSimulator.platform"
    static let macPlatform = "/Applications/Xcode.app/Contents/Developer/Platforms/MacOSX.platform"

    /// The system libraries every iOS app loads (from the shared cache).
    static let iOSSystemImages = [
        "/usr/lib/libobjc.A.dylib",
        "/usr/lib/system/libdyld.dylib",
        "/usr/lib/system/libsystem_pthread.dylib",
        "/usr/lib/swift/libswiftCore.dylib",
        "/usr/lib/swift/libswift_Concurrency.dylib",
        "/usr/lib/swift/libswift_StringProcessing.dylib",
        "/usr/lib/swift/libswiftObservation.dylib",
        "/System/Library/Frameworks/CoreFoundation.framework/CoreFoundation",
        "/System/Library/Frameworks/Foundation.framework/Foundation",
        "/System/Library/Frameworks/Combine.framework/Combine",
        "/System/Library/Frameworks/UIKit.framework/UIKit",
        "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore",
        "/System/Library/Frameworks/SwiftUI.framework/SwiftUI",
        "/System/Library/Frameworks/QuartzCore.framework/QuartzCore",
        "/System/Library/Frameworks/Security.framework/Security",
        "/System/Library/Frameworks/Network.framework/Network",
    ]

    /// An app launched from the home screen: its own frameworks embedded, among them pointfree's
    /// `XCTestDynamicOverlay` (which exists so that apps need not link XCTest) and an A/B-testing module of the
    /// app's own.
    static let appLaunch = TestHostFixture(
        environment: [
            "HOME": "/private/var/mobile/Containers/Data/Application/0C9D8E7F-6A5B-4C3D-9E2F-1A0B9C8D7E6F",
            "TMPDIR": "/private/var/mobile/Containers/Data/Application/0C9D8E7F-6A5B-4C3D-9E2F-1A0B9C8D7E6F/tmp/",
            "PATH": "/usr/bin:/bin:/usr/sbin:/sbin",
            "SHELL": "/bin/sh",
            "USER": "mobile",
            "LOGNAME": "mobile",
            "__CF_USER_TEXT_ENCODING": "0x1F5:0:0",
        ],
        processName: "Mail",
        arguments: [deviceApp + "/Mail"],
        loadedImages: [deviceApp + "/Mail"] + iOSSystemImages + [
            deviceApp + "/Frameworks/XCTestDynamicOverlay.framework/XCTestDynamicOverlay",
            deviceApp + "/Frameworks/IssueReporting.framework/IssueReporting",
            deviceApp + "/Frameworks/ConcurrencyExtras.framework/ConcurrencyExtras",
            deviceApp + "/Frameworks/ABTesting.framework/ABTesting",
            deviceApp + "/Frameworks/UtilityKit.framework/UtilityKit",
        ])

    /// A Mac app run from Xcode (the Run action), built in a folder named "XCTest Builds".
    static let appBuiltInXCTestBuildsFolder: TestHostFixture = {
        let products = "/Users/dana/XCTest Builds/DerivedData/Mail-fbqlzkdoxvjmgsbwnlhpkcqaefgt/Build/Products/Debug"
        let app = products + "/Mail.app/Contents"
        return TestHostFixture(
            environment: [
                "HOME": "/Users/dana",
                "DYLD_FRAMEWORK_PATH": products,
                "DYLD_LIBRARY_PATH": products,
                "__XCODE_BUILT_PRODUCTS_DIR_PATHS": products,
                "__XPC_DYLD_FRAMEWORK_PATH": products,
                "OS_ACTIVITY_DT_MODE": "YES",
                "NSUnbufferedIO": "YES",
            ],
            processName: "Mail",
            arguments: [app + "/MacOS/Mail", "-NSDocumentRevisionsDebugMode", "YES"],
            loadedImages: [
                app + "/MacOS/Mail",
                app + "/MacOS/Mail.debug.dylib",
                app + "/Frameworks/UtilityKit.framework/Versions/A/UtilityKit",
                "/usr/lib/swift/libswiftCore.dylib",
                "/System/Library/Frameworks/AppKit.framework/Versions/C/AppKit",
                "/System/Library/Frameworks/Foundation.framework/Versions/C/Foundation",
            ])
    }()

    /// Unit tests hosted in the app, run by Xcode in a simulator: Xcode launches the app with XCTest's variables
    /// and injects XCTest, which loads the test bundle from the app's `PlugIns`.
    static let hostedUnitTests = TestHostFixture(
        environment: [
            "XCTestConfigurationFilePath": simulatorDevice
                + "/data/Containers/Data/Application/9A8B7C6D-5E4F-4321-8765-4A3B2C1D0E9F/tmp/Mail-5C4D3E2F.xctestconfiguration",
            "XCTestBundlePath": simulatorApp + "/PlugIns/MailTests.xctest",
            "XCTestSessionIdentifier": "3E0F6B1C-2D4A-4B8E-9C7D-5F1A2B3C4D5E",
            "XCInjectBundleInto": simulatorApp + "/Mail",
            "DYLD_INSERT_LIBRARIES": iPhoneSimulatorPlatform + "/Developer/usr/lib/libXCTestBundleInject.dylib",
            "SIMULATOR_UDID": "8F3B2C1A-6D7E-4A9B-B0C1-D2E3F4A5B6C7",
        ],
        processName: "Mail",
        arguments: [simulatorApp + "/Mail"],
        loadedImages: [simulatorApp + "/Mail", simulatorApp + "/Mail.debug.dylib"] + iOSSystemImages + [
            iPhoneSimulatorPlatform + "/Developer/usr/lib/libXCTestBundleInject.dylib",
            iPhoneSimulatorPlatform + "/Developer/Library/Frameworks/XCTest.framework/XCTest",
            iPhoneSimulatorPlatform + "/Developer/Library/PrivateFrameworks/XCTestCore.framework/XCTestCore",
            iPhoneSimulatorPlatform + "/Developer/usr/lib/libXCTestSwiftSupport.dylib",
            simulatorApp + "/PlugIns/MailTests.xctest/MailTests",
        ])

    /// Swift Testing tests hosted in the app, run by Xcode 16 in a simulator: the same launch, and Swift Testing
    /// loaded next to XCTest.
    static let swiftTestingUnderXcode: TestHostFixture = {
        var fixture = hostedUnitTests
        fixture.loadedImages += [
            iPhoneSimulatorPlatform + "/Developer/Library/Frameworks/Testing.framework/Testing",
            iPhoneSimulatorPlatform + "/Developer/usr/lib/lib_TestingInterop.dylib",
        ]
        return fixture
    }()

    /// The process a UI test drives: `XCUIApplication().launch()` starts the app with the test's launch arguments
    /// and environment; the tests run in the runner's process (`MailUITests-Runner`), not here. Older Xcode
    /// versions inject their bootstrap library into it.
    static let appUnderUITest = TestHostFixture(
        environment: [
            "UITEST_DISABLE_ANIMATIONS": "1",
            "DYLD_INSERT_LIBRARIES": "/Developer/usr/lib/libXCTTargetBootstrapInject.dylib",
            "SIMULATOR_UDID": "8F3B2C1A-6D7E-4A9B-B0C1-D2E3F4A5B6C7",
        ],
        processName: "Mail",
        arguments: [simulatorApp + "/Mail", "-uiTesting", "-AppleLanguages", "(en)"],
        loadedImages: [simulatorApp + "/Mail", simulatorApp + "/Mail.debug.dylib"] + iOSSystemImages + [
            "/Developer/usr/lib/libXCTTargetBootstrapInject.dylib",
            "/System/Library/PrivateFrameworks/XCTTargetBootstrap.framework/XCTTargetBootstrap",
        ])

    /// The UI test's own process, the runner app Xcode builds for the UI-test target.
    static let uiTestRunner: TestHostFixture = {
        let runner =
            simulatorDevice
            + "/data/Containers/Bundle/Application/7E6D5C4B-3A29-4180-9F8E-7D6C5B4A3928/MailUITests-Runner.app"
        return TestHostFixture(
            environment: [
                "XCTestConfigurationFilePath": simulatorDevice
                    + "/data/Containers/Data/Application/6F5E4D3C-2B1A-4098-8765-43210FEDCBA9/tmp/MailUITests.xctestconfiguration",
                "XCTestBundlePath": runner + "/PlugIns/MailUITests.xctest",
                "XCTestSessionIdentifier": "3E0F6B1C-2D4A-4B8E-9C7D-5F1A2B3C4D5E",
            ],
            processName: "MailUITests-Runner",
            arguments: [runner + "/MailUITests-Runner"],
            loadedImages: [runner + "/MailUITests-Runner"] + iOSSystemImages + [
                iPhoneSimulatorPlatform + "/Developer/Library/Frameworks/XCTest.framework/XCTest",
                iPhoneSimulatorPlatform + "/Developer/Library/Frameworks/XCUIAutomation.framework/XCUIAutomation",
                runner + "/PlugIns/MailUITests.xctest/MailUITests",
            ])
    }()

    /// `swift test` on macOS running Swift Testing: SwiftPM starts its helper with the test bundle and the library.
    static let swiftTestOnMacSwiftTesting = TestHostFixture(
        environment: ["HOME": "/Users/dana", "PWD": "/Users/dana/UtilityKit"],
        processName: "swiftpm-testing-helper",
        arguments: [
            "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/libexec/swift/pm/swiftpm-testing-helper",
            "--test-bundle-path",
            "/Users/dana/UtilityKit/.build/arm64-apple-macosx/debug/UtilityKitPackageTests.xctest/Contents/MacOS/UtilityKitPackageTests",
            "--testing-library", "swift-testing",
        ],
        loadedImages: [
            "/Users/dana/UtilityKit/.build/arm64-apple-macosx/debug/UtilityKitPackageTests.xctest/Contents/MacOS/UtilityKitPackageTests",
            "/usr/lib/swift/libswiftCore.dylib",
            "/System/Library/Frameworks/Foundation.framework/Versions/C/Foundation",
            macPlatform + "/Developer/Library/Frameworks/Testing.framework/Versions/A/Testing",
            macPlatform + "/Developer/Library/Frameworks/XCTest.framework/Versions/A/XCTest",
        ])

    /// `swift test` on macOS running XCTest: Xcode's `xctest` runner loads the bundle.
    static let swiftTestOnMacXCTest = TestHostFixture(
        environment: ["HOME": "/Users/dana", "PWD": "/Users/dana/UtilityKit"],
        processName: "xctest",
        arguments: [
            "/Applications/Xcode.app/Contents/Developer/usr/bin/xctest",
            "/Users/dana/UtilityKit/.build/arm64-apple-macosx/debug/UtilityKitPackageTests.xctest",
        ],
        loadedImages: [
            "/Applications/Xcode.app/Contents/Developer/usr/bin/xctest",
            macPlatform + "/Developer/Library/Frameworks/XCTest.framework/Versions/A/XCTest",
            "/Users/dana/UtilityKit/.build/arm64-apple-macosx/debug/UtilityKitPackageTests.xctest/Contents/MacOS/UtilityKitPackageTests",
        ])

    /// `swift test` on Linux: the test executable itself, with Swift Testing's option.
    static let swiftTestOnLinux = TestHostFixture(
        environment: ["HOME": "/root", "PWD": "/work/UtilityKit"],
        processName: "UtilityKitPackageTests.xctest",
        arguments: [
            "/work/UtilityKit/.build/x86_64-unknown-linux-gnu/debug/UtilityKitPackageTests.xctest",
            "--testing-library", "swift-testing",
        ],
        loadedImages: [
            "/work/UtilityKit/.build/x86_64-unknown-linux-gnu/debug/UtilityKitPackageTests.xctest",
            "/opt/swift/usr/lib/swift/linux/libswiftCore.so",
            "/opt/swift/usr/lib/swift/linux/libFoundation.so",
            "/opt/swift/usr/lib/swift/linux/libXCTest.so",
            "/opt/swift/usr/lib/swift/linux/libTesting.so",
            "/usr/lib/x86_64-linux-gnu/libc.so.6",
        ])

    /// An Xcode preview of a view in the app, run in the app's process with the preview's dylib loaded.
    static let xcodePreview = TestHostFixture(
        environment: [
            "XCODE_RUNNING_FOR_PREVIEWS": "1",
            "SIMULATOR_UDID": "8F3B2C1A-6D7E-4A9B-B0C1-D2E3F4A5B6C7",
        ],
        processName: "Mail",
        arguments: [simulatorApp + "/Mail"],
        loadedImages: [simulatorApp + "/Mail", simulatorApp + "/Mail.debug.dylib", simulatorApp + "/__preview.dylib"]
            + iOSSystemImages)
}
