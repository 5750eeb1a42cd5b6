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
    /// Each definition is resolved on a thread of its own, with the registrations this container has now and
    /// nothing cached; nothing it builds is kept, and this container is left as it was. Builders run there,
    /// main-actor ones included: the check that stops a main-actor builder off the main actor gives way to the
    /// rule above, which finds the builders that could reach one from anywhere. A cycle ends that
    /// definition's run (its thread stays parked: nothing can unwind the builders in progress), and the next
    /// definition runs. A builder that throws or traps is not caught. A `ParameterFactory` needs its
    /// parameters: validate it with ``validate(_:with:)``.
    public func validate(_ definitions: PartialKeyPath<Self>...) -> ValidationReport {
        // The definitions are read here, on the calling thread (a main-actor one, in an app's test), and the
        // factory values, which are `Sendable`, go to the runs.
        let factories = definitions.map { path in
            guard let definition = self[keyPath: path] as? any ValidatedDefinition else {
                ProgramStop.stop(
                    "validate(_:) takes key paths to Factory properties; \(path) is not one. Use "
                        + "validate(_:with:) for a ParameterFactory.")
            }
            return definition
        }
        return ValidationRun.run(factories.map { factory in { factory.resolveForValidation() } })
    }

    /// Validates a `ParameterFactory` as ``validate(_:)-(PartialKeyPath<Self>...)`` validates a `Factory`, once for each of `parameters`:
    /// `Container.shared.validate(\.detail, with: "42")`.
    public func validate<P: Sendable, T>(
        _ definition: KeyPath<Self, ParameterFactory<P, T>>, with parameters: P...
    )
        -> ValidationReport
    {
        let factory = self[keyPath: definition]
        return ValidationRun.run(parameters.map { parameter in { _ = factory(parameter) } })
    }

    /// Validates SwiftiePod-style providers as ``validate(_:)-(PartialKeyPath<Self>...)`` validates definitions:
    /// `pod.validate(apiProvider, formProvider)`.
    public func validate<each T>(_ providers: repeat Provider<each T>) -> ValidationReport {
        var roots: [@Sendable () -> Void] = []
        repeat roots.append(validationRoot(each providers))
        return ValidationRun.run(roots)
    }

    private func validationRoot<T>(_ provider: Provider<T>) -> @Sendable () -> Void {
        { [self] in _ = self.resolve(provider) }
    }
}

/// A definition that a validation run can resolve without parameters.
protocol ValidatedDefinition: Sendable {
    func resolveForValidation()
}

extension Factory: ValidatedDefinition {
    func resolveForValidation() {
        _ = callAsFunction()
    }
}
