// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// One lock + increment + unlock, for each lock under test; generic code over it is specialised per type.
protocol LockedCounter: Sendable {
    func increment()
    var current: Int { get }
}

extension RawPthreadCounter: LockedCounter {}
extension RawNSLockCounter: LockedCounter {}
extension RawMutexCounter: LockedCounter {}

struct ContainerCounter: LockedCounter {
    let container = ConcurrencySafeContainer(0)
    @inline(__always) func increment() { container.withLock { $0 &+= 1 } }
    var current: Int { container.withLock { $0 } }
}

struct ContainerTryLockCounter: LockedCounter {
    let container = ConcurrencySafeContainer(0)
    @inline(__always) func increment() {
        while container.withLockIfAvailable({ $0 &+= 1 }) == nil {}
    }
    var current: Int { container.withLock { $0 } }
}

struct LegacyCounter: LockedCounter {
    let container = LegacyConcurrencySafe(0)
    @inline(__always) func increment() { container.withLock { $0 &+= 1 } }
    var current: Int { container.withLock { $0 } }
}

struct MutexBoxCounter: LockedCounter {
    let container = MutexBox(0)
    @inline(__always) func increment() { container.withLock { $0 &+= 1 } }
    var current: Int { container.withLock { $0 } }
}

/// UtilityKit 0.1's design: the container dispatching through `any ConcurrencyContainerProtocol<State>`.
struct ExistentialCounter: LockedCounter {
    let container: any ConcurrencyContainerProtocol<Int> = ConcurrencySafeContainer(0)
    @inline(__always) func increment() { container.withLock { $0 &+= 1 } }
    var current: Int { container.withLock { $0 } }
}
