// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState

/// The compose sheet's draft, with the rules that keep it consistent.
public struct ComposeState: BehavioralStateContract {
    /// The recipient's address.
    public var to = ""
    /// The subject line.
    public var subject = ""
    /// The text.
    public var body = ""
    /// Why the last send failed, if it did.
    public var error: String?
    /// Whether the draft has an address and a subject.
    public private(set) var canSend = false

    /// An empty draft.
    public init() {}

    /// Derives ``canSend``.
    public mutating func applyRules() {
        canSend = to.contains("@") && !subject.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// Addresses are stored lowercased and without spaces, however they are typed.
    @SubscriptionBuilder
    public static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        state.bind(to: \.to) { to in to = to.lowercased().filter { !$0.isWhitespace } }
    }
}
