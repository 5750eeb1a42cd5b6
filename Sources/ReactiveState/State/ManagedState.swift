// SPDX-License-Identifier: MPL-2.0

import Atomics
import Foundation
import SwiftConcurrency

/// A model whose rules keep it consistent, observable like `UIState`.
///
/// ```swift
/// @ManagedState var model = CounterModel()
/// $model.sink { print("Count:", $0.count) }.store(in: &cancellables)
/// model.count += 1
/// ```
///
/// Every change runs the model's rules (`applyRules()` and the binding rules) until the model is stable, then
/// stores it and publishes it once. Subscribers run with no lock held and may change the state; such a change
/// is delivered after the current delivery has reached every subscriber. Use `withLock` for an atomic
/// read-modify-write, or to make several changes that publish once:
///
/// ```swift
/// $model.withLock { model in
///     model.count += 1
///     model.displayText = "busy"
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
@dynamicCallable
public final class ManagedState<Value: BehavioralStateContract>: StateWrapper {
    /// The engine that stores the model and delivers its changes.
    public let _core: _StateCore<Value>
    /// The binding rules' subscriptions and the outside-world tokens: they live as long as the state.
    @usableFromInline let _bindingRules: [AnyCancellable]
    @usableFromInline let _anyRules: [Any]

    /// Creates the state: sets up the model's rules, settles the first value, and stores it.
    ///
    /// - Parameters:
    ///   - wrappedValue: The first model, before its rules run.
    ///   - lock: How the value is guarded (thread-safe by default; see `StateLock`).
    ///
    /// Inlinable, and the core built in an inlinable static function, so that the rules run on every change are
    /// specialized for `Value`; it delegates to the designated initializer, as a library-evolution build requires
    /// of a class.
    @inlinable
    public convenience init(wrappedValue: Value, lock: StateLock = .threadSafe) {
        let (core, rules) = Self._settledCore(wrappedValue, lock: lock)
        self.init(core: core, bindingRules: rules, anyRules: Value.applyAnyRules(to: core.rootBinding()))
    }

    /// The core of a new state: the model's binding rules subscribed, the first value settled.
    @inlinable
    static func _settledCore(_ value: Value, lock: StateLock) -> (_StateCore<Value>, [AnyCancellable]) {
        let passes = PassthroughSubject<DiffedValue<Value>, Never>()
        let rules = Value.applyBindingRules(to: passes.eraseToAnyPublisher())
        let settler = RuleSettler<Value>(passes: rules.isEmpty ? nil : passes)
        var initial = value
        settler.settle(&initial, previous: nil)
        let core = _StateCore(initial, lock: lock, isDuplicate: ==) { model, previous in
            settler.settle(&model, previous: previous)
        }
        return (core, rules)
    }

    @usableFromInline
    init(core: _StateCore<Value>, bindingRules: [AnyCancellable], anyRules: [Any]) {
        _core = core
        _bindingRules = bindingRules
        _anyRules = anyRules
    }

    /// The current model. Assigning runs the rules and publishes the settled model if it changed.
    public var wrappedValue: Value {
        @inlinable get { _core.value }
        @inlinable set { _core.assign(newValue) }
    }

    /// The state itself: `$model.sink`, `$model.count`, `$model()`, `$model(\.count)`, `$model.withLock`.
    public var projectedValue: ManagedState<Value> { self }

    /// `model` used as a stored property of a class: as `wrappedValue`, and links the class's
    /// `objectWillChange` when it is an `ObservableObject`.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, ManagedState>
    ) -> Value {
        @inlinable get { owned(by: owner, storage: storageKeyPath).wrappedValue }
        @inlinable set { owned(by: owner, storage: storageKeyPath).wrappedValue = newValue }
    }

    /// `$model` used as a stored property of a class: the state, after linking the class's `objectWillChange`.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        projected projectedKeyPath: KeyPath<Owner, ManagedState>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, ManagedState>
    ) -> ManagedState {
        owned(by: owner, storage: storageKeyPath)
    }
}

// Safety: state lives in the locked core.
extension ManagedState: @unchecked Sendable where Value: Sendable {}

// MARK: - The settings of every ManagedState's rules

/// Whether rules that never settle stop the program in debug builds (`true`, the default) or are only reported.
///
/// Either way the state keeps the value of the last pass. Tests that build such rules on purpose set it to
/// `false`.
public var ManagedStateCyclicDependencyWarning: Bool {
    get { CyclicRuleLimits.trapsInDebug.load(ordering: .relaxed) }
    set { CyclicRuleLimits.trapsInDebug.store(newValue, ordering: .relaxed) }
}

/// How many rule passes one change may take before the rules count as cyclic (default 100, at least 1).
public var ManagedStateCyclicDependencyMaxDepth: Int {
    get { CyclicRuleLimits.maxPasses.load(ordering: .relaxed) }
    set {
        ProgramStop.require(
            newValue >= 1, "ManagedStateCyclicDependencyMaxDepth must be at least 1, not \(newValue)."
        )
        CyclicRuleLimits.maxPasses.store(newValue, ordering: .relaxed)
    }
}

/// The storage behind the two public settings: atomics, because every change reads them. Relaxed ordering: each
/// setting is one independent value that publishes no other memory.
enum CyclicRuleLimits {
    static let trapsInDebug = ManagedAtomic(true)
    static let maxPasses = ManagedAtomic(100)
}
