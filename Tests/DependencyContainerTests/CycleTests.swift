// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import Testing

// Definitions that form cycles, used only inside exit tests (each runs in a child process).

final class CycleA: Sendable {
    init(_ b: CycleB) {}
}

final class CycleB: Sendable {
    init(_ a: CycleA) {}
}

extension Container {
    var cycleA: Factory<CycleA> { self { CycleA(self.cycleB()) } }
    var cycleB: Factory<CycleB> { self { CycleB(self.cycleA()) } }
    var cachedCycleA: Factory<CycleA> { self { CycleA(self.cachedCycleB()) }.singleton }
    var cachedCycleB: Factory<CycleB> { self { CycleB(self.cachedCycleA()) }.cached }
    var runaway: ParameterFactory<Int, Int> { self { self.runaway($0) } }
    /// Recurses `n` levels through itself, then enters the `cycleA` cycle.
    var countdownToCycle: ParameterFactory<Int, Int> {
        self { n in
            guard n > 0 else { return withExtendedLifetime(self.cycleA()) { 0 } }
            return self.countdownToCycle(n - 1)
        }
    }
    /// A unique-scope cycle whose builders say each time they run.
    var countedCycleA: Factory<CycleA> {
        self {
            announceBuild(of: "countedCycleA")
            return CycleA(self.countedCycleB())
        }
    }
    var countedCycleB: Factory<CycleB> {
        self {
            announceBuild(of: "countedCycleB")
            return CycleB(self.countedCycleA())
        }
    }
    /// The same cycle, both sides `.cached`.
    var countedCachedCycleA: Factory<CycleA> {
        self {
            announceBuild(of: "countedCachedCycleA")
            return CycleA(self.countedCachedCycleB())
        }
        .cached
    }
    var countedCachedCycleB: Factory<CycleB> {
        self {
            announceBuild(of: "countedCachedCycleB")
            return CycleB(self.countedCachedCycleA())
        }
        .cached
    }
    /// The first build starts a task that resolves this same factory, and waits for it.
    var taskStartingLeaf: Factory<Leaf> {
        self {
            let isFirst = taskStartingBuilds.increment() == 1
            if isFirst {
                let finished = DispatchSemaphore(value: 0)
                Task {
                    _ = self.taskStartingLeaf()
                    finished.signal()
                }
                finished.wait()
            }
            return Leaf()
        }
    }
}

let taskStartingBuilds = BuildCounter()

/// Writes a line to standard error, which an exit test observes: the child process stops at the report, so
/// its builds are counted from what it wrote.
func announceBuild(of name: String) {
    FileHandle.standardError.write(Data("built \(name)\n".utf8))
}

/// How many times the child process said it built `name`.
func builds(of name: String, in output: String) -> Int {
    output.components(separatedBy: "built \(name)\n").count - 1
}

let cycleProviderA: Provider<CycleA> = Provider { pod in CycleA(pod.resolve(cycleProviderB)) }
let cycleProviderB: Provider<CycleB> = Provider(scope: AlwaysCreateNewScope()) { pod in
    CycleB(pod.resolve(cycleProviderA))
}

@Suite("Dependency cycles", .timeLimit(.minutes(5)))
struct CycleTests {
    @Test("A unique-scope cycle stops with the whole chain")
    func uniqueCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().cycleA()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: CycleA -> CycleB -> CycleA"))
        #expect(message.contains("cycleA -> cycleB -> cycleA"))
    }

    @Test("A unique-scope cycle is reported at its first repetition: each builder runs once")
    func uniqueCycleRunsEachBuilderOnce() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().countedCycleA()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("countedCycleA -> countedCycleB -> countedCycleA"))
        #expect(builds(of: "countedCycleA", in: message) == 1)
        #expect(builds(of: "countedCycleB", in: message) == 1)
    }

    @Test("A cached cycle is reported at its first repetition: each builder runs once")
    func cachedCycleRunsEachBuilderOnce() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().countedCachedCycleA()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("countedCachedCycleA -> countedCachedCycleB -> countedCachedCycleA"))
        #expect(builds(of: "countedCachedCycleA", in: message) == 1)
        #expect(builds(of: "countedCachedCycleB", in: message) == 1)
    }

    @Test("A cycle entered after a parameter factory's own recursion stops with the cycle's chain")
    func cycleAfterParameterRecursion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().countdownToCycle(5)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: CycleA -> CycleB -> CycleA"))
        #expect(message.contains("cycleA -> cycleB -> cycleA"))
    }

    @Test("A cycle through cached and singleton scopes stops instead of deadlocking")
    func cachedCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().cachedCycleA()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CycleA -> CycleB -> CycleA"))
    }

    @Test("A cycle between providers stops with the chain")
    func providerCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().resolve(cycleProviderA)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("CycleA -> CycleB -> CycleA"))
        #expect(message.contains("Provider<CycleA>"))
    }

    @Test("Runaway parameter-factory recursion is stopped with its chain before it overflows the stack")
    func runawayRecursion() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().runaway(1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("DependencyContainer: resolution stopped "))
        #expect(message.contains("runaway (Int) appears "))
    }

    @Test("A task started inside a builder resolves on its own, not as part of the builder's chain")
    func taskStartedInBuilder() async {
        await #expect(processExitsWith: .success) {
            _ = Container().taskStartingLeaf()
            precondition(taskStartingBuilds.value == 2)
        }
    }

    @Test("A cycle split across two threads is reported, not a deadlock")
    func crossThreadCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // Thread 1 builds A (singleton) and, inside, waits until thread 2 has started building B (cached),
            // then asks for B; thread 2 asks for A. Each waits for the other's build.
            let container = Container()
            let bStarted = DispatchSemaphore(value: 0)
            let aStarted = DispatchSemaphore(value: 0)
            let a = Factory<CycleA>(container, key: "crossA") {
                aStarted.signal()
                bStarted.wait()
                return CycleA(Factory<CycleB>(container, key: "crossB") { fatalError("unreachable") }.cached())
            }.singleton
            let b = Factory<CycleB>(container, key: "crossB") {
                bStarted.signal()
                return CycleB(a())
            }.cached
            Thread.detachNewThread { _ = a() }
            aStarted.wait()
            _ = b()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        // Whichever thread finds the cycle reports it, starting from what it waits for.
        #expect(message.contains("CycleA -> CycleB -> CycleA") || message.contains("CycleB -> CycleA -> CycleB"))
        #expect(message.contains("spans two threads"))
    }
}
