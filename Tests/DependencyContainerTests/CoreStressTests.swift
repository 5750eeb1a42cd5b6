// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import TestSupport
import Testing

/// One definition name per racing thread.
private let workerKeys: [StaticString] = [
    "stress0", "stress1", "stress2", "stress3", "stress4", "stress5", "stress6", "stress7",
]

@Suite("The core under concurrent stress", .timeLimit(.minutes(5)))
struct CoreStressTests {
    @Test("Eight threads racing first resolutions build each cached and nested instance once; graphs stay apart")
    func racingFirstResolutions() {
        for round in 0..<25 {
            let container = Container()
            let outerBuilds = BuildCounter()
            let innerBuilds = BuildCounter()
            let providerBuilds = BuildCounter()
            let inner = Factory<Leaf>(container, key: "stressInner") {
                innerBuilds.increment()
                return Leaf()
            }.cached
            let outer = Factory<Branch>(container, key: "stressOuter") {
                outerBuilds.increment()
                Thread.sleep(forTimeInterval: 0.000_5)  // widen the window in which first resolutions overlap
                return Branch(left: inner(), right: inner())
            }.cached
            let provider = Provider { _ in Numbered(providerBuilds.increment()) }
            let graphLeaf = Factory<Leaf>(container, key: "stressGraphLeaf") { Leaf() }.graph
            let graphBranch = Factory<Branch>(container, key: "stressGraphBranch") {
                Branch(left: graphLeaf(), right: graphLeaf())
            }
            let seen = ConcurrencySafeContainer<Set<[ObjectIdentifier]>>([])
            let graphs = ConcurrencySafeContainer<[Branch]>([])
            race(threads: 8) { _ in
                let identities = [
                    ObjectIdentifier(outer()), ObjectIdentifier(inner()), ObjectIdentifier(container.resolve(provider)),
                ]
                let graph = graphBranch()
                seen.withLock { _ = $0.insert(identities) }
                graphs.withLock { $0.append(graph) }
            }
            #expect(seen.withLock { $0.count } == 1, "round \(round)")
            let builds = (outer: outerBuilds.value, inner: innerBuilds.value, provider: providerBuilds.value)
            #expect(builds == (1, 1, 1), "round \(round)")
            let branches = graphs.withLock { $0 }
            #expect(branches.allSatisfy { $0.left === $0.right }, "round \(round)")
            #expect(Set(branches.map { ObjectIdentifier($0.left) }).count == 8, "round \(round)")
        }
    }

    @Test("Registrations made while other threads resolve and reset scopes are never lost")
    func registrationsAmongResets() {
        let container = Container()
        race(threads: 8) { worker in
            let factory = Factory<Numbered>(container, key: workerKeys[worker]) { Numbered(-1) }.cached
            for step in 0..<200 {
                if step.isMultiple(of: 20) { factory.register { Numbered(worker * 1_000 + step) } }
                let expected = worker * 1_000 + step / 20 * 20
                let number = factory().number
                #expect(number == expected, "worker \(worker), step \(step)")
                if step % 4 == 1 { container.manager.reset(options: .scope) }
                if step % 4 == 3 { container.register { Numbered(worker) } }
            }
        }
        for worker in 0..<8 {
            let factory = Factory<Numbered>(container, key: workerKeys[worker]) { Numbered(-1) }.cached
            #expect(factory().number == worker * 1_000 + 180)
        }
        #expect((0..<8).contains(container.resolve(Numbered.self)?.number ?? -1))
    }

    @Test("Resets racing resolutions never build a cached instance twice between two resets")
    func resetsAmongResolutions() {
        let container = Container()
        let builds = BuildCounter()
        let resets = BuildCounter()
        let cached = Factory<Numbered>(container, key: "stressReset") {
            Thread.sleep(forTimeInterval: 0.000_2)
            return Numbered(builds.increment())
        }.cached
        race(threads: 6) { worker in
            for _ in 0..<150 {
                if worker == 0 {
                    container.manager.reset(options: .scope)
                    resets.increment()
                }
                _ = cached()
            }
        }
        // Each reset can cause at most one new build, and an instance being built is never cleared.
        #expect(builds.value >= 1)
        #expect(builds.value <= resets.value + 1)
        #expect(cached() === cached())
    }

    @Test("Eight tasks racing a singleton's first resolution build it once, inside an isolated scope")
    func racingSingletons() async {
        for round in 0..<20 {
            let builds = BuildCounter()
            let identities = await Container.withIsolated { container in
                let singleton = Factory<Slow>(container, key: "stressSingleton") {
                    Slow(serial: builds.increment())
                }.singleton
                return await withTaskGroup(of: ObjectIdentifier.self) { group in
                    for _ in 0..<8 { group.addTask { ObjectIdentifier(singleton()) } }
                    return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
                }
            }
            #expect(identities.count == 1, "round \(round)")
            #expect(builds.value == 1, "round \(round)")
        }
    }
}
