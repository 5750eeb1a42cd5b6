// SPDX-License-Identifier: MPL-2.0

import Assertions
import Foundation
import Observation
import SwiftConcurrency
import Testing

// The usage examples harlanhaskins/Assertions documents, whose API this module follows, adapted where they
// could not compile: `Priority` gains its missing `Int` raw type, and the structs whose `reduce` assigns to
// their fields declare those fields `var`.

enum Priority: Int, AssertionValue {
    case low, medium, high, critical

    static var defaultValue: Priority { .low }

    static func reduce(into partialResult: inout Priority, nextValue: Priority) {
        if nextValue.rawValue > partialResult.rawValue {
            partialResult = nextValue
        }
    }
}

struct AudioConfiguration: AssertionValue, Equatable {
    var category: String
    var volume: Float

    static var defaultValue: AudioConfiguration {
        AudioConfiguration(category: "ambient", volume: 0.5)
    }

    static func reduce(into partialResult: inout AudioConfiguration, nextValue: AudioConfiguration) {
        partialResult.volume = max(partialResult.volume, nextValue.volume)
        if nextValue.category == "playback" {
            partialResult.category = nextValue.category
        }
    }
}

struct FeatureFlags: AssertionValue, Equatable {
    var experimentalUI: Bool
    var debugMode: Bool
    var betaFeatures: Bool

    static var defaultValue: FeatureFlags {
        FeatureFlags(experimentalUI: false, debugMode: false, betaFeatures: false)
    }

    static func reduce(into partialResult: inout FeatureFlags, nextValue: FeatureFlags) {
        partialResult.experimentalUI = partialResult.experimentalUI || nextValue.experimentalUI
        partialResult.debugMode = partialResult.debugMode || nextValue.debugMode
        partialResult.betaFeatures = partialResult.betaFeatures || nextValue.betaFeatures
    }
}

struct MinMaxValue: AssertionValue, Equatable {
    var min: Int
    var max: Int

    static var defaultValue: MinMaxValue {
        MinMaxValue(min: 0, max: 100)
    }

    static func reduce(into partialResult: inout MinMaxValue, nextValue: MinMaxValue) {
        partialResult.min = Swift.min(partialResult.min, nextValue.min)
        partialResult.max = Swift.max(partialResult.max, nextValue.max)
    }
}

/// The UI-state example, with its prints turned into a log the test can read.
final class ViewController {
    private let loadingManager = AssertionManager<Bool>("LoadingState")
    private var networkAssertion: Assertion?
    private var dataAssertion: Assertion?
    var printed: [String] = []

    func startNetworkRequest() {
        networkAssertion = loadingManager.acquireAssertion(reason: "Network request", value: true)
        printed.append("Loading: \(loadingManager.value)")
    }

    func startDataProcessing() {
        dataAssertion = loadingManager.acquireAssertion(reason: "Data processing", value: true)
        printed.append("Loading: \(loadingManager.value)")
    }

    func finishNetworkRequest() {
        networkAssertion?.invalidate()
        networkAssertion = nil
        printed.append("Loading: \(loadingManager.value)")
    }

    func finishDataProcessing() {
        dataAssertion = nil
        printed.append("Loading: \(loadingManager.value)")
    }
}

let audioManager = AssertionManager<AudioConfiguration>("AudioSession")

final class MusicPlayer {
    private var audioAssertion: Assertion?

    func startPlayback() {
        audioAssertion = audioManager.acquireAssertion(
            reason: "Music playback",
            value: AudioConfiguration(category: "playback", volume: 0.8)
        )
    }

    func stopPlayback() {
        audioAssertion?.invalidate()
        audioAssertion = nil
    }
}

@Observable
final class AppState {
    let modalManager = AssertionManager<Bool>("ModalPresented")
    let busyManager = AssertionManager<Bool>("AppBusy")
}

/// The example's delegate, printing into a shared log.
final class MyDelegate: AssertionManagerDelegate {
    let log: ConcurrencySafeContainer<[String]>

    init(log: ConcurrencySafeContainer<[String]>) {
        self.log = log
    }

    func assertionManager<Value>(_ manager: AssertionManager<Value>, didUpdateValue value: Value) {
        log.withLockUnchecked { $0.append("Value updated to: \(value)") }
    }
}

@Suite(
    "Usage examples: quick start, UI state, priorities, audio, feature flags, delegate, min/max",
    .timeLimit(.minutes(5)))
struct UsageExampleTests {
    @Test func quickStart() {
        let sidebarManager = AssertionManager<Bool>("SidebarClosed")
        let assertion = sidebarManager.acquireAssertion(reason: "User preference", value: true)
        #expect(sidebarManager.value == true)
        assertion.invalidate()
        #expect(sidebarManager.value == false)
    }

