// SPDX-License-Identifier: MPL-2.0

/// The default ``ProviderScope``: one instance per container, for the container's whole lifetime.
///
/// `clearCachedInstances(forScope:)` never clears it, not even as a child of another scope.
public struct SingletonScope: ProviderScope {
    /// The singleton scope.
    public init() {}

    /// None.
    public var children: [any ProviderScope] { [] }
}
