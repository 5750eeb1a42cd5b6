// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import Testing

// @testable: the memory test counts the parameter variants a container keeps, which no public API shows.
@testable import DependencyContainer

@Suite("Resets", .timeLimit(.minutes(1)))
struct ResetTests {
    @Test("A reset while a cached instance is being built: the build's instance is not cached for later")
    func resetDuringBuild() {
        let container = Container()
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let builds = BuildCounter()
        let cached = Factory<Leaf>(container, key: "resetDuringBuild") {
            if builds.increment() == 1 {
                started.signal()
                proceed.wait()
            }
            return Leaf()
        }.cached
        let builtBeforeReset = ConcurrencySafeContainer<Leaf?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            builtBeforeReset.withLock { $0 = cached() }
            finished.signal()
        }
        started.wait()
        container.manager.reset()
        proceed.signal()
        finished.wait()
        guard let old = builtBeforeReset.withLock({ $0 }) else {
            Issue.record("the resolution that started before the reset returned nothing")
            return
        }
        let afterReset = cached()
        #expect(afterReset !== old)
        #expect(cached() === afterReset)
    }

    @Test("A reset of the scope while a build runs, then the build finishes: the next resolution builds anew")
    func scopeResetDuringBuild() {
        let container = Container()
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let builds = BuildCounter()
        let cached = Factory<Numbered>(container, key: "scopeResetDuringBuild") {
            let number = builds.increment()
            if number == 1 {
                started.signal()
                proceed.wait()
            }
            return Numbered(number)
        }.cached
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            #expect(cached().number == 1)
            finished.signal()
        }
        started.wait()
        container.manager.reset(options: .scope)
        proceed.signal()
        finished.wait()
        #expect(cached().number == 2)
        #expect(cached().number == 2)
    }

    @Test("Resets release what scopeOnParameters kept for each parameter value")
    func parameterVariantsReleased() {
        let container = Container()
        let item = ParameterFactory<Int, Numbered>(container, key: "parameterVariantsReleased") {
            Numbered($0)
        }.scopeOnParameters.cached
        for parameter in 0..<500 { #expect(item(parameter).number == parameter) }
        #expect(container.manager.parameterVariants.count == 500)
        #expect(item(7) === item(7))
        container.manager.reset()
        #expect(container.manager.parameterVariants.count == 0)
        for parameter in 0..<100 { _ = item(parameter) }
        container.manager.reset(options: .scope)
        #expect(container.manager.parameterVariants.count == 0)
        let kept = item(3)
        #expect(item(3) === kept)
        container.manager.reset(scope: .shared)
        #expect(container.manager.parameterVariants.count == 1)
        #expect(item(3) === kept)
    }
}

@Suite("timeToLive")
struct TimeToLiveTests {
    @Test("timeToLive(.nan) stops with a message that says why")
    func notANumber() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Factory<Leaf>(Container(), key: "notANumber") { Leaf() }.cached.timeToLive(.nan)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("timeToLive(_:) needs a number of seconds, not NaN"))
    }
}

/// A container whose first `autoRegister()` run waits until the test lets it go on, and which records how many
/// runs were in progress at once.
final class BlockingAutoContainer: SharedContainer, AutoRegistering {
    static let shared = BlockingAutoContainer()
    let manager = ContainerManager()
    let runs = BuildCounter()
    let running = ConcurrencySafeContainer(0)
    let mostAtOnce = ConcurrencySafeContainer(0)
    let firstRunStarted = DispatchSemaphore(value: 0)
    let firstRunMayFinish = DispatchSemaphore(value: 0)

    var registered: Factory<String> { self { "definition" } }

    func autoRegister() {
        let atOnce = running.withLock { running in
            running += 1
            return running
        }
        mostAtOnce.withLock { $0 = max($0, atOnce) }
        if runs.increment() == 1 {
            firstRunStarted.signal()
            firstRunMayFinish.wait()
        }
        registered.register { "registered" }
        running.withLock { $0 -= 1 }
    }
}

@Suite("Resets during autoRegister()", .timeLimit(.minutes(1)))
struct AutoRegisterResetTests {
    @Test("A reset while autoRegister() runs makes it run again afterwards, never twice at once")
    func resetDuringAutoRegister() {
        let container = BlockingAutoContainer()
        let resolved = ConcurrencySafeContainer<[String]>([])
        let finished = DispatchGroup()
        finished.enter()
        Thread.detachNewThread {
            let value = container.registered()
            resolved.withLock { $0.append(value) }
            finished.leave()
        }
        container.firstRunStarted.wait()
        container.manager.reset()
        finished.enter()
        Thread.detachNewThread {
            let value = container.registered()
            resolved.withLock { $0.append(value) }
            finished.leave()
        }
        // Room for the second resolution to start a run beside the first, if it could.
        Thread.sleep(forTimeInterval: 0.2)
        container.firstRunMayFinish.signal()
        finished.wait()
        #expect(container.mostAtOnce.withLock { $0 } == 1)
        #expect(container.runs.value == 2)
        #expect(resolved.withLock { $0 } == ["registered", "registered"])
        #expect(container.registered() == "registered")
        #expect(container.runs.value == 2)
    }
}
