// SPDX-License-Identifier: MPL-2.0

// Builders whose type says they run on the main actor: `{ @MainActor in … }`, or a closure passed on as
// `@MainActor () -> T`. The compiler keeps their isolation wherever they are written, so these definitions
// are main-actor isolated also when registered from nonisolated code, such as a generic test helper. Where
// the calling code is itself on the main actor, the plain forms record that isolation already.

extension ManagedContainer {
    /// Builds a ``Factory`` whose definition runs on the main actor, also in a nonisolated extension:
    /// `self { @MainActor in ProfileViewModel() }`.
    public func callAsFunction<T>(
        key: StaticString = #function, _ factory: @escaping @MainActor () -> T
    ) -> Factory<T> {
        Factory(
            registration: FactoryRegistration(
                container: self, name: key, definition: _UnsafeMainActorBuilder.definition(factory)))
    }

    /// Builds a ``ParameterFactory`` whose definition runs on the main actor, also in a nonisolated
    /// extension: `self { @MainActor (id: String) in DetailViewModel(id: id) }`.
    public func callAsFunction<P, T>(
        key: StaticString = #function, _ factory: @escaping @MainActor (P) -> T
    ) -> ParameterFactory<P, T> {
        ParameterFactory(
            registration: FactoryRegistration(
                container: self, name: key, definition: _UnsafeMainActorBuilder.definition(factory)))
    }
}

extension Factory {
    /// Replaces what this factory builds with a builder that runs on the main actor, from any code:
    ///
    /// ```swift
    /// nonisolated func useMock<T>(_ factory: Factory<T>, _ make: @escaping @MainActor () -> T) {
    ///     factory.register(factory: make)
    /// }
    /// ```
    @discardableResult
    public func register(factory: @escaping @MainActor () -> T) -> Self {
        registration.register(_UnsafeMainActorBuilder.definition(factory))
        return self
    }
}

extension ParameterFactory {
    /// Replaces what this factory builds with a builder that runs on the main actor, from any code, as
    /// `Factory`'s `register(factory:)` for `@MainActor` builders does.
    @discardableResult
    public func register(factory: @escaping @MainActor (P) -> T) -> Self {
        registration.register(_UnsafeMainActorBuilder.definition(factory))
        return self
    }
}

extension FactoryModifying {
    /// Builds with `factory`, on the main actor, while one of `contexts` is active (see ``FactoryContext``).
    @discardableResult
    public func context(_ contexts: FactoryContextType..., factory: @escaping @MainActor (P) -> T) -> Self {
        let definition = _UnsafeMainActorBuilder.definition(factory)
        for context in contexts { registration.register(definition, for: context) }
        return self
    }
}
