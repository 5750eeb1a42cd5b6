// SPDX-License-Identifier: MPL-2.0

/// Resolves ``Provider``s: what a provider's builder receives, and what every container is.
public protocol ProviderResolver: Sendable {
    /// The provider's instance: the latest override's if there is one, cached according to its scope.
    func resolve<T>(_ provider: Provider<T>) -> T
}
