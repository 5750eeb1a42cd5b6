// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import Testing

@Suite("The ConcurrencyContainerProtocol contract, for every backend", .timeLimit(.minutes(5)))
struct ContainerContractTests {
    @Test(arguments: Backend.allCases)
    func initialStateIsReadBack(backend: Backend) {
        let container = backend.make("hello")
        #expect(container.withLock { $0 } == "hello")
    }

    @Test(arguments: Backend.allCases)
    func withLockMutatesAndReturnsTheBodysResult(backend: Backend) {
        let container = backend.make(41)
        let returned = container.withLock { state -> String in
            state += 1
            return "now \(state)"
        }
        #expect(returned == "now 42")
        #expect(container.withLock { $0 } == 42)
    }

    @Test(arguments: Backend.allCases)
    func withLockRethrowsAndKeepsMutationsMadeBeforeTheThrow(backend: Backend) {
        let container = backend.make(0)
        #expect(throws: Boom(code: 7)) {
            try container.withLock { state in
                state = 5
                throw Boom(code: 7)
            }
        }
        // The lock was released on the throwing path: this would deadlock otherwise.
        #expect(container.withLock { $0 } == 5)
    }

    @Test(arguments: Backend.allCases)
    func withLockUncheckedRethrows(backend: Backend) {
        let container = backend.make([1, 2])
        #expect(throws: Boom(code: 1)) {
            try container.withLockUnchecked { state in
                state.append(3)
                throw Boom(code: 1)
            }
        }
        #expect(container.withLockUnchecked { $0 } == [1, 2, 3])
    }

    @Test(arguments: Backend.allCases)
    func withLockIfAvailableRunsWhenTheLockIsFree(backend: Backend) {
        let container = backend.make(1)
        let result = container.withLockIfAvailable { state -> Int in
            state *= 10
            return state
        }
        #expect(result == 10)
        #expect(container.withLock { $0 } == 10)
    }

    @Test(arguments: Backend.allCases)
    func withLockIfAvailableRethrows(backend: Backend) {
        let container = backend.make(1)
        #expect(throws: Boom(code: 3)) {
            try container.withLockIfAvailable { _ -> Int in throw Boom(code: 3) }
        }
        #expect(container.withLockIfAvailable { $0 } == 1)
    }

    @Test(arguments: Backend.allCases)
    func withLockIfAvailableReturnsNilWhileAnotherThreadHoldsTheLock(backend: Backend) {
        let container = backend.make(0)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            container.withLock { _ in
                holding.signal()
                release.wait()
            }
            finished.signal()
        }
        holding.wait()
        let ranWhileHeld = container.withLockIfAvailable { state -> Bool in
            state += 100
            return true
        }
        #expect(ranWhileHeld == nil)
        release.signal()
        finished.wait()
        #expect(container.withLockIfAvailable { $0 } == 0, "the body must not have run while the lock was held")
    }

    @Test(arguments: Backend.allCases)
    func genericCodeWorksWithEveryConformer(backend: Backend) {
        let container = backend.make(0)
        incrementThroughGenericCode(container, times: 3)
        #expect(container.withLock { $0 } == 3)
    }

    @Test func concreteGenericDispatchAndTheExistentialAgree() {
        let concrete = ConcurrencySafeContainer(0)
        incrementThroughGenericCode(concrete, times: 2)
        let existential: any ConcurrencyContainerProtocol<Int> = concrete
        existential.withLock { $0 += 1 }
        #expect(concrete.withLock { $0 } == 3)
    }

    @Test func copiesOfTheContainerShareOneState() {
        let original = ConcurrencySafeContainer([String]())
        let copy = original
        copy.withLock { $0.append("from the copy") }
        #expect(original.withLock { $0 } == ["from the copy"])
    }

    @Test func theStateIsReleasedWithTheLastContainer() {
        weak var observed: Tracked?
        do {
            let container = ConcurrencySafeContainer(Tracked())
            container.withLockUnchecked { observed = $0 }
            #expect(observed != nil)
        }
        #expect(observed == nil, "the container must not leak its state")
    }

    @Test func backendNameNamesThePlatformPrimitive() {
        #if canImport(Darwin)
        #expect(ConcurrencySafeContainer<Int>.backendName == "os_unfair_lock")
        #else
        #expect(ConcurrencySafeContainer<Int>.backendName == "pthread_mutex_t")
        #endif
    }
}

private func incrementThroughGenericCode<Container: ConcurrencyContainerProtocol>(
    _ container: Container, times: Int
) where Container.State == Int {
    for _ in 0..<times {
        container.withLock { $0 += 1 }
    }
}

private final class Tracked {
    var value = 0
}
