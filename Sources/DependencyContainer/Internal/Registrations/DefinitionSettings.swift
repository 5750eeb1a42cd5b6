// SPDX-License-Identifier: MPL-2.0

/// Everything one resolution of a definition reads from its container, as one immutable object: the
/// definition's ``DefinitionOverrides`` and the container-wide settings (decorator, default scope).
///
/// Built under the table's lock when something it holds changes, never on a resolution: a resolution takes it
/// with one retain and reads its fields in place, instead of copying the overrides out of the table. A
/// modifier hands the object it compared against to the resolution that follows (see
/// ``RegistrationTable/generation``), so that a definition with modifiers reads the table once per access.
final class DefinitionSettings: Sendable {
    /// What the container stores for the definition; empty for a definition that stores nothing.
    let overrides: DefinitionOverrides
    /// The container decorator.
    let decorator: (@Sendable (Any) -> Void)?
    /// `manager.defaultScope`.
    let defaultScope: Scope?
    /// Whether the definition has a decorator: read first, as copying the optional existential that holds one
    /// costs more than the check.
    let hasDecorator: Bool

    // What every resolution reads, as plain values: read through the references above, each read would retain
    // and release what it reads.

    /// The stored scope's kind and identity.
    let storedScope: ScopeChoice?
    /// The default scope's kind and identity.
    let defaultScopeChoice: ScopeChoice?
    /// Whether a resolution reads past the stored scope: anything else is stored for the definition, or a
    /// container decorator is set. Derived from ``DefinitionOverrides/isEmpty``, so that an option added there
    /// is read without being listed again.
    let needsLook: Bool
    /// The stored time to live.
    let timeToLive: Double?
    /// Whether `scopeOnParameters` is stored.
    let scopeOnParameters: Bool
    /// The stored scope's identity when it is all there is to read (``needsLook`` is false). A resolution of a
    /// factory value with that scope as its own then needs no settings (see ``RegistrationTable/apply(scope:to:)``).
    let onlyScope: ObjectIdentifier?

    init(_ overrides: DefinitionOverrides, decorator: (@Sendable (Any) -> Void)?, defaultScope: Scope?) {
        self.overrides = overrides
        self.decorator = decorator
        self.defaultScope = defaultScope
        hasDecorator = overrides.decorator != nil
        storedScope = overrides.scope.map(ScopeChoice.init)
        defaultScopeChoice = defaultScope.map(ScopeChoice.init)
        var besidesScope = overrides
        besidesScope.scope = nil
        needsLook = !besidesScope.isEmpty || decorator != nil
        timeToLive = overrides.timeToLive
        scopeOnParameters = overrides.scopeOnParameters
        onlyScope = needsLook ? nil : storedScope?.id
    }

    /// The record to build with: the active context registration, else the plain registration.
    func effectiveRecord() -> (any RegistrationRecord)? {
        DefinitionOverrides.effectiveRecord(
            registration: overrides.registration, contexts: overrides.contexts, in: .current)
    }

    /// Whether the definition builds with something other than its own closure, in some context.
    var hasRecords: Bool { overrides.registration != nil || !overrides.contexts.isEmpty }
}

/// A scope as a resolution uses it: its kind and its identity (the cache it keeps instances under).
struct ScopeChoice: Sendable {
    let kind: Scope.Kind
    let id: ObjectIdentifier

    init(kind: Scope.Kind, id: ObjectIdentifier) {
        self.kind = kind
        self.id = id
    }

    init(_ scope: Scope) {
        self.init(kind: scope.kind, id: scope.id)
    }
}
