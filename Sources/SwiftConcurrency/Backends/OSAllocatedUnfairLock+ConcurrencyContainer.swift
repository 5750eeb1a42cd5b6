// SPDX-License-Identifier: MPL-2.0

#if canImport(os)
import os

// `OSAllocatedUnfairLock` already has `withLock`, `withLockUnchecked` and `withLockIfAvailable` in exactly the
// protocol's shape; only the initialiser's label differs.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension OSAllocatedUnfairLock: ConcurrencyContainerProtocol {
    /// Creates a lock that takes ownership of `state`.
    public init(_ state: sending State) {
        self.init(uncheckedState: state)
    }
}
#endif
