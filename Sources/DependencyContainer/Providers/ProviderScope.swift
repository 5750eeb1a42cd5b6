// SPDX-License-Identifier: MPL-2.0

/// How long a ``Provider``'s instances are cached by a container, and which scopes are cleared with it.
///
/// Define a scope per flow of your app, and clear it when the flow ends:
///
/// ```swift
/// final class SignUpScope: ProviderScope {
///     let children: [any ProviderScope] = [SignUpStepScope()]
/// }
///
/// let formProvider = Provider(scope: SignUpScope()) { _ in SignUpForm() }
/// pod.clearCachedInstances(forScope: SignUpScope())   // clears SignUpScope and SignUpStepScope
/// ```
///
/// A scope is identified by its type: every `SignUpScope()` is the same scope.
public protocol ProviderScope: Sendable {
    /// Scopes cleared whenever this one is.
    var children: [any ProviderScope] { get }
}

extension ProviderScope {
    /// No child scopes.
    public var children: [any ProviderScope] { [] }
}

/// The default ``ProviderScope``: one instance per container, for the container's whole lifetime (SwiftiePod's
/// name; a `Factory`'s ``Scope/singleton`` is one instance per process).
///
/// `clearCachedInstances(forScope:)` never clears it, not even as a child of another scope.
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
