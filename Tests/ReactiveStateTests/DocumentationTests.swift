// SPDX-License-Identifier: MPL-2.0

import ReactiveState
import Testing

/// The README's and the Getting Started article's snippets, run.
@Suite("Documentation snippets", .timeLimit(.minutes(5)))
struct DocumentationTests {
    struct SignUp: BehavioralStateContract {
        var email = ""
        var isValid = false

        mutating func applyRules() { isValid = email.contains("@") }

        @SubscriptionBuilder
        static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
            state.bind(to: \.email) { email in email = email.lowercased() }
        }
    }

    @Test("Getting Started: a child binding publishes only its own changes; rules settle")
    func gettingStarted() async {
        struct ViewState: Equatable {
            var isOn = false
            var title = ""
        }
        @UIState var state = ViewState()
        var cancellables = Set<AnyCancellable>()
        let toggles = Recorder<Bool>()
        $state.isOn.sink { isOn in toggles.append(isOn) }.store(in: &cancellables)
        state.isOn = true
        state.title = "Hi"
        #expect(toggles.all == [false, true])

        @ManagedState var form = SignUp()
        form.email = "Ada@Example.com"
        #expect(form.email == "ada@example.com")
        #expect(form.isValid)
        $form.withLock { form in
            form.email = ""
            form.isValid = true
        }
        #expect(!form.isValid)
        var emails = $form.values.makeAsyncIterator()
        #expect(await emails.next()?.email == "")
    }
}
