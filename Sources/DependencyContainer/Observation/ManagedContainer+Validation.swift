// SPDX-License-Identifier: MPL-2.0

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
    /// parameters: validate it with ``validate(resolving:)``.
    public func validate(_ definitions: (PartialKeyPath<Self> & Sendable)...) -> ValidationReport {
        ValidationRun.run(
            definitions.map { path in
                { [self] in
                    if let definition = self[keyPath: path] as? any ValidatedDefinition {
                        definition.resolveForValidation()
                    } else {
                        preconditionFailure(
                            "validate(_:) takes key paths to Factory properties; \(path) is not one. Use "
                                + "validate(resolving:) for a ParameterFactory or anything else.")
                    }
                }
            })
    }

    /// Runs each of `resolutions` as ``validate(_:)`` runs a definition, for what takes parameters or is not a
    /// `Factory` property: `validate(resolving: { _ = $0.detail(42) }, { _ = $0.resolve(formProvider) })`.
    public func validate(resolving resolutions: (@Sendable (Self) -> Void)...) -> ValidationReport {
        ValidationRun.run(resolutions.map { resolution in { [self] in resolution(self) } })
    }

    /// Validates SwiftiePod-style providers as ``validate(_:)`` validates definitions:
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
protocol ValidatedDefinition {
    func resolveForValidation()
}

extension Factory: ValidatedDefinition {
    func resolveForValidation() {
        _ = callAsFunction()
    }
}
