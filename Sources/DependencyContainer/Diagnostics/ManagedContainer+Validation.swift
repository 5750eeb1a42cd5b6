// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Validation in a test: every problem of a set of definitions at once.
extension ManagedContainer {
    /// Resolves each definition named by `definitions` (key paths to `Factory` properties) in a fresh isolated
    /// copy of this container, collecting problems instead of stopping the program, and returns them all:
    /// dependency cycles with their chains, captive dependencies (see ``ContainerManager/scopeValidation``),
    /// `promised()` definitions resolved while nothing is registered for them, and definitions isolated to an
    /// actor (`@MainActor`) resolved by a nonisolated builder.
    ///
    /// ```swift
    /// @Test func dependenciesAreWellFormed() {
    ///     let report = Container.shared.validate(\.profile, \.settings, \.analytics)
    ///     #expect(report.problems.isEmpty, "\(report)")
    /// }
    /// ```
    ///
    /// Each definition is resolved with the registrations this container has now and nothing cached; nothing it
    /// builds is kept, and this container is left as it was. No builder runs off its actor: a nonisolated
    /// definition runs on a thread of its own; a `@MainActor` one runs on the calling thread when `validate` is
    /// called from main-actor code (a `@MainActor` test, or `await MainActor.run { … }`), and is otherwise
    /// reported as ``DependencyProblem/notValidated(definition:actor:chain:)`` and not built; so is a definition
    /// of another global actor, validated when `validate` is called on that actor. A nested resolution of a
    /// definition isolated to an actor its run is not on ends that run the same way (after reporting it as
    /// ``DependencyProblem/offActor(definition:actor:reachedFrom:chain:)`` when a nonisolated builder reaches it).
    ///
    /// A cycle ends its definition's run, and the next definition runs. On a thread of its own, the run's
    /// thread then stays parked for good, as nothing can unwind the builders in progress:
    /// ``ValidationReport/parkedThreads`` names it (so does a run ended at a definition not validated). A run on
    /// the calling thread cannot be parked: there, a cycle (or a definition of another global actor) stops the
    /// program with its report, as it would outside validation. A builder that throws or traps is not caught.
    /// A `ParameterFactory` needs its parameters: validate it with ``validate(_:with:)``.
    public func validate(_ definitions: PartialKeyPath<Self>...) -> ValidationReport {
        // The definitions are read here, on the calling thread (a main-actor one, in an app's test), and the
        // factory values, which are `Sendable`, go to the runs.
        let roots = definitions.map { path in
            guard let definition = self[keyPath: path] as? any ValidatedDefinition else {
                ProgramStop.stop(
                    "validate(_:) takes key paths to Factory properties; \(path) is not one. Use "
                        + "validate(_:with:) for a ParameterFactory.")
            }
            return definition.validationRoot
        }
        return ValidationRun.run(roots)
    }

    /// Validates a `ParameterFactory` as ``validate(_:)-(PartialKeyPath<Self>...)`` validates a `Factory`, once for each of `parameters`:
    /// `Container.shared.validate(\.detail, with: "42")`.
    public func validate<P: Sendable, T>(
        _ definition: KeyPath<Self, ParameterFactory<P, T>>, with parameters: P...
    )
        -> ValidationReport
    {
        let factory = self[keyPath: definition]
        let name = "\(type(of: self)).\(factory.registration.name)<\(T.self)>"
        let isolation = Resolution.isolation(of: factory.registration)
        return ValidationRun.run(
            parameters.map { parameter in
                ValidationRoot(name: name, isolation: isolation) { _ = factory(parameter) }
            })
    }

    /// Validates SwiftiePod-style providers as ``validate(_:)-(PartialKeyPath<Self>...)`` validates definitions:
    /// `pod.validate(apiProvider, formProvider)`.
    public func validate<each T>(_ providers: repeat Provider<each T>) -> ValidationReport {
        var roots: [ValidationRoot] = []
        repeat roots.append(validationRoot(each providers))
        return ValidationRun.run(roots)
    }

    private func validationRoot<T>(_ provider: Provider<T>) -> ValidationRoot {
        let override =
            manager.takeEffective().registrations.record(for: provider.key)
            as? OverrideRecord<any ProviderResolver, T>
        return ValidationRoot(
            name: "\(type(of: self)).Provider<\(T.self)>",
            isolation: override?.definition.isolation ?? provider.builder.isolation
        ) { [self] in _ = self.resolve(provider) }
    }
}

/// A definition that a validation run can resolve without parameters.
protocol ValidatedDefinition: Sendable {
    var validationRoot: ValidationRoot { get }
}

extension Factory: ValidatedDefinition {
    var validationRoot: ValidationRoot {
        ValidationRoot(
            name: "\(type(of: registration.container)).\(registration.name)<\(T.self)>",
            isolation: Resolution.isolation(of: registration)
        ) { [self] in _ = callAsFunction() }
    }
}
