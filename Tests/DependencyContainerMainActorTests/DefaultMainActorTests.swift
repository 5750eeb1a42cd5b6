// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyContainerTesting
import Foundation
import Testing

// This target is compiled with `-default-isolation MainActor`: every declaration below is implicitly
// `@MainActor`, as in an app target of Xcode 26.

final class ProfileViewModel {
    let name: String
    init(name: String = "live") { self.name = name }
}

final class EditorViewModel {
    let document: Int
    init(document: Int) { self.document = document }
}

final class ProfileService {
    let model: ProfileViewModel
    init(model: ProfileViewModel) { self.model = model }
}

// Containers are `Sendable`, which keeps them, and members declared in their extensions, nonisolated even under
// default main-actor isolation: main-actor definitions say so, as they do with Factory.
final class AppContainer: SharedContainer {
    static let shared = AppContainer()
    let manager = ContainerManager()
}

extension AppContainer {
    @MainActor var profile: Factory<ProfileViewModel> { self { ProfileViewModel() } }
    @MainActor var cachedProfile: Factory<ProfileViewModel> { self { ProfileViewModel() }.cached }
    @MainActor var service: Factory<ProfileService> {
        self { ProfileService(model: self.cachedProfile()) }.singleton
    }
    @MainActor var editor: ParameterFactory<Int, EditorViewModel> { self { EditorViewModel(document: $0) } }
}

/// A test helper written outside the main actor: its parameter's type keeps the builder's isolation.
nonisolated func registerFromHelper<T>(_ factory: Factory<T>, _ make: @escaping @MainActor () -> T) {
    factory.register(factory: make)
}

extension Container {
    @MainActor var sharedProfile: Factory<ProfileViewModel> { self { ProfileViewModel(name: "shared") }.singleton }
}

let profileProvider = Provider { _ in ProfileViewModel(name: "provided") }
let serviceProvider = Provider(scope: AlwaysCreateNewScope()) { pod in
    ProfileService(model: pod.resolve(profileProvider))
}

final class ProfileScreen {
    @Injected(\AppContainer.profile) var profile
    @LazyInjected(\AppContainer.cachedProfile) var cached
    @WeakLazyInjected(\AppContainer.cachedProfile) var weakCached
}

@Suite("Factories under default main-actor isolation", .isolatedContainer, .timeLimit(.minutes(5)))
struct DefaultMainActorTests {
    @Test("Definitions of implicitly main-actor types resolve, with their scopes")
    func definitions() {
        #expect(Container().sharedProfile() === Container.shared.sharedProfile())
        let container = AppContainer()
        #expect(container.profile().name == "live")
        #expect(container.profile() !== container.profile())
        #expect(container.cachedProfile() === container.cachedProfile())
        #expect(container.service().model === container.cachedProfile())
        #expect(container.editor(4).document == 4)
    }

    @Test("register, context registrations and resets work from main-actor code")
    func registrations() {
        let container = AppContainer()
        container.profile.register { ProfileViewModel(name: "mock") }
        #expect(container.profile().name == "mock")
        container.profile.onTest { ProfileViewModel(name: "test") }
        #expect(container.profile().name == "test")
        container.profile.reset()
        #expect(container.profile().name == "live")
        container.editor.register { EditorViewModel(document: $0 * 10) }
        #expect(container.editor(2).document == 20)
    }

    @Test("A nonisolated helper taking a @MainActor builder registers main-actor types")
    func helperRegistration() {
        registerFromHelper(AppContainer.shared.profile) { ProfileViewModel(name: "helper") }
        #expect(AppContainer.shared.profile().name == "helper")
    }

    @Test("Top-level providers of main-actor types resolve and can be overridden")
    func providers() {
        let pod = Container()
        #expect(pod.resolve(profileProvider).name == "provided")
        #expect(pod.resolve(serviceProvider).model === pod.resolve(profileProvider))
        pod.overrideProvider(profileProvider) { _ in ProfileViewModel(name: "override") }
        #expect(pod.resolve(profileProvider).name == "override")
    }

    @Test("Property wrappers in a main-actor type resolve through the isolated scope")
    func propertyWrappers() {
        AppContainer.shared.profile.register { ProfileViewModel(name: "injected") }
        let screen = ProfileScreen()
        #expect(screen.profile.name == "injected")
        #expect(screen.cached === AppContainer.shared.cachedProfile())
        #expect(screen.weakCached === screen.cached)
    }

    @Test("A detached task reaches main-actor factories through resolveOnMainActor")
    func detachedTask() async {
        let container = AppContainer()
        let names = await Task.detached {
            let profile = await container.profile.resolveOnMainActor()
            let editor = await container.editor.resolveOnMainActor(9)
            return (profile.name, editor.document)
        }.value
        #expect(names.0 == "live")
        #expect(names.1 == 9)
    }

    @Test("Resolving a main-actor definition off the main actor stops with its name and the fix")
    func wrongExecutor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = await MainActor.run { AppContainer().profile }
            await Task.detached { _ = factory() }.value
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("profile (Factory<ProfileViewModel>) is isolated to MainActor"))
        #expect(message.contains("resolveOnMainActor()"))
    }
}
