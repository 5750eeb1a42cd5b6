// SPDX-License-Identifier: MPL-2.0

/// Everything a container stores at run time for one definition: its registration, its context
/// registrations, its decorator and whether its `once()` point has been reached.
///
/// Stored by ``RegistrationTable`` under the definition's key; a definition with none of these has no entry.
struct DefinitionOverrides: Sendable {
    /// `factory.register { … }`, a type registration or a provider override.
    var registration: (any RegistrationRecord)?
    /// `onTest { … }`, `onArg("…") { … }` and the other contexts, in the order they were first set.
    var contexts: [ContextOverride] = []
    /// The definition's decorator: an `@Sendable (T) -> Void`, type-erased because the table holds every type.
    var decorator: (any Sendable)?
    /// Set by `once()`: side-effecting modifiers chained before it are skipped from then on.
    var once = false

    init() {}

    var isEmpty: Bool { registration == nil && contexts.isEmpty && decorator == nil && !once }

    /// Forgets the decorator and the `once()` mark.
    mutating func clearOptions() {
        decorator = nil
        once = false
    }

    /// Every record whose cached instances must go when this entry goes.
    var records: [any RegistrationRecord] {
        (registration.map { [$0] } ?? []) + contexts.map(\.record)
    }

    /// The record to build with: the first context registration whose context is active, by Factory's
    /// precedence, else the plain registration.
    func effectiveRecord(in context: @autoclosure () -> FactoryContext) -> (any RegistrationRecord)? {
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
