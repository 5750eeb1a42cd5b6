// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import TestSupport
import Testing

final class Slow: Sendable {
    let serial: Int
    init(serial: Int) {
        self.serial = serial
        Thread.sleep(forTimeInterval: 0.002)  // widen the window in which concurrent first resolutions overlap
    }
}

@Suite("Concurrency", .timeLimit(.minutes(5)))
struct ConcurrencyTests {
    // Inside an isolated scope, so that its singleton and its `Scope.singleton.reset()` are this test's own. Tasks,
    // not threads: isolation follows the task (CoreStressTests races threads on containers of its own).
    @Test("Singletons and cached instances are built exactly once under concurrent first resolution")
    func exactlyOnce() async {
        for round in 0..<20 {
            await Container.withIsolated { _ in
                let container = Container()
                let singletonBuilds = BuildCounter()
                let cachedBuilds = BuildCounter()
                let providerBuilds = BuildCounter()
                let key: StaticString = "exactlyOnce"
                let singleton = Factory<Slow>(container, key: key) { Slow(serial: singletonBuilds.increment()) }
                    .singleton
                let cached = Factory<Slow>(container) { Slow(serial: cachedBuilds.increment()) }.cached
                let provider = Provider { _ in Slow(serial: providerBuilds.increment()) }
                let seen = await withTaskGroup(of: [ObjectIdentifier].self) { group in
                    for _ in 0..<8 {
                        group.addTask {
                            [
                                ObjectIdentifier(singleton()), ObjectIdentifier(cached()),
                                ObjectIdentifier(container.resolve(provider)),
                            ]
                        }
                    }
                    return await group.reduce(into: Set<[ObjectIdentifier]>()) { $0.insert($1) }
                }
                #expect(seen.count == 1, "round \(round)")
                #expect(singletonBuilds.value == 1)
                #expect(cachedBuilds.value == 1)
                #expect(providerBuilds.value == 1)
                Scope.singleton.reset()
            }
        }
    }

    @Test("A builder may resolve through the outer container, and from another thread, without deadlock")
    func reentrantThroughOuterContainer() {
        let outer = Container()
        let leaf = Factory<Leaf>(outer, key: "outerLeaf") { Leaf() }.cached
        let branch = Factory<Branch>(outer, key: "outerBranch") {
            // Resolves on another thread while this thread holds nothing but its own build claim.
            let left = DispatchQueue.global().sync { leaf() }
            return Branch(left: left, right: outer.resolve(Leaf.self) ?? leaf())
        }.cached
        outer.register { Leaf() }
        let results = ConcurrencySafeContainer(Set<ObjectIdentifier>())
        race(threads: 8) { _ in
            let identity = ObjectIdentifier(branch())
            results.withLock { _ = $0.insert(identity) }
        }
        #expect(results.withLock { $0.count } == 1)
        #expect(branch().left === leaf())
    }

    @Test("Resolving while other threads register, override and reset stays consistent")
    func stressRegistrationAndResolution() {
        let container = TestContainer()
        let iterations = 400
        race(threads: 8) { thread in
            let worker = thread / 2
            if thread.isMultiple(of: 2) {
                for step in 0..<iterations {
                    switch (worker + step) % 4 {
                    case 0: container.greeter.register { MockGreeter() }
                    case 1: container.cachedGreeter.reset()
                    case 2: container.register { Numbered(step) }
                    default: container.manager.reset(options: .scope)
                    }
                }
            } else {
                for _ in 0..<iterations {
                    let greeting = container.greeter().greeting
                    #expect(greeting == "mock" || greeting == "hello")
                    #expect(["mock", "hello"].contains(container.cachedGreeter().greeting))
                    _ = container.resolve(Numbered.self)
                    _ = container.sharedGreeter()
                }
            }
        }
        container.manager.reset()
        #expect(container.greeter().greeting == "hello")
        #expect(container.resolve(Numbered.self) == nil)
    }

    @Test("Graph scopes on different threads never share an instance")
    func graphPerThread() {
        let container = Container()
        let leaf = Factory<Leaf>(container, key: "threadGraphLeaf") { Leaf() }.graph
        let branch = Factory<Branch>(container, key: "threadGraphBranch") { Branch(left: leaf(), right: leaf()) }
        // The branches are kept alive until compared, so no address can be reused.
        let collected = ConcurrencySafeContainer<[Branch]>([])
        race(threads: 8) { _ in
            for _ in 0..<25 {
                let built = branch()
                collected.withLock { $0.append(built) }
            }
        }
        let branches = collected.withLock { $0 }
        let everyPairShared = branches.allSatisfy { $0.left === $0.right }
        #expect(everyPairShared)
        #expect(Set(branches.map { ObjectIdentifier($0.left) }).count == branches.count)
    }
}
