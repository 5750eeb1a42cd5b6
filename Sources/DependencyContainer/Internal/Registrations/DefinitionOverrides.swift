// SPDX-License-Identifier: MPL-2.0

/// Everything a container stores at run time for one definition: its registration, its context
/// registrations, the options its modifiers set (scope, time to live, decorator, `scopeOnParameters`) and
/// whether its `once()` point has been reached.
///
/// As in Factory, every modifier writes here, whether it is chained in the definition or applied later as a
/// statement (`Container.shared.api.scope(.cached)`), so what a statement sets lasts until a reset; a
/// definition re-applies its own modifiers on each access unless they come before `once()`.
///
/// Stored by ``RegistrationTable`` under the definition's key; a definition with none of these has no entry.
struct DefinitionOverrides: Sendable {
    /// `factory.register { … }`, a type registration or a provider override.
    var registration: (any RegistrationRecord)?
    /// `onTest { … }`, `onArg("…") { … }` and the other contexts, in the order they were first set.
    var contexts: [ContextOverride] = []
    /// The definition's decorator: an `@Sendable (T, Bool) -> Void`, type-erased because the table holds every
    /// type.
    var decorator: (any Sendable)?
    /// The scope set by `scope(_:)` and its shorthands; `nil` when none was set (`.unique` is stored as itself).
    var scope: Scope?
    /// Set by `timeToLive(_:)`.
    var timeToLive: Double?
    /// Set by `scopeOnParameters`: a caching scope keeps one instance per parameter value.
    var scopeOnParameters = false
    /// Set by `once()`: side-effecting modifiers chained before it are skipped from then on.
    var once = false

    init() {}

    /// Whether nothing is stored. Every option has its line here: what a resolution reads follows from it
    /// (``DefinitionSettings/needsLook``).
    var isEmpty: Bool {
        registration == nil && contexts.isEmpty && decorator == nil && scope == nil && timeToLive == nil
            && !scopeOnParameters && !once
    }

    /// Whether `other` stores what this stores, as far as can be told without comparing closures: a decorator
    /// set counts as a change. Lets a modifier that writes what is already stored change nothing (compare
    /// before store), so that the snapshots handed to resolutions stay valid.
    func storesTheSame(as other: DefinitionOverrides) -> Bool {
        registration === other.registration && scope === other.scope && timeToLive == other.timeToLive
            && scopeOnParameters == other.scopeOnParameters && once == other.once
            && decorator == nil && other.decorator == nil
            && contexts.count == other.contexts.count
            && zip(contexts, other.contexts).allSatisfy { $0.record === $1.record && $0.context == $1.context }
    }

    /// Forgets what the modifiers set and the `once()` mark.
    mutating func clearOptions() {
        decorator = nil
        scope = nil
        timeToLive = nil
        scopeOnParameters = false
        once = false
    }

    /// Every record whose cached instances must go when this entry goes.
    var records: [any RegistrationRecord] {
        (registration.map { [$0] } ?? []) + contexts.map(\.record)
    }

    /// The record to build with: the first context registration whose context is active, by Factory's
    /// precedence, else the plain registration.
    static func effectiveRecord(
        registration: (any RegistrationRecord)?,
        contexts: [ContextOverride],
        in context: @autoclosure () -> FactoryContext
    ) -> (any RegistrationRecord)? {
        guard !contexts.isEmpty else { return registration }
        let context = context()
        for kind in FactoryContextType.Kind.precedence {
            if let match = contexts.first(where: { $0.context.kind == kind && context.isActive($0.context) }) {
                return match.record
            }
        }
        return registration
    }
}

/// A registration that applies only while its context is active.
struct ContextOverride: Sendable {
    let context: FactoryContextType
    let record: any RegistrationRecord
}
