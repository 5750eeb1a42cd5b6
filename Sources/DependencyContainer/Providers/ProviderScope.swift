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
