// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The recursive lock that serialises a manager's changes with their reports.
///
/// Not every SDK declares `NSRecursiveLock` `Sendable`; this wrapper vouches for it in one place instead.
@usableFromInline
// Safety: its only state is an `NSRecursiveLock`, which is built to be shared between threads.
final class ReportingLock: @unchecked Sendable {
    @usableFromInline let recursiveLock = NSRecursiveLock()

    @inlinable
    init() {}

    @inlinable
    func lock() {
        recursiveLock.lock()
    }

    @inlinable
    func unlock() {
        recursiveLock.unlock()
    }
}
