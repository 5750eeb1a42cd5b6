// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import TestSupport
import Testing

/// A container whose two definitions take the scopes it is created with: `holder` builds with `dependency`.
final class PairContainer: ManagedContainer {
    let manager = ContainerManager()
    let holderScope: Scope
    let dependencyScope: Scope

    init(holder: Scope, dependency: Scope) {
        holderScope = holder
        dependencyScope = dependency
    }
}

final class Pair: Sendable {
    let first: Holder
    let second: Holder
    init(_ first: Holder, _ second: Holder) {
        self.first = first
        self.second = second
    }
}

final class Holder: Sendable {
    let dependency: Leaf
    init(_ dependency: Leaf) { self.dependency = dependency }
}

extension PairContainer {
    var holder: Factory<Holder> { self { Holder(self.dependency()) }.scope(holderScope) }
    var dependency: Factory<Leaf> { self { Leaf() }.scope(dependencyScope) }
}

/// A custom scope, reset on its own, as an app's session scope is.
private let sessionScope = Scope.Cached()

/// Every Factory-style scope, with its name in reports.
private let factoryScopes: [(scope: Scope, name: String)] = [
    (.unique, ".unique"), (.graph, ".graph"), (.cached, ".cached"), (.shared, ".shared"),
    (sessionScope, "a custom scope"), (.singleton, ".singleton"),
]

/// The pairs scope validation flags: a holder that outlives what a reset replaces. Only `.singleton` outlives a
/// reset; a `.graph` dependency is shared by one resolution's objects, which keep it, and nothing replaces it.
private let flaggedFactoryPairs: Set<[String]> = [
    [".singleton", ".cached"], [".singleton", ".shared"], [".singleton", "a custom scope"],
]

struct ChildScope: ProviderScope {}
struct ParentScope: ProviderScope {
    let children: [any ProviderScope] = [ChildScope()]
}
struct OtherScope: ProviderScope {}

private let providerScopes: [any ProviderScope] = [
    AlwaysCreateNewScope(), ChildScope(), ParentScope(), OtherScope(), SingletonScope(),
]

/// Provider-style flagged pairs: `SingletonScope` over any scope but `AlwaysCreateNewScope`, and a scope over one
/// of its children.
private let flaggedProviderPairs: Set<[String]> = [
    ["SingletonScope", "ChildScope"], ["SingletonScope", "ParentScope"], ["SingletonScope", "OtherScope"],
    ["ParentScope", "ChildScope"],
]

/// Definitions with one planted problem each, and one without.
final class PlantedContainer: ManagedContainer {
    let manager = ContainerManager()
}

extension PlantedContainer {
    var cycleA: Factory<Leaf> {
        self {
            _ = self.cycleB()
            return Leaf()
        }
    }
    var cycleB: Factory<Leaf> {
        self {
            _ = self.cycleA()
            return Leaf()
        }
    }
    var captiveHolder: Factory<Holder> { self { Holder(self.cachedLeaf()) }.singleton }
    var cachedLeaf: Factory<Leaf> { self { Leaf() }.cached }
    var graphLeaf: Factory<Leaf> { self { Leaf() }.graph }
    var promisedLeaf: Factory<Leaf?> { promised() }
    var promiseHolder: Factory<Holder> { self { Holder(self.promisedLeaf() ?? Leaf()) } }
    var mainActorLeaf: Factory<Leaf> { self { Leaf() } }
    var offActorHolder: Factory<Holder> { self { Holder(self.mainActorLeaf()) } }
    var sound: Factory<Holder> { self { Holder(self.plainLeaf()) }.singleton }
    var plainLeaf: Factory<Leaf> { self { Leaf() } }
    var ownedChain: Factory<Holder> { self { Holder(self.ownedHelper().dependency) }.cached }
    var ownedHelper: Factory<Holder> { self { Holder(self.graphLeaf()) } }
    var keptChain: Factory<Holder> { self { Holder(self.cachedHelper().dependency) }.singleton }
    var cachedHelper: Factory<Holder> { self { Holder(self.cachedLeaf()) } }
    var keptThroughGraph: Factory<Holder> { self { Holder(self.graphHelper().dependency) }.singleton }
    var graphHelper: Factory<Holder> { self { Holder(self.cachedLeaf()) }.graph }
    /// A `.graph` leaf reached through two paths by a `.cached` holder, as in Factory's own fixtures.
    var graphConsumer: Factory<Pair> { self { Pair(self.ownedHelper(), self.ownedHelper()) }.cached }
    var byNumber: ParameterFactory<Int, Holder> { self { _ in Holder(self.cachedLeaf()) }.singleton }
    var counted: Factory<Leaf> {
        self {
            self.builds.increment()
            return Leaf()
        }
        .cached
    }
}

