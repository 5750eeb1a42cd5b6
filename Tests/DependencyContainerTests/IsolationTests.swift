// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyContainerTesting
import SwiftConcurrency
import Testing

extension TestContainer {
    var isolatedSingleton: Factory<Numbered> { self { Numbered(TestContainer.singletonBuilds.increment()) }.singleton }
    static let singletonBuilds = BuildCounter()
}

let isolatedNumberProvider = Provider { _ in Numbered(TestContainer.singletonBuilds.increment()) }

@Suite("Task-local isolation", .timeLimit(.minutes(5)))
struct IsolationTests {
    @Test("Registrations inside withIsolated stay inside, and reach child tasks")
    func overridesStayInside() async {
        let shared = TestContainer.shared
        await TestContainer.withIsolated { container in
            #expect(TestContainer.isIsolated)
            container.greeter.register { MockGreeter() }
            #expect(shared.greeter().greeting == "mock", "Container.shared acts on the copy")
            async let child = shared.greeter().greeting
            let fromGroup = await withTaskGroup(of: String.self) { group in
                group.addTask { shared.greeter().greeting }
                return await group.next()!
            }
            #expect(await child == "mock")
            #expect(fromGroup == "mock")
        }
        #expect(!TestContainer.isIsolated)
        #expect(shared.greeter().greeting == "hello")
    }

    @Test("A task started inside an isolated scope still resolves in it after the scope has ended")
    func taskOutlivesScope() async {
        let shared = TestContainer.shared
        let (gate, openGate) = AsyncStream<Void>.makeStream()
        let task = TestContainer.withIsolated { _ in
            shared.greeter.register { MockGreeter() }
            return Task {
                for await _ in gate { break }
                return (shared.greeter().greeting, TestContainer.isIsolated)
            }
        }
        #expect(!TestContainer.isIsolated)
        openGate.yield()
        let (greeting, isolated) = await task.value
        #expect(greeting == "mock", "the task keeps the scope it was started in, and keeps it alive")
        #expect(isolated)
        #expect(shared.greeter().greeting == "hello")
    }

    @Test("Providers resolve in the isolated scope: its own cache and its own overrides")
    func providersAreIsolated() {
        let container = TestContainer()
        let outside = container.resolve(isolatedNumberProvider)
        TestContainer.withIsolated { _ in
            let inside = container.resolve(isolatedNumberProvider)
            #expect(inside !== outside, "the scope caches its own instance")
            #expect(container.resolve(isolatedNumberProvider) === inside)
            container.overrideProvider(isolatedNumberProvider) { _ in Numbered(-1) }
            #expect(container.resolve(isolatedNumberProvider).number == -1)
        }
        #expect(container.resolve(isolatedNumberProvider) === outside, "nothing done inside leaks out")
    }

    @Test("An isolated scope starts from the container's registrations, with nothing cached")
    func startsFromTheContainer() {
        let container = TestContainer()
        container.greeter.register { MockGreeter() }
        let cached = container.cachedGreeter()
        TestContainer.withIsolated { _ in
            #expect(container.greeter().greeting == "mock")
            #expect(container.cachedGreeter() !== cached)
            container.manager.reset()
            #expect(container.greeter().greeting == "hello")
        }
        #expect(container.greeter().greeting == "mock", "the reset inside did not reach the container")
        #expect(container.cachedGreeter() === cached)
    }

    @Test("Singletons resolved inside an isolated scope do not leak out of it, nor between scopes")
    func singletonsStayInside() {
        let outside = TestContainer.shared.isolatedSingleton()
        let inside = TestContainer.withIsolated { container in
            let first = container.isolatedSingleton()
            #expect(first !== outside)
            #expect(TestContainer().isolatedSingleton() === first, "one singleton per scope, across containers")
            Scope.singleton.reset()
            let second = container.isolatedSingleton()
            #expect(second !== first)
            return second
        }
        #expect(TestContainer.shared.isolatedSingleton() === outside)
        #expect(inside !== outside)
    }

    @Test("Scopes nest: the inner one starts from the outer one's registrations")
    func nesting() {
        TestContainer.withIsolated { outer in
            outer.greeter.register { MockGreeter() }
            TestContainer.withIsolated { inner in
                #expect(inner.greeter().greeting == "mock")
                inner.greeter.register { RealGreeter() }
                #expect(inner.greeter().greeting == "hello")
            }
            #expect(outer.greeter().greeting == "mock")
        }
    }

    @Test("Many overriding tests run concurrently without seeing each other's overrides")
    func manyConcurrentOverrides() async {
        let failures = await withTaskGroup(of: Int.self) { group in
            for index in 0..<64 {
                group.addTask {
                    await TestContainer.withIsolated { container in
                        var failures = 0
                        container.uniqueValue.register { index }
                        container.isolatedSingleton.register { Numbered(index) }
                        for _ in 0..<50 {
                            if TestContainer.shared.uniqueValue() != index { failures += 1 }
                            if TestContainer.shared.isolatedSingleton().number != index { failures += 1 }
                            await Task.yield()
                        }
                        return failures
                    }
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(TestContainer.shared.uniqueValue() == 7)
    }
}

@Suite(
    "The isolation trait", .isolatedContainer(setUp: { TestContainer.shared.uniqueValue.register { 41 } }),
    .timeLimit(.minutes(5)))
struct IsolationTraitTests {
    @Test("Each test starts from the suite's set-up", arguments: [1, 2, 3, 4])
    func overridePerTest(offset: Int) async {
        #expect(TestContainer.isIsolated)
        #expect(TestContainer.shared.uniqueValue() == 41)
        TestContainer.shared.uniqueValue.register { 41 + offset }
        await Task.yield()
        #expect(TestContainer.shared.uniqueValue() == 41 + offset)
    }

    @Test("A test's override is gone for the next test", .isolatedContainer)
    func traitOnTest() {
        #expect(TestContainer.shared.greeter().greeting == "hello")
        TestContainer.shared.greeter.register { MockGreeter() }
        #expect(TestContainer.shared.greeter().greeting == "mock")
    }
}
