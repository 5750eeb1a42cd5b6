import Foundation

/// The recursive lock that serialises a manager's changes with their reports.
///
/// `@unchecked Sendable`: `NSRecursiveLock` is made to be shared between threads, but not every SDK declares
/// it `Sendable`; this wrapper vouches for it in one place instead of relying on the SDK.
@usableFromInline
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
