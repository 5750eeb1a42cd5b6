// SPDX-License-Identifier: MPL-2.0
// The models the article "SwiftUI view models: ObservableObject and Observation" takes as given.
import Combine
import ReactiveState

struct LoginState: BehavioralStateContract {
    var username = ""
    var status = ""

    mutating func applyRules() { status = username.isEmpty ? "Please sign in" : "Ready" }
}

struct SignUpForm: BehavioralStateContract {
    var name = ""
    var acceptsTerms = false

    mutating func applyRules() {}
}

final class SignUpViewModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @ManagedState var form = SignUpForm()
}

struct InboxState: BehavioralStateContract {
    var subjects: [String] = []

    mutating func applyRules() {}
}
