// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Validation in a test: every problem of a set of definitions at once.
extension ManagedContainer {
    /// Resolves each definition named by `definitions` in an isolated copy of this container and returns every problem
    /// instead of stopping: cycles, captive dependencies, unfulfilled `promised()` definitions and off-actor
    /// resolutions.
    ///
    /// ```swift
    /// @Test func dependenciesAreWellFormed() {
    ///     let report = Container.shared.validate(\.profile, \.settings, \.analytics)
    ///     #expect(report.problems.isEmpty, "\(report)")
    /// }
    /// ```
    ///
    /// Nothing is kept. A nonisolated definition runs on a thread of its own, a `@MainActor` one only when `validate`
    /// is called from main-actor code; otherwise it is reported as
    /// ``DependencyProblem/notValidated(definition:actor:chain:)``.
    ///
    /// A cycle ends its definition's run and parks that run's thread (``ValidationReport/parkedThreads``); on the
    /// calling thread it stops the program.
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
