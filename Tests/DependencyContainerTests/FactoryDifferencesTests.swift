// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

/// A container whose `autoRegister()` registers a singleton definition; each instance is a container of its own.
final class SingletonAutoContainer: SharedContainer, AutoRegistering {
    static let shared = SingletonAutoContainer()
    let manager = ContainerManager()

    var autoSingleton: Factory<Numbered> { self { Numbered(16) }.singleton }

    func autoRegister() {
        autoSingleton.register { Numbered(32) }
    }
}

extension SingletonAutoContainer {
    var plainSingleton: Factory<Numbered> { self { Numbered(8) }.singleton }
}

/// The deliberate differences from Factory listed in "Coming from Factory", each as it behaves here.
@Suite("Differences from Factory")
struct FactoryDifferencesTests {
    @Test("A registration caches its own singleton: a second container's autoRegister() resolves its own")
    func registrationSingletons() {
        let first = SingletonAutoContainer()
        let autoRegistered = first.autoSingleton()
        #expect(autoRegistered.number == 32)
        #expect(first.autoSingleton() === autoRegistered)
        first.autoSingleton.register { Numbered(64) }
        #expect(first.autoSingleton().number == 64)
        let second = SingletonAutoContainer()
        #expect(second.autoSingleton().number == 32)
        #expect(second.autoSingleton() === second.autoSingleton())
        #expect(first.autoSingleton().number == 64)
    }

    @Test("A second container's autoRegister() keeps every singleton already cached, as in Factory")
    func secondContainerKeepsSingletons() {
        // Isolated: other tests reset the process's singletons.
        Container.withIsolated { _ in
            let first = SingletonAutoContainer()
            let plain = first.plainSingleton()
            let registered = first.autoSingleton()
            #expect(registered.number == 32)
            let second = SingletonAutoContainer()
            #expect(second.plainSingleton() === plain, "one process-wide cache, which autoRegister() left alone")
            #expect(first.plainSingleton() === plain)
            #expect(first.autoSingleton() === registered, "the first container's registered singleton is kept")
            // The difference above: the second container's own registration caches its own.
            let secondRegistered = second.autoSingleton()
            #expect(secondRegistered !== registered && secondRegistered.number == 32)
            #expect(first.autoSingleton() === registered)
        }
    }
}
