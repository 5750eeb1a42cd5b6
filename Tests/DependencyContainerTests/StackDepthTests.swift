// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import Testing

/// Runs `body` on a new thread with a `stackSize`-byte stack and waits for it. The default, 512 KiB, is the
/// stack of secondary threads and GCD workers on Apple platforms; 8 MiB is a main thread's.
func onSmallStack(stackSize: Int = 512 << 10, _ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        finished.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    finished.wait()
}

/// How much larger the stacks of the depth tests that must succeed are in this process: four times under the
/// thread sanitizer, whose instrumentation makes every frame two to three times larger, so that those tests
/// measure depth, not the sanitizer.
let stackScale = dlsym(nil, "__tsan_init") == nil ? 1 : 4

/// Makes the calling (child) process exit with status 3 after `seconds`: a hang becomes a failure that the
/// parent observes, instead of a test that never ends.
func exitIfStillRunning(after seconds: Double) {
    Thread.detachNewThread {
        Thread.sleep(forTimeInterval: seconds)
        FileHandle.standardError.write(Data("timed out\n".utf8))
        exit(3)
    }
}

/// In a child process: runs `resolve` on another thread with a container whose clock stands still, for a
/// resolution that waits for a build that never ends; lets 1.9 s pass, then 0.1 s more, marking each on
/// standard error, and exits with status 3 once the resolution waits again, after its report.
func reportWaitAfterTwoSeconds(_ resolve: @escaping @Sendable (Container) -> Void) {
    let container = Container()
    let clock = ManualClock()
    container.manager.clock = clock
    Thread.detachNewThread { resolve(container) }
    let mark = { (text: String) in FileHandle.standardError.write(Data("\(text)\n".utf8)) }
    clock.waitForSleepers(1)
    clock.advance(by: 1.9)
    clock.waitForSleepers(1)
    mark("[1.9 s passed]")
    clock.advance(by: 0.1)
    clock.waitForSleepers(1)
    mark("[2 s passed; still waiting]")
    exit(3)
}

/// The wait report of ``reportWaitAfterTwoSeconds(on:)`` came after 2 s, not at 1.9 s, and the wait went on.
func expectReportBetweenMarkers(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let early = message.range(of: "[1.9 s passed]")
    let report = message.range(of: "has waited 2 s for ")
    let late = message.range(of: "[2 s passed; still waiting]")
    #expect(early != nil && report != nil && late != nil, sourceLocation: sourceLocation)
    if let early, let report, let late {
        #expect(early.upperBound <= report.lowerBound, "reported before 2 s", sourceLocation: sourceLocation)
        #expect(report.upperBound <= late.lowerBound, "not reported at 2 s", sourceLocation: sourceLocation)
    }
}

/// The child stopped with the depth report of a chain of distinct providers on a `stackKiB` KiB stack.
func expectDepthReport(
    _ result: ExitTest.Result?, stackKiB: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("DependencyContainer: resolution stopped "), sourceLocation: sourceLocation)
    #expect(message.contains("levels deep, with "), sourceLocation: sourceLocation)
    #expect(message.contains("KiB of this thread's \(stackKiB) KiB stack left"), sourceLocation: sourceLocation)
    #expect(
        message.contains("The chain, outermost first: Provider<Int> -> Provider<Int>"), sourceLocation: sourceLocation)
    #expect(!message.contains("cycle"), sourceLocation: sourceLocation)
    #expect(!message.contains("appears"), sourceLocation: sourceLocation)
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

/// Built only on the main actor: it checks where it runs.
@MainActor
final class MainActorOnly {
    init() { MainActor.assertIsolated("built off the main actor") }
}

extension Container {
    fileprivate var countdown: ParameterFactory<Int, Int> { self { n in n == 0 ? 0 : self.countdown(n - 1) + 1 } }
    fileprivate var hopA: Factory<CycleA> { self { CycleA(onAnotherThreadAndWait { self.hopB() }) }.cached }
    fileprivate var hopB: Factory<CycleB> { self { CycleB(self.hopA()) } }
    fileprivate var selfHop: Factory<Leaf> {
        self {
            onAnotherThreadAndWait { _ = self.selfHop() }; return Leaf()
        }.cached
    }
    fileprivate var queueHopA: Factory<CycleA> {
        self { CycleA(DispatchQueue(label: "queueHop").sync { self.queueHopB() }) }.cached
    }
    fileprivate var queueHopB: Factory<CycleB> { self { CycleB(self.queueHopA()) }.cached }
    @MainActor fileprivate var mainActorOnly: Factory<MainActorOnly> { self { MainActorOnly() } }
    /// `n` nonisolated levels, the innermost of which resolves a main-actor factory: as an app's graph does
    /// from main-actor code, asserting it runs there.
    fileprivate var towardsMainActor: ParameterFactory<Int, Int> {
        self { n in
            guard n > 0 else {
                return MainActor.assumeIsolated {
                    _ = self.mainActorOnly(); return 0
                }
            }
            return self.towardsMainActor(n - 1) + 1
        }
    }
}

