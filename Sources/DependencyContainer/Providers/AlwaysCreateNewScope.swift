// SPDX-License-Identifier: MPL-2.0

/// A ``ProviderScope`` that caches nothing: every resolution builds a new instance.
public struct AlwaysCreateNewScope: ProviderScope {
    /// The always-create-new scope.
    public init() {}

    /// None.
    public var children: [any ProviderScope] { [] }
}
