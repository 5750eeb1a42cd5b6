// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import SwiftConcurrency

/// A login form: validation in `applyRules`, reactions in binding rules.
struct LoginForm: BehavioralStateContract {
    var username = ""
    var password = ""
    var status = ""
    var passwordHint = ""
    @IgnoredState var isLoading = false

    mutating func applyRules() {
        if username.isEmpty || password.isEmpty {
            status = "Please fill all fields"
        } else {
            status = "Ready to login"
        }
    }

    @SubscriptionBuilder
    static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        // Keep the username lowercase, whatever is typed.
        state.bind(to: \.username) { username in username = username.lowercased() }
        // React to password changes with their diff.
        state.bindDiffed(to: \.password) { model, diff in
            model.passwordHint = "\(diff.old?.count ?? 0) → \(diff.new.count) characters"
        }
    }
}

/// The view model a login screen would own.
final class LoginViewModel: Sendable {
    let form = ManagedState(wrappedValue: LoginForm())
}

/// The same form in an `ObservableObject`, as a SwiftUI screen on iOS 13 to 16 would own it.
final class LoginScreenModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @ManagedState var form = LoginForm()
}

/// A state whose rules settle, subscribers that see every state once, in order, and may write back.
struct ReactiveStateChapter: DemoChapter {
    let title = "ReactiveState"
    let summary =
        "A login form: rules settle every change, each subscriber sees every state once with the "
        + "right `old`, and writes from subscribers are delivered after the current emission."

    func run(_ narrator: Narrator) async throws {
        let viewModel = LoginViewModel()
        let log = ConcurrencySafeContainer<[String]>([])
        var bag = Set<AnyCancellable>()

        viewModel.form.sink { diff in
            let old = diff.old.map { "'\($0.username)', '\($0.status)'" } ?? "nil"
            let line = "diff: \(old) → '\(diff.username)', '\(diff.status)'"
            narrator.say(line)
            log.withLock { $0.append("screen:\(diff.username)") }
        }
        .store(in: &bag)
        viewModel.form.status.sink { (status: String) in log.withLock { $0.append("label:\(status)") } }
            .store(in: &bag)

        narrator.say("Typing a username (rules lowercase it):")
        viewModel.form.wrappedValue.username = "Nik"
        try narrator.check(viewModel.form.wrappedValue.username == "nik", "the binding rule lowercased 'Nik'")
        try narrator.check(
            viewModel.form.wrappedValue.status == "Please fill all fields",
            "applyRules kept the status honest: no password yet")

        narrator.say("Typing a password:")
        viewModel.form.wrappedValue.password = "s3cret"
        try narrator.check(viewModel.form.wrappedValue.status == "Ready to login", "status: Ready to login")
        try narrator.check(
            viewModel.form.wrappedValue.passwordHint == "0 → 6 characters", "bindDiffed saw the password's diff")

        narrator.say("A subscriber that clears the password whenever the username changes (a write-back):")
        // dropFirst: not on subscribing, only on later changes.
        let clearer = viewModel.form.publisher.dropFirst().bind(to: \LoginForm.username) { form in
            if !form.password.isEmpty { form.password = "" }
        }
        log.withLock { $0.removeAll() }
        viewModel.form.wrappedValue.username = "ADA"
        let order = log.withLock { $0 }
        narrator.say("delivery order: \(order.joined(separator: ", "))")
        try narrator.check(
            order == ["screen:ada", "screen:ada", "label:Please fill all fields"],
            "the cleared password came as a second state, after 'ada' had reached every subscriber")
        try narrator.check(viewModel.form.wrappedValue.password.isEmpty, "and the write-back was kept")
        clearer.cancel()

        narrator.say("Two edits in one withLock, one emission:")
        log.withLock { $0.removeAll() }
        viewModel.form.withLock { form in
            form.username = "grace"
            form.password = "hopper!"
        }
        try narrator.check(log.withLock { $0.count } == 2, "one delivery to the screen, one to the label")

        viewModel.form.wrappedValue.isLoading = true
        try narrator.check(
            viewModel.form.wrappedValue.isLoading && log.withLock { $0.count } == 2,
            "an @IgnoredState change is stored but publishes nothing")

        narrator.say("In an ObservableObject view model, the state fires objectWillChange before each change:")
        let screen = LoginScreenModel()
        var seenBeforeChange: [String] = []
        let willChange = screen.objectWillChange.sink { [unowned screen] in
            seenBeforeChange.append(screen.form.username)
        }
        screen.form.username = "Ada"
        screen.$form.password.wrappedValue = "s3cret"
        narrator.say("usernames seen by objectWillChange: \(seenBeforeChange)")
        try narrator.check(
            seenBeforeChange == ["", "ada"], "once per change, before it is stored, with no sink wired by hand")
        willChange.cancel()

        var statuses = viewModel.form.values.map(\.status).makeAsyncIterator()
        let current = await statuses.next()
        try narrator.check(current == "Ready to login", "`values` streams the state as an AsyncSequence")
        bag.removeAll()
    }
}
