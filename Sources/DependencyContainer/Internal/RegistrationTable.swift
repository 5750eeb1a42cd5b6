// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// A container's run-time state per definition (``DefinitionOverrides``), by definition key, and its
/// container-wide decorator.
final class RegistrationTable: Sendable {
    private let entries = ConcurrencySafeContainer<State>(State())

    struct State: Sendable {
        var overrides: [FactoryKey: DefinitionOverrides] = [:]
        var decorator: (@Sendable (Any) -> Void)?
    }

    init() {}

    /// The overrides of `key` and the container decorator.
    func lookup(_ key: FactoryKey) -> (overrides: DefinitionOverrides?, decorator: (@Sendable (Any) -> Void)?) {
        entries.withLockUnchecked { state in
            state.overrides.isEmpty ? (nil, state.decorator) : (state.overrides[key], state.decorator)
        }
    }

    /// The plain registration of `key`, if any.
    func record(for key: FactoryKey) -> (any RegistrationRecord)? {
        entries.withLockUnchecked { $0.overrides[key]?.registration }
    }

    /// Changes the overrides of `key` under the lock; returns what `body` returns.
    func update<R>(_ key: FactoryKey, _ body: (inout DefinitionOverrides) -> R) -> R {
        entries.withLockUnchecked { state in
            var overrides = state.overrides[key] ?? DefinitionOverrides()
            let result = body(&overrides)
            state.overrides[key] = overrides.isEmpty ? nil : overrides
            return result
        }
    }

    /// Stores `record` as the registration of `key`, returning the record it replaces.
    @discardableResult
    func set(_ record: any RegistrationRecord, for key: FactoryKey) -> (any RegistrationRecord)? {
        update(key) { overrides in
            defer { overrides.registration = record }
            return overrides.registration
        }
    }

    /// Removes the registration of `key`, returning it.
    @discardableResult
    func remove(_ key: FactoryKey) -> (any RegistrationRecord)? {
        update(key) { overrides in
            defer { overrides.registration = nil }
            return overrides.registration
        }
    }

    /// Removes what `parts` selects from every definition, returning the records removed.
    func removeAll(_ parts: Parts) -> [any RegistrationRecord] {
        entries.withLockUnchecked { state in
            var removed: [any RegistrationRecord] = []
            for (key, var overrides) in state.overrides {
                if parts.contains(.registrations), let record = overrides.registration {
                    removed.append(record)
                    overrides.registration = nil
                }
                if parts.contains(.contexts) {
                    removed += overrides.contexts.map(\.record)
                    overrides.contexts = []
                }
                if parts.contains(.options) {
                    overrides.clearOptions()
                }
                state.overrides[key] = overrides.isEmpty ? nil : overrides
            }
            if parts.contains(.options) { state.decorator = nil }
            return removed
        }
    }

    /// The container decorator, called with every instance this container resolves.
    var decorator: (@Sendable (Any) -> Void)? {
        get { entries.withLockUnchecked { $0.decorator } }
        set { entries.withLockUnchecked { $0.decorator = newValue } }
    }

    /// Everything stored, for `push()` and for isolated containers that start from this one.
    var snapshot: State { entries.withLockUnchecked { $0 } }

    /// Replaces everything stored with `state`, returning the records no longer stored.
    func restore(_ state: State) -> [any RegistrationRecord] {
        entries.withLockUnchecked { current in
            let kept = Set(state.overrides.values.flatMap(\.records).map(\.serial))
            let dropped = current.overrides.values.flatMap(\.records).filter { !kept.contains($0.serial) }
            current = state
            return dropped
        }
    }

    /// The parts of the table a reset removes.
    struct Parts: OptionSet {
        let rawValue: Int
        static let registrations = Parts(rawValue: 1)
        static let contexts = Parts(rawValue: 2)
        /// Decorators, `once()` marks and the options set by modifiers.
        static let options = Parts(rawValue: 4)
        static let all: Parts = [.registrations, .contexts, .options]
    }
}
