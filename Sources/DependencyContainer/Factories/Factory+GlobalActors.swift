// SPDX-License-Identifier: MPL-2.0

/// Resolving factories whose definitions are isolated to a global actor from code that is not.
///
/// From code off a definition's actor, hop to the actor first:
///
/// ```swift
/// extension Container {
///     @MainActor var profile: Factory<ProfileViewModel> { self { ProfileViewModel() } }
///     @BackgroundActor var store: Factory<DataStore> { self { DataStore() } }
/// }
///
/// Task.detached {
///     let profile = await Container.shared.profile.resolveOnMainActor()
///     let store = await Container.shared.store.resolveOnGlobalActor(BackgroundActor.shared)
/// }
/// ```
///
/// Resolving an isolated definition off its actor stops the program with a message naming this fix.
extension Factory {
    /// Resolves the dependency on the main actor; awaited from elsewhere, it hops there first.
    @MainActor
    public func resolveOnMainActor() -> T {
        resolve()
    }

    /// Resolves the dependency on `actor`, which must be the global actor the definition is isolated to
    /// (pass its `shared` instance); awaited from elsewhere, it hops there first.
    public func resolveOnGlobalActor<A: Actor>(_ actor: isolated A) -> T {
        resolve()
    }
}

extension ParameterFactory {
    /// Resolves the dependency for `parameters` on the main actor; awaited from elsewhere, it hops there first.
    @MainActor
    public func resolveOnMainActor(_ parameters: P) -> T {
        resolve(parameters)
    }

    /// Resolves the dependency for `parameters` on `actor`, which must be the global actor the definition is
    /// isolated to; awaited from elsewhere, it hops there first.
    public func resolveOnGlobalActor<A: Actor>(_ actor: isolated A, parameters: P) -> T {
        resolve(parameters)
    }
}
