// SPDX-License-Identifier: MPL-2.0

import Assertions
import Foundation
import SwiftConcurrency

/// How urgently the app's work should run; the most urgent live request wins.
enum WorkPriority: Int, AssertionValue, CustomStringConvertible {
    case background, utility, userInitiated, critical

    static var defaultValue: WorkPriority { .background }

    static func reduce(into partialResult: inout WorkPriority, nextValue: WorkPriority) {
        if nextValue.rawValue > partialResult.rawValue {
            partialResult = nextValue
        }
    }

    var description: String {
        ["background", "utility", "userInitiated", "critical"][rawValue]
    }
}

/// A spinner that shows while the busy manager says so, noting each time it appears or disappears.
final class BusySpinner: AssertionManagerDelegate, Sendable {
    private let transitions = ConcurrencySafeContainer<[String]>([])

    func assertionManager<Value>(_ manager: AssertionManager<Value>, didUpdateValue value: Value) {
        let line = (value as? Bool) == true ? "spinner shown" : "spinner hidden"
        transitions.withLock { $0.append(line) }
    }

    var log: [String] { transitions.withLock { $0 } }
}

/// Holds one piece of work's assertion, as a view model or operation would.
final class Job {
    var busy: Assertion?
}

/// Overlapping work drives one busy indicator; requests of different urgency resolve to one priority.
struct AssertionsChapter: DemoChapter {
    let title = "Assertions — many requests, one resolved value"
    let summary = "Each component asserts what it needs; the manager reduces the live requests to one value."

    func run(_ narrator: Narrator) async throws {
        try busyIndicator(narrator)
        try await manyTasks(narrator)
        try priorities(narrator)
    }

    private func busyIndicator(_ narrator: Narrator) throws {
        let busy = AssertionManager<Bool>("Busy")
        let spinner = BusySpinner()
        busy.delegate = spinner
        let network = Job()
        let processing = Job()
        let thumbnails = Job()

        network.busy = busy.acquireAssertion(reason: "Network: fetch feed", value: true)
        processing.busy = busy.acquireAssertion(reason: "Processing: decode images", value: true)
        narrator.say("Fetching and decoding overlap:")
        narrator.say(busy.description.replacingOccurrences(of: "\n", with: "\n  "))
        network.busy = nil
        thumbnails.busy = busy.acquireAssertion(reason: "Network: thumbnails", value: true)
        thumbnails.busy?.invalidate()
        processing.busy = nil

        narrator.say("Spinner: " + spinner.log.joined(separator: ", "))
        try narrator.check(
            spinner.log == ["spinner shown", "spinner hidden"],
            "three overlapping jobs showed the spinner once and hid it once, when the last one ended"
        )
        try narrator.check(!busy.value && busy.liveAssertionCount == 0, "no request is left behind")
    }

    private func manyTasks(_ narrator: Narrator) async throws {
        let busy = AssertionManager<Bool>("Busy")
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let request = busy.acquireAssertion(reason: "task \(index)", value: true)
                    await Task.yield()
                    request.invalidate()
                }
            }
        }
        narrator.say("200 concurrent tasks each asserted \"busy\" and let go.")
        try narrator.check(
            !busy.value && busy.liveAssertionCount == 0,
            "safe from any task: the value is back to false with nothing live"
        )
    }

    private func priorities(_ narrator: Narrator) throws {
        let priority = AssertionManager<WorkPriority>("TaskPriority")
        let sync = priority.acquireAssertion(reason: "Background sync", value: .utility)
        let scrolling = priority.acquireAssertion(reason: "User is scrolling", value: .userInitiated)
        narrator.say("Sync asks for utility, scrolling for userInitiated: \(priority.value)")
        let duringScroll = priority.value
        do {
            let alert = priority.acquireAssertion(reason: "Critical alert", value: .critical)
            narrator.say("While \"\(alert.reason)\" is in scope: \(priority.value)")
        }
        let afterAlert = priority.value
        scrolling.invalidate()
        narrator.say("The alert went out of scope and scrolling stopped: \(priority.value)")
        try narrator.check(
            duringScroll == .userInitiated && afterAlert == .userInitiated && priority.value == .utility,
            "the most urgent live request wins, and an assertion ends with its scope"
        )
        sync.invalidate()
        try narrator.check(priority.value == .background, "with no request left, the default applies")
    }
}