extension PlantedContainer {
    /// Counts the builds of ``counted``.
    var builds: BuildCounter { buildCounter }
}

private let buildCounter = BuildCounter()

extension Container {
    fileprivate var validatedPromise: Factory<Leaf?> { promised() }
    fileprivate var promiseUser: Factory<Holder> { self { Holder(self.validatedPromise() ?? Leaf()) } }
}

@Suite("Scope validation, validate() and recorded graphs", .timeLimit(.minutes(5)))
struct ScopeValidationTests {
    @Test("Every Factory-style pair: flagged exactly when the holder outlives a dependency its scope may replace")
    func factoryPairs() {
        for holder in factoryScopes {
            for dependency in factoryScopes {
                let container = PairContainer(holder: holder.scope, dependency: dependency.scope)
                let report = container.validate(\.holder)
                let expected = flaggedFactoryPairs.contains([holder.name, dependency.name])
                #expect(report.problems.count == (expected ? 1 : 0), "\(holder.name) holding \(dependency.name)")
                guard expected,
                    case .captiveDependency(let name, let scope, let dependencyName, let dependencyScope, _)? =
                        report.problems.first
                else { continue }
                #expect(name == "PairContainer.holder<Holder>")
                #expect(scope == holder.name)
                #expect(dependencyName == "PairContainer.dependency<Leaf>")
                #expect(dependencyScope == dependency.name)
            }
        }
    }

    @Test("Every provider-style pair: SingletonScope over a clearable scope, and a scope over its own children")
    func providerPairs() {
        for holder in providerScopes {
            for dependency in providerScopes {
                let dependencyProvider = Provider(scope: dependency) { _ in Leaf() }
                let holderProvider = Provider(scope: holder) { pod in Holder(pod.resolve(dependencyProvider)) }
                let report = Container().validate(holderProvider)
                let names = [String(describing: type(of: holder)), String(describing: type(of: dependency))]
                let expected = flaggedProviderPairs.contains(names)
                #expect(report.problems.count == (expected ? 1 : 0), "\(names[0]) holding \(names[1])")
                if expected {
                    #expect(report.problems.first?.chain == ["Container.Provider<Holder>", "Container.Provider<Leaf>"])
                }
            }
        }
    }

