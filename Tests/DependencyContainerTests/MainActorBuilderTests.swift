// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import Testing

/// A test helper as users write it: nonisolated and generic. Its parameter's type keeps the builder's
/// isolation, so the registration is main-actor isolated although the helper is not.
nonisolated func useMainActorBuilder<T>(_ factory: Factory<T>, _ make: @escaping @MainActor () -> T) {
    factory.register(factory: make)
}

extension TestContainer {
    /// A definition in a nonisolated extension whose builder says it runs on the main actor.
    var mainActorBuilt: Factory<ProfileViewModel> { self { @MainActor in ProfileViewModel(name: "definition") } }
    var mainActorEditor: ParameterFactory<Int, EditorViewModel> {
        self { @MainActor (document: Int) in EditorViewModel(document: document) }
    }
    var optionalProfile: Factory<ProfileViewModel?> { self { nil } }
}

/// Resolves `factory` on a thread that is not the main thread, and waits for it.
private func resolveOnBackgroundThread<T>(_ factory: Factory<T>) {
    let finished = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        _ = factory()
        finished.signal()
    }
    finished.wait()
}

@Suite("Builders typed @MainActor keep their isolation from nonisolated code", .timeLimit(.minutes(5)))
struct MainActorBuilderTests {
    @Test("register { @MainActor in … } from nonisolated code builds on the main actor")
    func registerFromNonisolatedCode() async {
        let container = TestContainer()
        container.optionalProfile.register { @MainActor in ProfileViewModel(name: "registered") }
        let name = await MainActor.run { container.optionalProfile()?.name }
        #expect(name == "registered")
    }

    @Test("A nonisolated generic helper forwarding a @MainActor builder registers it for the main actor")
    func helperForwardsIsolation() async {
        let container = TestContainer()
        useMainActorBuilder(container.optionalProfile) { ProfileViewModel(name: "helper") }
        let name = await MainActor.run { container.optionalProfile()?.name }
        #expect(name == "helper")
    }

    @Test("The helper's registration resolved on another thread stops with the definition's name and the fix")
    func helperRegistrationOffMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = TestContainer()
            useMainActorBuilder(container.optionalProfile) { ProfileViewModel(name: "helper") }
            resolveOnBackgroundThread(container.optionalProfile)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("optionalProfile (Factory<Optional<ProfileViewModel>>) is isolated to MainActor"))
        #expect(message.contains("resolveOnMainActor()"))
    }

    @Test("self { @MainActor in … } in a nonisolated extension defines a main-actor factory")
    func definitionInNonisolatedExtension() async {
        let container = TestContainer()
        let (name, document) = await MainActor.run {
            (container.mainActorBuilt().name, container.mainActorEditor(4).document)
        }
        #expect(name == "definition")
        #expect(document == 4)
        let viaHop = await Task.detached { await container.mainActorBuilt.resolveOnMainActor().name }.value
        #expect(viaHop == "definition")
    }

    @Test("That definition resolved on another thread stops instead of building off the main actor")
    func definitionOffMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            resolveOnBackgroundThread(TestContainer().mainActorBuilt)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("mainActorBuilt (Factory<ProfileViewModel>) is isolated to MainActor"))
    }

    @Test("ParameterFactory.register and context take @MainActor builders from nonisolated code")
    func parameterFactoryAndContext() async {
        let container = TestContainer()
        container.mainActorEditor.register { @MainActor in EditorViewModel(document: -$0) }
        container.optionalProfile.context(.test) { @MainActor in ProfileViewModel(name: "in tests") }
        let (document, name) = await MainActor.run {
            (container.mainActorEditor(2).document, container.optionalProfile()?.name)
        }
        #expect(document == -2)
        #expect(name == "in tests")
    }

    @Test("A context registration typed @MainActor resolved on another thread stops")
    func contextOffMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = TestContainer()
            container.optionalProfile.context(.test) { @MainActor in ProfileViewModel(name: "in tests") }
            resolveOnBackgroundThread(container.optionalProfile)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("is isolated to MainActor"))
    }

    @Test("Type registrations keep their @Sendable builder and resolve on any thread")
    func nonisolatedTypeRegistration() async {
        let container = TestContainer()
        container.register { MockGreeter() as any Greeter }
        let greeting = await Task.detached { container.resolve((any Greeter).self)?.greeting }.value
        #expect(greeting == MockGreeter().greeting)
    }
}