@Suite("Deep graphs, small stacks and waits the container cannot see", .timeLimit(.minutes(5)))
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

    @Test("A unique-scope cycle is reported as a cycle, with its chain, on a 64 KiB stack")
    func cycleOnTinyStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 20)
            onSmallStack(stackSize: stackScale * 64 << 10) { _ = Container().cycleA() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: CycleA -> CycleB -> CycleA"))
    }

    @Test("A graph 60 levels deep resolves on a 512 KiB stack, and 1,000 levels on an 8 MiB one")
    func deepGraphs() async {
        await #expect(processExitsWith: .success) {
            exitIfStillRunning(after: 20)
            onSmallStack(stackSize: stackScale * 512 << 10) {
                precondition(Container().countdown(60) == 60)
                precondition(Container().resolve(providerChain(depth: 60)) == 59)
            }
            onSmallStack(stackSize: stackScale * 8 << 20) {
                precondition(Container().countdown(1_000) == 1_000)
                precondition(Container().resolve(providerChain(depth: 1_000)) == 999)
            }
        }
    }

    @Test("A graph 1,000 providers deep on a 512 KiB stack stops with its depth and chain, not a crash")
    func tooDeepForTheStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 20)
            onSmallStack { _ = Container().resolve(providerChain(depth: 1_000)) }
        }
        expectDepthReport(result, stackKiB: 512)
    }

    @Test("A graph 1,000 providers deep on a 64 KiB stack stops with its depth and chain, not a crash")
    func tooDeepForATinyStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 20)
            onSmallStack(stackSize: stackScale * 64 << 10) { _ = Container().resolve(providerChain(depth: 1_000)) }
        }
        expectDepthReport(result, stackKiB: stackScale * 64)
    }

    @Test("A graph a few levels deep resolves on a 64 KiB stack")
    func shallowGraphOnATinyStack() async {
        await #expect(processExitsWith: .success) {
            exitIfStillRunning(after: 20)
            onSmallStack(stackSize: stackScale * 64 << 10) {
                precondition(Container().resolve(providerChain(depth: 3)) == 2)
                precondition(Container().countdown(3) == 3)
            }
        }
    }

    @Test("Runaway parameter-factory recursion on a 512 KiB stack stops, naming the repeated definition")
    func runawayOnSmallStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 20)
            onSmallStack { _ = Container().runaway(1) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("DependencyContainer: resolution stopped "))
        #expect(message.contains("runaway (Int) -> runaway (Int)"))
        #expect(message.contains("runaway (Int) appears "))
    }

    @Test("A main-actor factory 300 levels deep, resolved from the main actor, is built there")
    func mainActorFactoryDeepInAChain() async {
        await #expect(processExitsWith: .success) {
            exitIfStillRunning(after: 20)
            await MainActor.run { precondition(Container().towardsMainActor(300) == 300) }
        }
    }

    @Test("A cycle closed by a synchronous hop to another thread hangs; after 2 s, not before, the wait is reported")
    func cycleThroughThreadHop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 60)
            reportWaitAfterTwoSeconds { _ = $0.hopA() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("has waited 2 s for hopA (CycleA), which another thread is building"))
        #expect(message.contains("this thread's chain: hopB (CycleB) -> hopA (CycleA)"))
        expectReportBetweenMarkers(message)
    }

    @Test("A builder that hops to another thread to resolve itself hangs, and after 2 s the wait is reported")
    func selfThroughThreadHop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 60)
            reportWaitAfterTwoSeconds { _ = $0.selfHop() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("has waited 2 s for selfHop (Leaf)"))
        #expect(message.contains("this thread's chain: selfHop (Leaf)"))
        expectReportBetweenMarkers(message)
    }

    @Test("A cycle through DispatchQueue.sync, which runs on the calling thread, is reported")
    func cycleThroughQueueSync() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            exitIfStillRunning(after: 6)
            _ = Container().queueHopA()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: CycleA -> CycleB -> CycleA"))
    }
}
