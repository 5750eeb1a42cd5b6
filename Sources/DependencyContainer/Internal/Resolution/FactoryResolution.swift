// SPDX-License-Identifier: MPL-2.0

/// How a ``Factory`` or ``ParameterFactory`` resolves: the active context registration or the latest run-time
/// registration if there is one, else the definition, cached according to the scope, then decorated; traced
/// when ``ContainerManager/trace`` is on.
///
/// Functions of a non-generic type rather than methods of ``FactoryRegistration``: a resolution runs in code
/// not specialized for `P` and `T`, and there, calling a method of `FactoryRegistration<P, T>` looks up that
/// type's metadata first, on every resolution at every level.
enum FactoryResolution {
    /// Resolves `registration` for `parameters`.
    static func resolve<P, T>(_ registration: FactoryRegistration<P, T>, with parameters: P) -> T {
        let manager = registration.manager.effective
        let key = FactoryKey(T.self, name: registration.name)
        let settings: DefinitionSettings
        // What the last modifier found, while the table has not changed since: no second look into it.
        if let handed = registration.settings, registration.settingsGeneration == manager.registrations.generation {
            settings = handed
        } else {
            var found = manager.registrations.lookup(key, manager: ObjectIdentifier(manager))
            if !found.autoRegistered {
                manager.runAutoRegistration(for: registration.container)
                found = manager.registrations.lookup(key, manager: ObjectIdentifier(manager))
            }
            settings = found.settings
        }
        guard ResolutionTrace.isOn.load(ordering: .relaxed) else {
            return resolve(registration, key, with: parameters, settings, in: manager).instance
        }
        return ResolutionTrace.record("\(type(of: registration.container)).\(registration.name)<\(T.self)>") {
            resolve(registration, key, with: parameters, settings, in: manager)
        }
    }

    /// Resolves with what the container stores for the definition (`settings`, under `key`). Also returns whether
    /// the instance was built by this resolution (rather than taken from a cache).
    private static func resolve<P, T>(
        _ registration: FactoryRegistration<P, T>,
        _ definitionKey: FactoryKey,
        with parameters: P,
        _ settings: DefinitionSettings,
        in manager: ContainerManager
    ) -> (instance: T, instantiated: Bool) {
        // Casts only when there is something to cast: a cast to a generic type looks up its metadata first.
        var record: OverrideRecord<P, T>?
        if settings.hasRecords {
            record = settings.effectiveRecord() as? OverrideRecord<P, T>
        }
        var key = definitionKey
        // Scope precedence: the scope stored in the container, else this value's, else the default scope.
        var scope = settings.overrides.scope ?? registration.scope ?? settings.defaultScope
        if let record {
            key = key.withVariant(record.serial)
            if registration.isTypeRegistration || record.scope != nil { scope = record.scope ?? settings.defaultScope }
        }
        if registration.scopeOnParameters || settings.overrides.scopeOnParameters,
            let parameter = parameters as? any Hashable
        {
            key = key.scoped(on: AnyHashable(parameter), in: manager.parameterVariants)
        }
        let mayRepeat = P.self != Void.self
        var instantiated = false
        let instance = Resolution.instance(
            of: key, scope: scope, timeToLive: settings.overrides.timeToLive ?? registration.timeToLive,
            shape: BuildShape(mayRepeat: mayRepeat), manager: manager
        ) {
            instantiated = true
            return Definitions.build(
                record?.definition ?? registration.definition, with: parameters,
                definition: registration.definitionDescription)
        }
        if let decorator = settings.overrides.decorator, let decorate = decorator as? @Sendable (T, Bool) -> Void {
            decorate(instance, instantiated)
        }
        settings.decorator?(instance)
        return (instance, instantiated)
    }
}
