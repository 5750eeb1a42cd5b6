// SPDX-License-Identifier: MPL-2.0

/// How long a ``Provider``'s instances are cached by a container, and which scopes are cleared with it.
///
/// ```swift
/// final class SignUpScope: ProviderScope {
///     let children: [any ProviderScope] = [SignUpStepScope()]
/// }
///
/// let formProvider = Provider(scope: SignUpScope()) { _ in SignUpForm() }
/// pod.clearCachedInstances(forScope: SignUpScope())   // clears SignUpScope and SignUpStepScope
/// ```
public protocol ProviderScope: Sendable {
    /// Scopes cleared whenever this one is.
    var children: [any ProviderScope] { get }
}

extension ProviderScope {
    /// No child scopes.
    public var children: [any ProviderScope] { [] }
}

/// The default ``ProviderScope``: one instance per container, for the container's whole lifetime.
public struct SingletonScope: ProviderScope {
    /// The singleton scope.
    public init() {}

    /// None.
    public var children: [any ProviderScope] { [] }
}

/// A ``ProviderScope`` that caches nothing: every resolution builds a new instance.
public struct AlwaysCreateNewScope: ProviderScope {
    /// The always-create-new scope.
    public init() {}

    /// None.
    public var children: [any ProviderScope] { [] }
}
