// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import Testing

/// Runs `body` on a new thread with a 512 KiB stack, the default for secondary threads and GCD workers on
/// Apple platforms, and waits for it.
func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        finished.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    finished.wait()
}

/// Makes the calling (child) process exit with status 3 after `seconds`: a hang becomes a failure that the
/// parent observes, instead of a test that never ends.
func exitIfStillRunning(after seconds: Double) {
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: seconds)
        FileHandle.standardError.write(Data("timed out\n".utf8))
        exit(3)
    }
}

/// A chain of `depth` distinct providers, each resolving the previous one.
func providerChain(depth: Int) -> Provider<Int> {
    var provider = Provider(scope: AlwaysCreateNewScope()) { _ in 0 }
    for _ in 1..<depth {
        let previous = provider
        provider = Provider(scope: AlwaysCreateNewScope()) { pod in pod.resolve(previous) + 1 }
    }
    return provider
}

/// Runs `body` on another thread and waits for it: a synchronous hop the container cannot see.
func onAnotherThreadAndWait<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
    let result = ConcurrencySafeContainer<T?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        let value = body()
        result.withLock { $0 = value }
        finished.signal()
    }
    finished.wait()
    return result.withLock { $0 }!
}

extension Container {
    fileprivate var countdown: ParameterFactory<Int, Int> { self { n in n == 0 ? 0 : self.countdown(n - 1) + 1 } }
    fileprivate var hopA: Factory<CycleA> { self { CycleA(onAnotherThreadAndWait { self.hopB() }) }.cached }
    fileprivate var hopB: Factory<CycleB> { self { CycleB(self.hopA()) } }
    fileprivate var queueHopA: Factory<CycleA> {
        self { CycleA(DispatchQueue(label: "queueHop").sync { self.queueHopB() }) }.cached
    }
    fileprivate var queueHopB: Factory<CycleB> { self { CycleB(self.queueHopA()) }.cached }
}

@Suite("Deep graphs, small stacks and waits the container cannot see")
struct StackDepthTests {
    @Test("A unique-scope cycle is reported with its chain on a 512 KiB stack")
    func cycleOnSmallStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 20)
            onSmallStack { _ = Container().cycleA() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: CycleA -> CycleB -> CycleA"))
    }

    @Test("An acyclic graph 1,000 providers deep resolves on a 512 KiB stack")
    func deepProviderGraph() async {
        await #expect(processExitsWith: .success) {
            exitIfStillRunning(after: 20)
            onSmallStack {
                let chain = providerChain(depth: 1_000)
                precondition(Container().resolve(chain) == 999)
            }
        }
    }

    @Test("A parameter factory recursing 900 levels deep resolves on a 512 KiB stack")
    func deepRecursion() async {
        await #expect(processExitsWith: .success) {
            exitIfStillRunning(after: 20)
            onSmallStack { precondition(Container().countdown(900) == 900) }
        }
    }

    @Test("Runaway parameter-factory recursion on a 512 KiB stack is stopped and named")
    func runawayOnSmallStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 20)
            onSmallStack { _ = Container().runaway(1) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ParameterFactory runaway (producing Int) was resolved inside its own resolution"))
    }

    @Test("A cycle through a synchronous hop to another thread is reported, not a silent hang")
    func cycleThroughThreadHop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 6)
            _ = Container().hopA()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("probable dependency cycle across threads: CycleA -> CycleB -> CycleA"))
        #expect(message.contains("hopA -> hopB -> hopA"))
    }

    @Test("A cycle through DispatchQueue.sync is reported")
    func cycleThroughQueueSync() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 6)
            _ = Container().queueHopA()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CycleA -> CycleB -> CycleA"))
    }
}
