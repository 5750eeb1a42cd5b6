// SPDX-License-Identifier: MPL-2.0

/// A model that `ManagedState` keeps consistent: its rules run after every change until the model is stable.
///
/// Implement only what the model needs; each requirement has a default that does nothing.
///
/// ```swift
/// struct CounterModel: BehavioralStateContract {
///     var count = 0
///     var isOdd = false
///     var displayText = "0"
///
///     mutating func applyRules() { isOdd = count % 2 != 0 }
///
///     @SubscriptionBuilder
///     static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {
///         state.bindDiffed(to: \.count) { pair in
///             pair.new.displayText = "was: \(pair.old.count) - now: \(pair.new.count)"
///         }
///     }
/// }
/// ```
///
/// Rules run under the state's lock on a working copy, synchronously, before the change is stored; they must
/// not touch the `ManagedState` itself (they are handed what they may change). See <doc:RulesAndSettling>.
public protocol BehavioralStateContract: Equatable {
    /// What binding rules observe: each rule pass as a `DiffedValue` whose `new` is the working copy.
    typealias RulesPublisher = AnyPublisher<DiffedValue<Self>, Never>

    /// Derives values from others (validation, computed fields). Runs at the start of every rule pass.
    mutating func applyRules()

    /// Pipelines over the rule passes that edit the working copy (`bind`, `bindDiffed`). Called once, when the
    /// `ManagedState` is created; the returned subscriptions live as long as it does.
    @SubscriptionBuilder
    static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable]

    /// Observers of the outside world (notifications, timers) that write to the state through `state`. Called
    /// once, after the state exists; the returned tokens live as long as it does.
    @AnyTokenBuilder<Any>
    static func applyAnyRules(to state: UIBinding<Self>) -> [Any]
}

extension BehavioralStateContract {
    /// Does nothing: a model without derived values needs no rules.
    public mutating func applyRules() {}

    /// No binding rules.
    @SubscriptionBuilder
    public static func applyBindingRules(to state: RulesPublisher) -> [AnyCancellable] {}

    /// No outside-world observers.
    @AnyTokenBuilder<Any>
    public static func applyAnyRules(to state: UIBinding<Self>) -> [Any] {}
}
