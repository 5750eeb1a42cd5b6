import Foundation
import SwiftConcurrency

/// The lock a `StateCore` runs under, resolved from a `StateLock` once at creation.
struct CoreLock: @unchecked Sendable {  // @unchecked: every case is a lock (or, for `.absent`, the caller's promise).
    private enum Kind {
        case platform(PlatformMutex)
        case absent
        case custom(any NSLocking)
    }

    private let kind: Kind

    init(_ option: StateLock) {
        switch option {
        case .threadSafe: kind = .platform(PlatformMutex())
        case .absent: kind = .absent
        case .custom(let lock): kind = .custom(lock)
        }
    }

    @inline(__always)
    func lock() {
        switch kind {
        case .platform(let mutex): mutex.lock()
        case .absent: break
        case .custom(let lock): lock.lock()
        }
    }

    @inline(__always)
    func unlock() {
        switch kind {
        case .platform(let mutex): mutex.unlock()
        case .absent: break
        case .custom(let lock): lock.unlock()
        }
    }

    @inline(__always)
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
