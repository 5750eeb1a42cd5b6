// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import Testing

@MainActor
final class ProfileViewModel {
    let name: String
    init(name: String = "live") {
        self.name = name
        MainActor.assertIsolated()
    }
}

@MainActor
final class EditorViewModel {
    let document: Int
    init(document: Int) { self.document = document }
}

@globalActor
actor BackgroundActor {
    static let shared = BackgroundActor()
}

@BackgroundActor
final class DataManager {
    init() { BackgroundActor.assertIsolated() }
    func fetch() -> Int { 42 }
}

extension TestContainer {
    @MainActor var profileViewModel: Factory<ProfileViewModel> { self { ProfileViewModel() } }
    @MainActor var cachedProfile: Factory<ProfileViewModel> { self { ProfileViewModel() }.cached }
    @MainActor var editor: ParameterFactory<Int, EditorViewModel> { self { EditorViewModel(document: $0) } }
    @BackgroundActor var dataManager: Factory<DataManager> { self { DataManager() } }
    @BackgroundActor var importer: ParameterFactory<Int, DataManager> { self { _ in DataManager() } }
}

/// The definition, read on its actor.
@BackgroundActor
func dataManagerFactory(in container: TestContainer) -> Factory<DataManager> { container.dataManager }

@BackgroundActor
func importerFactory(in container: TestContainer) -> ParameterFactory<Int, DataManager> { container.importer }

/// `await container.dataManager()` written in main-actor code: the property is read on `BackgroundActor`, and
/// the factory is called on the main actor, as Factory's own tests do.
@MainActor
func resolveDataManagerFromMainActor(in container: TestContainer) async -> DataManager {
    await container.dataManager()
}

@MainActor
final class ProfileScreen {
    @Injected(\TestContainer.profileViewModel) var model
    @LazyInjected(\TestContainer.cachedProfile) var cached
}

@Suite("Global-actor factories", .timeLimit(.minutes(5)))
struct GlobalActorTests {
    @Test("A factory in a @MainActor extension resolves from main-actor code")
    @MainActor
    func resolvesOnMainActor() {
        let container = TestContainer()
        #expect(container.profileViewModel().name == "live")
        #expect(container.cachedProfile() === container.cachedProfile())
        #expect(container.editor(7).document == 7)
    }

    @Test("register { @MainActor in … } and onTest from main-actor code replace what the factory builds")
    @MainActor
    func registersMainActorClosures() {
        let container = TestContainer()
        container.profileViewModel.register { @MainActor in ProfileViewModel(name: "mock") }
        #expect(container.profileViewModel().name == "mock")
        container.profileViewModel.reset()
        container.profileViewModel.onTest { ProfileViewModel(name: "test") }
        #expect(container.profileViewModel().name == "test")
        container.editor.register { EditorViewModel(document: -$0) }
        #expect(container.editor(3).document == -3)
    }

    @Test("resolveOnMainActor hops to the main actor from a detached task, for Factory and ParameterFactory")
    func resolveOnMainActorFromDetachedTask() async {
        let container = TestContainer()
        let (name, document) = await Task.detached {
            let model = await container.profileViewModel.resolveOnMainActor()
            let editor = await container.editor.resolveOnMainActor(5)
            return (model.name, editor.document)
        }.value
        #expect(name == "live")
        #expect(document == 5)
    }

    @Test("resolveOnGlobalActor hops to another global actor, for Factory and ParameterFactory")
    func resolveOnGlobalActor() async {
        let container = TestContainer()
        let values = await Task.detached {
            let manager = await container.dataManager.resolveOnGlobalActor(BackgroundActor.shared)
            let imported = await container.importer.resolveOnGlobalActor(BackgroundActor.shared, parameters: 1)
            return await (manager.fetch(), imported.fetch())
        }.value
        #expect(values == (42, 42))
    }

    @Test("@Injected and @LazyInjected in a @MainActor type resolve main-actor factories")
    @MainActor
    func propertyWrappersInMainActorTypes() {
        let screen = ProfileScreen()
        #expect(screen.model.name == "live")
        #expect(screen.cached === TestContainer.shared.cachedProfile())
    }

    @Test("Resolving a main-actor factory on another thread stops with the factory's name and the fix")
    func wrongExecutorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = await MainActor.run { TestContainer().profileViewModel }
            _ = onAnotherThreadAndWait { factory() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("profileViewModel (Factory<ProfileViewModel>) is isolated to MainActor"))
        #expect(message.contains("resolveOnMainActor()"))
    }

    @Test("Resolving a global-actor factory on another thread stops with the factory's name and the fix")
    func wrongGlobalActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = await dataManagerFactory(in: TestContainer())
            _ = onAnotherThreadAndWait { factory() }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dataManager (Factory<DataManager>) is isolated to BackgroundActor"))
        #expect(message.contains("`await factory.resolveOnGlobalActor(BackgroundActor.shared)`"))
    }

    @Test("A global-actor factory awaited from the main actor stops with the fix: its builder would run there")
    func globalActorFactoryAwaitedFromMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await resolveDataManagerFromMainActor(in: TestContainer())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dataManager (Factory<DataManager>) is isolated to BackgroundActor"))
        #expect(message.contains("resolveOnGlobalActor(BackgroundActor.shared)"))
    }

    @Test("A global-actor parameter factory resolved on another thread stops with its name")
    func wrongGlobalActorParameterFactoryStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = await importerFactory(in: TestContainer())
            _ = onAnotherThreadAndWait { factory(1) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("importer ("))
        #expect(message.contains("is isolated to BackgroundActor"))
    }

    @Test("A main-actor registration is checked too, wherever the definition was written")
    func wrongExecutorForRegistrationStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = TestContainer()
            await MainActor.run { _ = container.greeter.register { @MainActor in MockGreeter() } }
            _ = container.greeter()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("greeter (Factory<Greeter>) is isolated to MainActor"))
    }
}
