// SPDX-License-Identifier: MPL-2.0

/// A run-time registration stored in a container: `factory.register { … }`, `container.register(T.self)`,
/// or `overrideProvider(_:with:)`.
final class OverrideRecord<P, T>: RegistrationRecord {
    /// Unique per registration in the process; its instances are cached under this variant of the key.
    let serial: UInt
    let definition: FactoryDefinition<P, T>
    /// The scope of a type registration, which has no definition to take one from; `nil` for overrides,
    /// which keep their definition's scope.
    let scope: Scope?
    /// The scope of a provider override; `nil` means the provider's own.
    let providerScope: (any ProviderScope)?

    init(_ definition: FactoryDefinition<P, T>, scope: Scope? = nil, providerScope: (any ProviderScope)? = nil) {
        self.serial = OverrideSerial.next()
        self.definition = definition
        self.scope = scope
        self.providerScope = providerScope
    }
}

/// Hands out the serial numbers that keep every registration's cached instances apart.
enum OverrideSerial {
    private static let counter = ConcurrencySafeCounter()

    static func next() -> UInt { counter.next() }
}

/// What a container needs to know about any registration, whatever its types.
protocol RegistrationRecord: AnyObject, Sendable {
    /// The key variant its instances are cached under.
    var serial: UInt { get }
}
