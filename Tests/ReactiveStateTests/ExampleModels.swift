// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState

/// CombineExt's README counter model, in substance: `isOdd` from `applyRules`, `displayText` from a binding rule.
struct CounterModel: BehavioralStateContract {
    var displayText: String = "0"
    var count: Int = 0
    var isOdd: Bool = false

    mutating func applyRules() {
        isOdd = count % 2 != 0
    }

    @SubscriptionBuilder
    static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        state.bindDiffed(to: \.count) { pair in
            pair.new.displayText = "was: \(pair.old.count) - now: \(pair.new.count)"
        }
    }

    @AnyTokenBuilder<Any>
    static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {
        []
    }
}

/// CombineExt's README login form state.
struct LoginState: BehavioralStateContract {
    var username: String = ""
    var password: String = ""
    var status: String = ""
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
        state.bind(to: \.username) { model in
            model.status = "Username updated"
        }
        state.bindDiffed(to: \.password) { model, diff in
            _ = "Password changed from \(diff.old?.count ?? 0) to \(diff.new.count) characters"
        }
    }
}

/// A model that only implements what it needs (everything else comes from the protocol's defaults).
struct PlainModel: BehavioralStateContract {
    var count = 0
    var title = ""
}

struct Profile: Equatable {
    var name: String = ""
}

/// CombineExt's README "advanced binding" model.
struct BindingModel: BehavioralStateContract {
    var username: String = ""
    var count: Int = 0
    var profile: Profile = Profile()
    var readOnlyProperty: String = ""
    var computedProperty: String = ""
}

/// Rules that never settle: every pass bumps the value the rule observes.
struct RunawayModel: BehavioralStateContract {
    var tick = 0
    var trigger = 0

    @SubscriptionBuilder
    static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
        state.bind(to: \.tick) { tick in tick += 1 }
    }
}

/// Collects what a subscriber receives, from any thread.
final class Recorder<Element>: @unchecked Sendable {  // @unchecked: `items` is guarded by `lock`.
    private let lock = NSLock()
    private var items: [Element] = []

    func append(_ element: Element) {
        lock.lock()
        items.append(element)
        lock.unlock()
    }

    var all: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
