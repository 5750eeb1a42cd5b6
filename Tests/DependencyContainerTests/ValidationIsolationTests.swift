// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import Testing

/// A main-actor type, as a view model is: its initializer records the thread it runs on.
@MainActor
final class ScreenModel {
    let leaf: Leaf
    init(_ leaf: Leaf, recordingIn threads: ConcurrencySafeContainer<[ObjectIdentifier]>) {
        self.leaf = leaf
        let current = ObjectIdentifier(Thread.current)
        threads.withLock { $0.append(current) }
    }
}

/// The threads `ScreenModel`'s initializer ran on, per definition (each is validated by one test only).
private let onMainScreenThreads = ConcurrencySafeContainer<[ObjectIdentifier]>([])
private let offMainScreenThreads = ConcurrencySafeContainer<[ObjectIdentifier]>([])
private let awaitedScreenThreads = ConcurrencySafeContainer<[ObjectIdentifier]>([])

final class IsolationContainer: ManagedContainer {
    let manager = ContainerManager()
}

extension IsolationContainer {
    @MainActor var onMainScreen: Factory<ScreenModel> {
        self { ScreenModel(self.plainLeaf(), recordingIn: onMainScreenThreads) }
    }
    /// Nonisolated, so that nonisolated code can name it, with a main-actor builder.
    var offMainScreen: Factory<ScreenModel> {
        self { @MainActor in ScreenModel(self.plainLeaf(), recordingIn: offMainScreenThreads) }
    }
    @MainActor var awaitedScreen: Factory<ScreenModel> {
        self { ScreenModel(self.plainLeaf(), recordingIn: awaitedScreenThreads) }
    }
    var plainLeaf: Factory<Leaf> { self { Leaf() } }
    /// A main-actor definition in a cycle with a nonisolated one.
    @MainActor var mainActorCycle: Factory<ScreenModel> {
        self {
            _ = self.cycleBack()
            return ScreenModel(Leaf(), recordingIn: offMainScreenThreads)
        }
    }
    var cycleBack: Factory<Leaf> {
        self {
            _ = MainActor.assumeIsolated { self.mainActorCycle() }
            return Leaf()
        }
    }
}

@Suite("validate() never runs a builder off its actor", .timeLimit(.minutes(5)))
struct ValidationIsolationTests {
    @Test("From main-actor code, a @MainActor definition is validated on the calling thread, the main actor's")
    @MainActor
    func mainActorDefinitionRunsOnTheMainActor() {
        let caller = ObjectIdentifier(Thread.current)
        let report = IsolationContainer().validate(\.onMainScreen)
        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.parkedThreads.isEmpty)
        #expect(
            onMainScreenThreads.withLock { $0 } == [caller], "built on the caller's thread, not a thread of its own")
        #expect(report.graph.nodes.map(\.actor) == ["MainActor", nil])
    }

    @Test("From nonisolated async code, await MainActor.run { validate(…) } validates on the main actor")
    func awaitingTheMainActor() async {
        let (report, caller) = await MainActor.run {
            (IsolationContainer().validate(\.awaitedScreen), ObjectIdentifier(Thread.current))
        }
        #expect(report.problems.isEmpty, "\(report)")
        #expect(awaitedScreenThreads.withLock { $0 } == [caller])
    }

    @Test("Off the main actor, a @MainActor definition is reported as not validated and never built")
    func mainActorDefinitionOffTheMainActorIsNotBuilt() {
        let report = IsolationContainer().validate(\.offMainScreen, \.plainLeaf)
        #expect(
            report.problems == [
                .notValidated(
                    definition: "IsolationContainer.offMainScreen<ScreenModel>", actor: "MainActor",
                    chain: ["IsolationContainer.offMainScreen<ScreenModel>"])
            ])
        #expect(offMainScreenThreads.withLock { $0 }.isEmpty, "its builder never ran")
        #expect(report.parkedThreads.isEmpty, "nothing was started, so nothing is parked")
        #expect(report.description.contains("Not validated: IsolationContainer.offMainScreen<ScreenModel>"))
    }

    @Test("A nonisolated builder reaching a @MainActor definition: off-actor, not validated, its thread named")
    @MainActor
    func nestedMainActorDefinitionEndsTheRun() {
        let container = PlantedContainer()
        container.mainActorLeaf.register { Leaf() }
        let report = container.validate(\.offActorHolder)
        let chain = ["PlantedContainer.offActorHolder<Holder>", "PlantedContainer.mainActorLeaf<Leaf>"]
        #expect(
            report.problems == [
                .offActor(
                    definition: "PlantedContainer.mainActorLeaf<Leaf>", actor: "MainActor",
                    reachedFrom: "PlantedContainer.offActorHolder<Holder>", chain: chain),
                .notValidated(definition: "PlantedContainer.mainActorLeaf<Leaf>", actor: "MainActor", chain: chain),
            ])
        #expect(
            report.parkedThreads == ["DependencyContainer validation 1 of 1: PlantedContainer.offActorHolder<Holder>"])
    }

    @Test("A cycle parks its run's thread, and the report names that thread")
    func cycleParksANamedThread() {
        let report = PlantedContainer().validate(\.sound, \.cycleA)
        let name = "DependencyContainer validation 2 of 2: PlantedContainer.cycleA<Leaf>"
        #expect(report.parkedThreads == [name])
        #expect(report.description.hasSuffix("\nValidation threads parked for good: \(name)."))
        #expect(PlantedContainer().validate(\.sound).parkedThreads.isEmpty)
    }

    @Test("A cycle met on the main actor, which cannot be parked, stops the program with its report")
    func cycleOnTheMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = IsolationContainer().validate(\.mainActorCycle)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Dependency cycle: IsolationContainer.mainActorCycle<ScreenModel>"))
        #expect(output.contains("cannot be parked"))
    }
}

/// Validates `dataManager` (a `@BackgroundActor` definition, whose type's initializer asserts that actor's
/// isolation) from code on that actor, where its key path can be formed.
@BackgroundActor
private func validateDataManager() -> ValidationReport { TestContainer().validate(\.dataManager) }

/// Registers a builder made on `BackgroundActor` (so isolated to it) for a nonisolated definition.
@BackgroundActor
private func registerOnBackgroundActor(in container: IsolationContainer) {
    container.backgroundLeaf.register {
        backgroundBuilds.increment()
        return Leaf()
    }
}

private let backgroundBuilds = BuildCounter()

extension IsolationContainer {
    var backgroundLeaf: Factory<Leaf> { self { Leaf() } }
}

extension ValidationIsolationTests {
    @Test("A definition of another global actor is validated when validate is called on that actor")
    func globalActorDefinitionOnItsActor() async {
        let report = await validateDataManager()
        #expect(report.problems.isEmpty, "\(report)")
        #expect(report.graph.nodes.map(\.actor) == ["BackgroundActor"])
    }

    @Test("Elsewhere, a definition of another global actor is reported as not validated and never built")
    func globalActorDefinitionElsewhereIsNotBuilt() async {
        let container = IsolationContainer()
        await registerOnBackgroundActor(in: container)
        let report = container.validate(\.backgroundLeaf)
        #expect(
            report.problems == [
                .notValidated(
                    definition: "IsolationContainer.backgroundLeaf<Leaf>", actor: "BackgroundActor",
                    chain: ["IsolationContainer.backgroundLeaf<Leaf>"])
            ])
        #expect(backgroundBuilds.value == 0, "its builder never ran")
        #expect(report.description.contains("call validate from code that runs on BackgroundActor"))
    }
}
