// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyContainerTesting
import Testing

// Compiled with `-default-isolation MainActor`, as an Xcode 26 app target: the Factory API this file uses
// (AutoRegistering, modifier statements, promised(), the container trait) must compile and work there.

final class AutoAppContainer: SharedContainer, AutoRegistering {
    static let shared = AutoAppContainer()
    let manager = ContainerManager()

    func autoRegister() {
        manager.defaultScope = .cached
        greeting.register { "auto" }
    }
}

extension AutoAppContainer {
    var greeting: Factory<String> { self { "definition" } }
    @MainActor var model: Factory<ProfileViewModel> { self { ProfileViewModel() } }
    @MainActor var uniqueModel: Factory<ProfileViewModel> { self { ProfileViewModel() }.unique }
    @MainActor var promisedModel: Factory<ProfileViewModel?> { promised() }
}

extension Trait where Self == ContainerTrait<AutoAppContainer> {
    static var autoAppContainer: Self { ContainerTrait() }
}

@Suite("Factory's container API under default main-actor isolation", .autoAppContainer)
struct MainActorFactoryAPITests {
    @Test("autoRegister() runs in the test's container; defaultScope applies to main-actor factories")
    func autoRegisterAndDefaultScope() {
        #expect(AutoAppContainer.shared.greeting() == "auto")
        #expect(AutoAppContainer.shared.model() === AutoAppContainer.shared.model())
        #expect(AutoAppContainer.shared.uniqueModel() !== AutoAppContainer.shared.uniqueModel())
    }

    @Test("Modifier statements on main-actor factories last until reset")
    func statements() {
        let container = AutoAppContainer.shared
        container.uniqueModel.scope(.cached)
        let first = container.uniqueModel()
        #expect(container.uniqueModel() !== first, "the definition's .unique, applied again, wins: no once()")
        container.model.scope(.unique)
        #expect(container.model() !== container.model(), "a statement overrides the default scope")
        container.manager.reset()
        #expect(container.model() === container.model(), "after a reset, autoRegister's default applies again")
    }

    @Test("A promised main-actor factory resolves to nil until registered, then to the registration")
    func promised() {
        let container = AutoAppContainer.shared
        container.manager.promiseTriggersError = false
        #expect(container.promisedModel() == nil)
        container.promisedModel.register { ProfileViewModel(name: "registered") }
        #expect(container.promisedModel()?.name == "registered")
    }
}
