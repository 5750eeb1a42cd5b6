// SPDX-License-Identifier: MPL-2.0

/// A container type with one shared instance, for resolution from anywhere.
///
/// ``Container`` is one; define your own to group a feature's dependencies:
///
/// ```swift
/// public final class PaymentsContainer: SharedContainer {
///     public static let shared = PaymentsContainer()
///     public let manager = ContainerManager()
/// }
///
/// extension PaymentsContainer {
///     var checkout: Factory<Checkout> { self { Checkout() } }
/// }
/// ```
public protocol SharedContainer: ManagedContainer {
    /// The shared instance. Declare it as a `static let`.
    static var shared: Self { get }
}
