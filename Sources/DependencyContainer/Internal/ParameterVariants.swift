// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// The key variants of `scopeOnParameters` instances: one per key and parameter value, handed out once and
/// kept for the life of the process.
///
/// A variant number rather than the parameter itself in ``FactoryKey`` keeps keys plain values, which every
/// resolution copies and hashes; a parameter (`AnyHashable`) would make each copy retain and release it. The
/// cost is one entry per distinct parameter value ever used with `scopeOnParameters`.
enum ParameterVariants {
    // @unchecked: `AnyHashable` is not `Sendable`; a stored parameter is immutable, and only hashed and compared.
    private struct Slot: Hashable, @unchecked Sendable {  // invariant: immutable; never handed out
        let key: FactoryKey
        let parameter: AnyHashable
    }

    private static let variants = ConcurrencySafeContainer<[Slot: UInt]>([:])

    /// The variant of `key` under which the instance for `parameter` is cached.
    static func variant(of key: FactoryKey, for parameter: AnyHashable) -> UInt {
        let slot = Slot(key: key, parameter: parameter)
        return variants.withLockUnchecked { variants in
            if let variant = variants[slot] { return variant }
            let variant = OverrideSerial.next()
            variants[slot] = variant
            return variant
        }
    }
}
