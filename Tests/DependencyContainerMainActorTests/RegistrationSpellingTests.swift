// SPDX-License-Identifier: MPL-2.0

import DependencyContainerTesting
import Foundation
import Testing

@testable import DependencyContainer

// Every spelling of a registration accepts what `register { }` accepts: in this target, compiled as an app
// target is (default main-actor isolation), builders and decorators that use main-actor types.

final class ChildCoordinator {
    weak var parent: AppCoordinator?
}

final class AppCoordinator {
    let name: String
    let child = ChildCoordinator()
    /// Whether the initializer ran on the main actor, as the engine checked before calling the builder.
    let builtOnMainActor = MainActorCheck.isRunningOnMainActor
    /// Whether a decorator ran, and whether it ran on the main actor.
    var decoratedOnMainActor: Bool?

    init(name: String = "live") { self.name = name }
}

/// A type of no actor, as a server's would be.
nonisolated final class RequestClock: Sendable {}

extension Container {
    @MainActor var coordinator: Factory<AppCoordinator> { self { AppCoordinator() } }
}

extension AppContainer {
    @MainActor var coordinator: Factory<AppCoordinator> { self { AppCoordinator() } }
    @MainActor var screen: ParameterFactory<String, AppCoordinator> { self { AppCoordinator(name: $0) } }
    @MainActor var wiredCoordinator: Factory<AppCoordinator> {
        self { AppCoordinator() }.cached.decorator { $0.child.parent = $0 }
    }
    var requestClock: Factory<RequestClock> { self { RequestClock() } }
}

// Not an isolated-container suite: a detached task does not see a test's isolated containers, so the tests
// that resolve from one use a container of their own.
@Suite("Registration spellings under default main-actor isolation", .timeLimit(.minutes(5)))
struct RegistrationSpellingTests {
    @Test("Calling Container.shared's factory with a builder registers a main-actor type", .isolatedContainer)
    func sharedCallShorthand() {
        Container.shared.coordinator { AppCoordinator(name: "registered") }
        let coordinator = Container.shared.coordinator()
        #expect(coordinator.name == "registered")
        #expect(coordinator.builtOnMainActor)
    }

    @Test("The call shorthand's registration is built on the main actor, also when resolved from a detached task")
    func callShorthand() async {
        let container = AppContainer()
        container.coordinator { AppCoordinator(name: "registered") }
        container.screen { AppCoordinator(name: "screen \($0)") }
        #expect(container.coordinator().name == "registered")
        #expect(container.screen("1").name == "screen 1")
        let resolved = await Task.detached {
            let coordinator = await container.coordinator.resolveOnMainActor()
            let screen = await container.screen.resolveOnMainActor("2")
            return (coordinator.name, coordinator.builtOnMainActor, screen.name, screen.builtOnMainActor)
        }.value
        #expect(resolved == ("registered", true, "screen 2", true))
    }

    @Test("A decorator of main-actor types, in a definition or as a statement, runs on the main actor")
    func decorators() {
        let container = AppContainer()
        let wired = container.wiredCoordinator()
        #expect(wired.child.parent === wired)
        container.coordinator.decorator { coordinator in
            coordinator.decoratedOnMainActor = MainActorCheck.isRunningOnMainActor
        }
        #expect(container.coordinator().decoratedOnMainActor == true)
        // The decorator that learns whether the instance is new, on a cached instance.
        container.coordinator.scope(.cached)
        var instantiated: [Bool] = []
        container.coordinator.decorator { coordinator, isNew in
            coordinator.child.parent = coordinator
            instantiated.append(isNew)
        }
        let cached = container.coordinator()
        #expect(container.coordinator() === cached)
        #expect(cached.child.parent === cached)
        #expect(instantiated == [true, false])
    }

    @Test("A decorator set in main-actor code, then called off the main actor, stops with its name and the fix")
    func decoratorOffMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = AppContainer()
            await MainActor.run { _ = container.requestClock.decorator { _ in } }
            await Task.detached { _ = container.requestClock() }.value
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("the decorator of requestClock is isolated to MainActor"))
        #expect(message.contains("resolveOnMainActor()"))
    }

    @Test("A decorator set in nonisolated code runs wherever the factory resolves")
    func nonisolatedDecorator() async {
        let container = AppContainer()
        let decorations = await Task.detached {
            let counter = ConcurrencySafeCounter()
            container.requestClock.decorator { _ in _ = counter.next() }
            _ = container.requestClock()
            return counter.next() - 1
        }.value
        #expect(decorations == 1)
    }

    #if canImport(SwiftUI)
    @Test("preview { } registers a main-actor type")
    func preview() {
        let container = AppContainer()
        container.coordinator.preview { AppCoordinator(name: "preview") }
        #expect(container.coordinator().name == "preview")
    }
    #endif
}