    @Test func uiStateManagement() {
        let controller = ViewController()
        controller.startNetworkRequest()
        controller.startDataProcessing()
        controller.finishNetworkRequest()
        controller.finishDataProcessing()
        #expect(controller.printed == ["Loading: true", "Loading: true", "Loading: true", "Loading: false"])
    }

    @Test func priorityManagement() {
        let priorityManager = AssertionManager<Priority>("TaskPriority")
        let backgroundTask = priorityManager.acquireAssertion(reason: "Background sync", value: .low)
        let userAction = priorityManager.acquireAssertion(reason: "User interaction", value: .high)
        #expect(priorityManager.value == .high)
        let holds = backgroundTask.isValid && userAction.isValid
        #expect(holds)
    }

    @Test func assertionsLiveUntilTheEndOfTheirScopeEvenIfUnused() {
        let priorityManager = AssertionManager<Priority>("TaskPriority")
        do {
            let userAction = priorityManager.acquireAssertion(reason: "User interaction", value: .critical)
            #expect(priorityManager.value == .critical)
            let holds = userAction.reason == "User interaction"
            #expect(holds)
        }
        #expect(priorityManager.value == .low)
    }

    @Test func audioSessionManagement() {
        let player = MusicPlayer()
        player.startPlayback()
        #expect(audioManager.value == AudioConfiguration(category: "playback", volume: 0.8))
        player.stopPlayback()
        #expect(audioManager.value == .defaultValue)
    }

    @Test func featureFlags() {
        let flagManager = AssertionManager<FeatureFlags>("AppFeatures")
        let betaAssertion = flagManager.acquireAssertion(
            reason: "Beta user",
            value: FeatureFlags(experimentalUI: true, debugMode: false, betaFeatures: true)
        )
        let debugAssertion = flagManager.acquireAssertion(
            reason: "Debug build",
            value: FeatureFlags(experimentalUI: false, debugMode: true, betaFeatures: false)
        )
        #expect(flagManager.value == FeatureFlags(experimentalUI: true, debugMode: true, betaFeatures: true))
        let holds = betaAssertion.isValid && debugAssertion.isValid
        #expect(holds)
    }

    @Test func manualManagement() {
        let manager = AssertionManager<Bool>("ManualExample")
        let assertion = manager.acquireAssertion(reason: "Manual control", value: true)
        let holds = assertion.isValid && manager.value
        #expect(holds)
        assertion.invalidate()
        let released = !assertion.isValid && !manager.value
        #expect(released)
    }

    @Test func delegateIsToldBeforeAcquireReturns() {
        let log = ConcurrencySafeContainer<[String]>([])
        let delegate = MyDelegate(log: log)
        let manager = AssertionManager<Bool>("Delegated")
        manager.delegate = delegate

        let assertion = manager.acquireAssertion(reason: "Delegate test", value: true)
        log.withLock { $0.append("After assertion granted") }

        #expect(log.withLock { $0 } == ["Value updated to: true", "After assertion granted"])
        let holds = assertion.isValid
        #expect(holds)
    }

    @Test func minMax() {
        let manager = AssertionManager<MinMaxValue>("Range")
        let narrow = manager.acquireAssertion(reason: "narrow", value: MinMaxValue(min: 10, max: 50))
        let wide = manager.acquireAssertion(reason: "wide", value: MinMaxValue(min: -5, max: 80))
        #expect(manager.value == MinMaxValue(min: -5, max: 100))
        let holds = narrow.isValid && wide.isValid
        #expect(holds)
    }

    @Test func debuggingDescriptionListsEveryLiveAssertion() {
        let manager = AssertionManager<Bool>("DebugExample")
        let assertion1 = manager.acquireAssertion(reason: "First reason", value: true)
        let assertion2 = manager.acquireAssertion(reason: "Second reason", value: false)

        let lines = manager.description.split(separator: "\n").map(String.init)
        #expect(lines.first == "AssertionManager<Bool>(\"DebugExample\"): true, 2 live assertions")
        #expect(
            lines.dropFirst() == [
                "  - \(assertion1.id): \"First reason\" = true", "  - \(assertion2.id): \"Second reason\" = false",
            ])
    }

    @Test func observableAppStateReportsChanges() {
        let appState = AppState()
        let changed = ConcurrencySafeContainer(false)
        withObservationTracking {
            _ = appState.busyManager.value
        } onChange: {
            changed.withLock { $0 = true }
        }
        let busy = appState.busyManager.acquireAssertion(reason: "Loading", value: true)
        #expect(changed.withLock { $0 })
        #expect(appState.busyManager.value && !appState.modalManager.value)
        let holds = busy.isValid
        #expect(holds)
    }

    @Test func threadSafetyExampleFromAnotherActor() async {
        let manager = AssertionManager<Bool>("Background")
        await MainActor.run {
            let assertion = manager.acquireAssertion(reason: "Background task", value: true)
            let holds = manager.value && assertion.isValid
            #expect(holds)
        }
        #expect(!manager.value)
    }
}
