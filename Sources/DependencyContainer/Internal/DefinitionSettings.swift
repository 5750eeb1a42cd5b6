// SPDX-License-Identifier: MPL-2.0

/// Everything one resolution reads from its container, as one immutable object: the overrides and the container-wide
/// settings.
final class DefinitionSettings: Sendable {
    /// What the container stores for the definition; empty for a definition that stores nothing.
    let overrides: DefinitionOverrides
    /// The container decorator.
    let decorator: (@Sendable (Any) -> Void)?
    /// `manager.defaultScope`.
    let defaultScope: Scope?
    /// Whether the definition has a decorator, checked before copying the existential.
    let hasDecorator: Bool

    // What every resolution reads, as plain values: read through the references above, each read would retain
    // and release what it reads.

    /// The stored scope's kind and identity.
    let storedScope: ScopeChoice?
    /// The default scope's kind and identity.
    let defaultScopeChoice: ScopeChoice?
    /// Whether a resolution reads past the stored scope: anything else is stored for the definition, or a container
    /// decorator is set.
    let needsLook: Bool
    /// The stored time to live.
    let timeToLive: Double?
    /// Whether `scopeOnParameters` is stored.
    let scopeOnParameters: Bool
    /// The stored scope's identity when it is all there is to read (``needsLook`` is false).
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

/// Everything a container stores at run time for one definition: registrations, contexts, modifier options, `once()`.
struct DefinitionOverrides: Sendable {
    /// `factory.register { … }`, a type registration or a provider override.
    var registration: (any RegistrationRecord)?
    /// `onTest { … }`, `onArg("…") { … }` and the other contexts, in the order they were first set.
    var contexts: [ContextOverride] = []
    /// The definition's decorator: an `@Sendable (T, Bool) -> Void`, type-erased because the table holds every type.
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

    /// Whether nothing is stored.
    var isEmpty: Bool {
        registration == nil && contexts.isEmpty && decorator == nil && scope == nil && timeToLive == nil
            && !scopeOnParameters && !once
    }

    /// Whether `other` stores the same, closures aside: a decorator set counts as a change.
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

    /// The record to build with: the first context registration whose context is active, by Factory's precedence, else
    /// the plain registration.
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

/// A run-time registration stored in a container: `factory.register { … }`, `container.register(T.self)`, or
/// `overrideProvider(_:with:)`.
final class OverrideRecord<P, T>: RegistrationRecord {
    /// Unique per registration in the process; its instances are cached under this variant of the key.
    let serial: UInt
    let definition: FactoryDefinition<P, T>
    /// The scope of a type registration, which has no definition to take one from; `nil` for overrides, which keep
    /// their definition's scope.
    let scope: Scope?
    /// The scope of a provider override; `nil` means the provider's own.
    let providerScope: (any ProviderScope)?

    init(_ definition: FactoryDefinition<P, T>, scope: Scope? = nil, providerScope: (any ProviderScope)? = nil) {
        self.serial = OverrideSerial.next()
        self.definition = definition
        self.scope = scope
        self.providerScope = providerScope
    }
}

/// Hands out the serial numbers that keep every registration's cached instances apart.
enum OverrideSerial {
    private static let counter = ConcurrencySafeCounter()

    static func next() -> UInt { counter.next() }
}

/// What a container needs to know about any registration, whatever its types.
protocol RegistrationRecord: AnyObject, Sendable {
    /// The key variant its instances are cached under.
    var serial: UInt { get }
}
