// SPDX-License-Identifier: MPL-2.0

import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Baseline: a counter behind a hand-rolled `pthread_mutex_t`, the fastest raw lock measured on Linux.
final class RawPthreadCounter: @unchecked Sendable {  // `mutex` guards `value`
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value = 0

    init(adaptive: Bool = false) {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        #if os(Linux)
        if adaptive { pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP)) }
        #endif
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func increment() {
        pthread_mutex_lock(mutex)
        value &+= 1
        pthread_mutex_unlock(mutex)
    }

    var current: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return value
    }
}

/// Baseline: the classic `NSLock` + stored property pattern.
final class RawNSLockCounter: @unchecked Sendable {  // `lock` guards `value`
    private let lock = NSLock()
    private var value = 0

    @inline(__always)
    func increment() {
        lock.lock()
        value &+= 1
        lock.unlock()
    }

    var current: Int { lock.withLock { value } }
}

/// Baseline: `Synchronization.Mutex` used directly.
final class RawMutexCounter: Sendable {
    private let mutex = Mutex(0)

    @inline(__always)
    func increment() { mutex.withLock { $0 &+= 1 } }

    var current: Int { mutex.withLock { $0 } }
}
