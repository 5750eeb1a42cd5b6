// SPDX-License-Identifier: MPL-2.0

import Testing

// @testable: the rule is internal; `FactoryContext()` applies it to the running process only.
@testable import DependencyContainer

extension TestHostFixture {
    var isRunningTests: Bool {
        TestHostDetection.isRunningTests(
            environment: environment, processName: processName, arguments: arguments, loadedImages: loadedImages)
    }

    func replacing(environment: [String: String]? = nil, loadedImages: [String]? = nil) -> TestHostFixture {
        var fixture = self
        if let environment { fixture.environment = environment }
        if let loadedImages { fixture.loadedImages = loadedImages }
        return fixture
    }
}

/// `.onTest` registrations apply only where tests run: each case below is a process as it sees itself
/// (`TestHostFixtures`), and names the rule of ``TestHostDetection`` that decides it.
@Suite("Test detection: tests are detected where they run, and never in a shipped app")
struct TestHostDetectionTests {
    typealias Fixtures = TestHostFixtures

    // Rule 4 matches binaries by exact name: pointfree's XCTestDynamicOverlay and an app's own A/B-testing
    // module contain "XCTest" and "Testing.framework" in their paths, and neither is a test framework.
    @Test("An app launched on a device, embedding XCTestDynamicOverlay.framework, is not a test")
    func appLaunch() {
        #expect(!Fixtures.appLaunch.isRunningTests)
    }

    // Rule 4 reads the last path components only: a folder's name is no framework.
    @Test("An app built in a folder named \"XCTest Builds\" and run from Xcode is not a test")
    func appBuiltInXCTestBuildsFolder() {
        #expect(!Fixtures.appBuiltInXCTestBuildsFolder.isRunningTests)
    }

    // Rule 2: Xcode sets XCTestConfigurationFilePath in the app it hosts tests in; rule 4: it injects XCTest.
    @Test("Unit tests hosted in the app under Xcode are tests, told by Xcode's variable and by XCTest loaded")
    func hostedUnitTests() {
        let hosted = Fixtures.hostedUnitTests
        #expect(hosted.isRunningTests)
        #expect(hosted.replacing(loadedImages: Fixtures.iOSSystemImages).isRunningTests, "rule 2 alone")
        #expect(hosted.replacing(environment: [:]).isRunningTests, "rule 4 alone: XCTest.framework/XCTest")
    }

    // Rules 2 and 4: Xcode runs Swift Testing through the same launch, with Testing.framework/Testing loaded.
    @Test("Swift Testing under Xcode is a test, also told by Testing.framework alone")
    func swiftTestingUnderXcode() {
        let fixture = Fixtures.swiftTestingUnderXcode
        #expect(fixture.isRunningTests)
        let testingOnly = fixture.loadedImages.filter { !$0.hasSuffix("/XCTest") }
        #expect(fixture.replacing(environment: [:], loadedImages: testingOnly).isRunningTests)
    }

    // XCUIApplication launches the app with the test's launch arguments and environment and no
    // XCTestConfigurationFilePath; the tests run in the runner's process. The app must run its real code.
    @Test("The app a UI test launches is not a test, though it carries the runner's bootstrap library")
    func appUnderUITest() {
        #expect(!Fixtures.appUnderUITest.isRunningTests)
        #expect(Fixtures.uiTestRunner.isRunningTests, "the UI test's runner process is one (rules 2 and 4)")
    }

    // Rule 3: `swift test` on macOS runs Swift Testing in `swiftpm-testing-helper`, XCTest in `xctest`; rule 4
    // reads macOS's versioned framework layout.
    @Test("swift test on macOS is a test: swiftpm-testing-helper for Swift Testing, xctest for XCTest")
    func swiftTestOnMac() {
        let swiftTesting = Fixtures.swiftTestOnMacSwiftTesting
        #expect(swiftTesting.isRunningTests)
        #expect(swiftTesting.replacing(loadedImages: []).isRunningTests, "rule 3 alone: the helper's name")
        let testing = Fixtures.macPlatform + "/Developer/Library/Frameworks/Testing.framework/Versions/A/Testing"
        var renamed = swiftTesting.replacing(loadedImages: [testing])
        renamed.processName = "runner"
        renamed.arguments = ["/usr/local/bin/runner"]
        #expect(renamed.isRunningTests, "rule 4 alone: Testing.framework/Versions/A/Testing")
        #expect(Fixtures.swiftTestOnMacXCTest.isRunningTests)
        #expect(Fixtures.swiftTestOnMacXCTest.replacing(loadedImages: []).isRunningTests, "rule 3: xctest")
    }

    // Rule 3: on Linux `swift test` runs the `…PackageTests.xctest` executable; rule 4: libXCTest.so, libTesting.so.
    @Test("swift test on Linux is a test: the .xctest executable, with libTesting.so loaded")
    func swiftTestOnLinux() {
        let linux = Fixtures.swiftTestOnLinux
        #expect(linux.isRunningTests)
        #expect(linux.replacing(loadedImages: []).isRunningTests, "rule 3 alone")
        var renamed = linux
        renamed.processName = "runner"
        renamed.arguments = ["/usr/local/bin/runner"]
        #expect(renamed.isRunningTests, "rule 4 alone: libXCTest.so and libTesting.so")
    }

    // Rule 1: XCODE_RUNNING_FOR_PREVIEWS=1 is a preview (`.onPreview`), never a test, whatever it loads.
    @Test("An Xcode preview is not a test, even when the previewed code loads XCTest")
    func xcodePreview() {
        let preview = Fixtures.xcodePreview
        #expect(!preview.isRunningTests)
        let linkingXCTest =
            preview.loadedImages + [
                Fixtures.iPhoneSimulatorPlatform + "/Developer/Library/Frameworks/XCTest.framework/XCTest"
            ]
        #expect(!preview.replacing(loadedImages: linkingXCTest).isRunningTests)
    }

    // Rule 4's names, one by one: the test frameworks' binaries, and near misses that are not.
    @Test("Only the test frameworks' own binaries count, by their exact names")
    func exactImageNames() {
        for path in [
            "/x/XCTest.framework/XCTest", "/x/XCTest.framework/Versions/A/XCTest", "/x/libXCTest.so",
            "/x/Testing.framework/Testing", "/x/Testing.framework/Versions/A/Testing", "/x/libTesting.dylib",
            "/x/libTesting.so",
        ] {
            #expect(TestHostDetection.isTestFrameworkBinary(path), "\(path)")
        }
        for path in [
            "/x/XCTestDynamicOverlay.framework/XCTestDynamicOverlay", "/XCTest Builds/Mail.app/Mail",
            "/x/ABTesting.framework/ABTesting", "/x/XCTest/Mail", "/x/Testing", "/x/Other.framework/Testing",
            "/x/libXCTestBundleInject.dylib", "/x/libXCTestSwiftSupport.dylib", "/x/lib_TestingInterop.dylib",
            "/x/XCTestCore.framework/XCTestCore", "/x/libXCTTargetBootstrapInject.dylib", "",
        ] {
            #expect(!TestHostDetection.isTestFrameworkBinary(path), "\(path)")
        }
    }
}
