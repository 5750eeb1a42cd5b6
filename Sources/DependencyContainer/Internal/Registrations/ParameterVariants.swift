// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// The key variants of one container's `scopeOnParameters` instances: one per key and parameter value.
///
/// A variant number rather than the parameter itself in ``FactoryKey`` keeps keys plain values, which every
/// resolution copies and hashes; a parameter (`AnyHashable`) would make each copy retain and release it. The
/// cost is one entry per distinct parameter value cached, besides the cached instance: the container's resets
/// release the entries whose instances they removed (``release(keeping:)``).
final class ParameterVariants: Sendable {
    // Safety: `AnyHashable` is not `Sendable`; a stored parameter is immutable, and only hashed and compared.
    private struct Slot: Hashable, @unchecked Sendable {
        let key: FactoryKey
        let parameter: AnyHashable
    }

    private let variants = ConcurrencySafeContainer<[Slot: UInt]>([:])

    /// The variant of `key` under which the instance for `parameter` is cached.
    func variant(of key: FactoryKey, for parameter: AnyHashable) -> UInt {
        let slot = Slot(key: key, parameter: parameter)
        return variants.withLockUnchecked { variants in
            if let variant = variants[slot] { return variant }
            let variant = OverrideSerial.next()
            variants[slot] = variant
            return variant
        }
    }

    /// Forgets the variants that `inUse` does not select: those no cache holds an instance under.
    func release(keeping inUse: (UInt) -> Bool) {
        // Released after the lock is dropped: a parameter's deinit may resolve again.
        let released = variants.withLockUnchecked { variants -> [Slot: UInt] in
            let released = variants.filter { !inUse($0.value) }
            for slot in released.keys { variants.removeValue(forKey: slot) }
            return released
        }
        _ = released
    }

    /// How many variants are kept.
    var count: Int { variants.withLockUnchecked { $0.count } }
}