    @Test("A holder keeps what its .unique and .graph helpers resolve: the chain names every level")
    func transitiveCaptive() {
        let report = PlantedContainer().validate(\.keptChain)
        #expect(
            report.problems.map(\.chain) == [
                [
                    "PlantedContainer.keptChain<Holder>", "PlantedContainer.cachedHelper<Holder>",
                    "PlantedContainer.cachedLeaf<Leaf>",
                ]
            ])
        // A .graph helper is transparent the same way: the singleton keeps what it was built with.
        #expect(
            PlantedContainer().validate(\.keptThroughGraph).problems.map(\.chain) == [
                [
                    "PlantedContainer.keptThroughGraph<Holder>", "PlantedContainer.graphHelper<Holder>",
                    "PlantedContainer.cachedLeaf<Leaf>",
                ]
            ])
    }

    @Test("A .graph dependency is never captive: one resolution's objects share it and keep it; no reset replaces it")
    func graphIsNotCaptive() {
        #expect(PlantedContainer().validate(\.graphConsumer, \.ownedChain).problems.isEmpty)
        let container = PlantedContainer()
        let graph = container.manager.recordGraph { _ = container.graphConsumer() }
        #expect(graph.problems.isEmpty)
        let pair = container.graphConsumer()
        #expect(pair.first.dependency === pair.second.dependency, "one .graph instance per resolution")
    }

    @Test("validate() finds a cycle, a captive, an unfulfilled promise and an off-actor resolution in one call")
    @MainActor
    func plantedProblems() {
        let container = PlantedContainer()
        // Registered here, in main-actor code: the registration is isolated to the main actor.
        container.mainActorLeaf.register { Leaf() }
        let report = container.validate(\.cycleA, \.captiveHolder, \.promiseHolder, \.offActorHolder, \.sound)
        #expect(report.problems.count == 5, "\(report)")
        #expect(
            report.problems.contains(
                .cycle(chain: [
                    "PlantedContainer.cycleA<Leaf>", "PlantedContainer.cycleB<Leaf>", "PlantedContainer.cycleA<Leaf>",
                ])))
        #expect(
            report.problems.contains(
                .captiveDependency(
                    holder: "PlantedContainer.captiveHolder<Holder>", holderScope: ".singleton",
                    dependency: "PlantedContainer.cachedLeaf<Leaf>", dependencyScope: ".cached",
                    chain: ["PlantedContainer.captiveHolder<Holder>", "PlantedContainer.cachedLeaf<Leaf>"])))
        #expect(
            report.problems.contains(
                .unfulfilledPromise(
                    definition: "PlantedContainer.promisedLeaf<Optional<Leaf>>",
                    chain: ["PlantedContainer.promiseHolder<Holder>", "PlantedContainer.promisedLeaf<Optional<Leaf>>"]))
        )
        #expect(
            report.problems.contains(
                .offActor(
                    definition: "PlantedContainer.mainActorLeaf<Leaf>", actor: "MainActor",
                    reachedFrom: "PlantedContainer.offActorHolder<Holder>",
                    chain: ["PlantedContainer.offActorHolder<Holder>", "PlantedContainer.mainActorLeaf<Leaf>"])))
        // The run that reached the main-actor definition from a nonisolated builder ended there, without
        // building it: its thread, like the cycle's, stays parked, and the report says so.
        #expect(
            report.problems.contains(
                .notValidated(
                    definition: "PlantedContainer.mainActorLeaf<Leaf>", actor: "MainActor",
                    chain: ["PlantedContainer.offActorHolder<Holder>", "PlantedContainer.mainActorLeaf<Leaf>"])))
        #expect(report.parkedThreads.count == 2)
        #expect(report.description.hasPrefix("5 problems:\n1. "))
        // The process goes on, and the container is as it was: nothing the runs built was kept.
        #expect(container.sound() === container.sound())
        #expect(PlantedContainer().validate(\.sound).problems.isEmpty)
        #expect(PlantedContainer().validate(\.sound).description == "No problems in 2 definitions.")
    }

    @Test("A validation run keeps nothing it builds, and starts from the caller's isolated copy")
    func validationKeepsNothing() {
        let container = PlantedContainer()
        let before = container.builds.value
        #expect(container.validate(\.counted).problems.isEmpty)
        #expect(container.builds.value == before + 1)
        _ = container.counted()
        #expect(container.builds.value == before + 2, "the run's instance was not cached in the container")
        #expect(Container().validate(\.promiseUser).problems.count == 1)
        Container.withIsolated { container in
            container.validatedPromise.register { Leaf() }
            #expect(container.validate(\.promiseUser).problems.isEmpty, "the run sees this scope's registration")
        }
    }

    @Test("validate(_:with:) resolves a ParameterFactory once per parameter")
    func validateWithParameters() {
        let report = PlantedContainer().validate(\.byNumber, with: 1, 2, 3)
        #expect(report.problems.count == 1, "one captive, found by every run")
        #expect(
            report.graph.nodes.map(\.name) == [
                "PlantedContainer.byNumber<Holder>", "PlantedContainer.cachedLeaf<Leaf>",
            ])
    }

    @Test("recordGraph returns what a resolution resolved, with scopes, and renders it as Mermaid and DOT")
    func recordedGraph() {
        let container = PlantedContainer()
        // A singleton lives in the process: this is the only test of this process that resolves it outside a
        // validation run, which keeps nothing.
        container.captiveHolder.reset()
        let graph = container.manager.recordGraph { _ = container.captiveHolder() }
        #expect(
            graph.nodes.map(\.name) == ["PlantedContainer.captiveHolder<Holder>", "PlantedContainer.cachedLeaf<Leaf>"])
        #expect(graph.nodes.map(\.scope) == [".singleton", ".cached"])
        #expect(graph.edges.map { [$0.from, $0.to] } == [graph.nodes.map(\.name)])
        #expect(graph.problems.count == 1, "a captive is marked whatever the validation setting")
        #expect(
            graph.mermaid == """
                flowchart TD
                    n0["PlantedContainer.captiveHolder#lt;Holder#gt;<br/>.singleton"]
                    n1["PlantedContainer.cachedLeaf#lt;Leaf#gt;<br/>.cached"]
                    n0 --> n1
                    linkStyle 0 stroke:#c62828,stroke-width:3px
                """)
        #expect(graph.dot.contains("    n0 [label=\"PlantedContainer.captiveHolder<Holder>\\n.singleton\"];"))
        #expect(graph.dot.contains("    n0 -> n1 [color=\"#c62828\", penwidth=2];"))
        #expect(graph.dot.hasPrefix("digraph dependencies {") && graph.dot.hasSuffix("}"))
        // Cached now: a second recording sees the hit, and nothing below it.
        let again = container.manager.recordGraph { _ = container.captiveHolder() }
        #expect(again.nodes.map(\.name) == ["PlantedContainer.captiveHolder<Holder>"])
        #expect(again.edges.isEmpty)
    }

    @Test("Recordings on 8 threads at once each see their own thread's resolutions only")
    func concurrentRecordings() {
        let failures = ConcurrencySafeContainer(0)
        race(threads: 8) { _ in
            for _ in 0..<50 {
                let container = PlantedContainer()
                let graph = container.manager.recordGraph { _ = container.ownedChain() }
                if graph.nodes.count != 3 || graph.edges.count != 2 { failures.withLock { $0 += 1 } }
            }
        }
        #expect(failures.withLock { $0 } == 0)
    }

    /// The logger is shared by every container, so the tests that read it run in a child process of their own.
    @Test(".warn writes each captive chain to the logger once; .off writes nothing")
    func warnAndOff() async {
        await #expect(processExitsWith: .success) {
            let lines = ConcurrencySafeContainer<[String]>([])
            let container = PlantedContainer()
            container.manager.logger = { line in lines.withLock { $0.append(line) } }
            container.manager.scopeValidation = .off
            _ = container.captiveHolder()
            #expect(lines.withLock { $0 }.isEmpty)
            container.manager.scopeValidation = .warn
            container.captiveHolder.reset()
            _ = container.captiveHolder()
            container.captiveHolder.reset()
            _ = container.captiveHolder()
            let written = lines.withLock { $0 }
            #expect(written.count == 1)
            #expect(
                written.first?.hasPrefix(
                    "DependencyContainer: Captive dependency: PlantedContainer.captiveHolder<Holder> (.singleton) is built with PlantedContainer.cachedLeaf<Leaf> (.cached)"
                ) == true)
            #expect(
                written.first?.hasSuffix(
                    "(.cached instances are replaced after a reset (`Scope.cached.reset()`, `manager.reset()`).)")
                    == true)
        }
    }

    @Test(".stop stops the program with the report")
    func stop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = PlantedContainer()
            container.manager.scopeValidation = .stop
            _ = container.captiveHolder()
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Captive dependency: PlantedContainer.captiveHolder<Holder> (.singleton)"))
    }

    @Test("The default is .warn in a debug build and .off in a release build")
    func buildDefault() {
        #if DEBUG
        #expect(ContainerManager().scopeValidation == .warn)
        #else
        #expect(ContainerManager().scopeValidation == .off)
        #endif
    }
}
