// SPDX-License-Identifier: MPL-2.0

import Assertions
import Testing

// A busy indicator shared by the app's screens, written in a main-actor target: the view models are
// `@MainActor` and hold their assertions as plain properties.

let busy = AssertionManager<Bool>("Busy")

enum SyncPriority: Int, AssertionValue {
    case idle, background, userInitiated

    static var defaultValue: SyncPriority { .idle }

    static func reduce(into partialResult: inout SyncPriority, nextValue: SyncPriority) {
        if nextValue.rawValue > partialResult.rawValue { partialResult = nextValue }
    }
}

struct MailboxUnavailable: Error {}

final class InboxViewModel {
    let activity: AssertionManager<Bool>
    private var loading: Assertion?
    private(set) var spinnerStates: [Bool] = []

    init(activity: AssertionManager<Bool>) { self.activity = activity }

    func refresh() { loading = activity.acquireAssertion(reason: "Refresh", value: true) }
    func refreshDidFinish() { loading = nil }

    func export() -> Int {
        activity.withAssertion(reason: "Export", value: true) {
            spinnerStates.append(activity.value)
            return 12
        }
    }

    func fetch() async throws -> [String] {
        try await activity.withAssertion(reason: "Fetch", value: true) {
            await Task.yield()
            spinnerStates.append(activity.value)  // main-actor state, across the suspension
            throw MailboxUnavailable()
        }
    }
}

@Suite("A main-actor app's assertions", .timeLimit(.minutes(1)))
struct BusyIndicatorTests {
    @Test func aViewModelHoldsItsAssertionAsAProperty() {
        let model = InboxViewModel(activity: AssertionManager("Inbox"))
        model.refresh()
        #expect(model.activity.value)
        model.refreshDidFinish()
        #expect(!model.activity.value)
    }

    @Test func theScopedFormHoldsTheAssertionForTheClosureOnly() async {
        let model = InboxViewModel(activity: AssertionManager("Inbox"))

        #expect(model.export() == 12)
        #expect(!model.activity.value)

        await #expect(throws: MailboxUnavailable.self) { try await model.fetch() }
        #expect(!model.activity.value)
        #expect(model.spinnerStates == [true, true])
        #expect(model.activity.liveAssertionCount == 0)
    }

    @Test func aSharedManagerAndACustomValue() {
        let priority = AssertionManager<SyncPriority>("Sync")
        let background = priority.acquireAssertion(reason: "Scheduled sync", value: .background)
        priority.withAssertion(reason: "Pull to refresh", value: .userInitiated) {
            #expect(priority.value == .userInitiated)
        }
        #expect(priority.value == .background)
        background.invalidate()
        #expect(priority.value == .idle)

        #expect(busy.withAssertion(reason: "Launch", value: true) { busy.value })
        #expect(!busy.value)
    }
}
