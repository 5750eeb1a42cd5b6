// SPDX-License-Identifier: MPL-2.0

/// What a ``ProviderScope`` means to a cache: whether it caches at all, under which identity, and whether
/// `clearCachedInstances(forScope:)` and resets may clear it.
///
/// Asking a scope existential `is AlwaysCreateNewScope` is a dynamic cast, as costly as the rest of a cache
/// hit, so a provider works this out once, when it is created.
struct ProviderLifetime: Sendable {
    /// `AlwaysCreateNewScope`: build every time, cache nothing.
    let createsNew: Bool
    /// The scope's identity in caches: its type, so that every instance of a scope type shares one cache.
    let scopeID: ObjectIdentifier
    /// False for `SingletonScope`, which lives as long as the container.
    let clearable: Bool

    init(_ scope: any ProviderScope) {
        createsNew = scope is AlwaysCreateNewScope
        scopeID = ObjectIdentifier(type(of: scope))
        clearable = !(scope is SingletonScope)
    }
}
