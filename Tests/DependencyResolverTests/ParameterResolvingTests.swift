// SPDX-License-Identifier: MPL-2.0

import DependencyResolver
import Testing

/// Generic code written against the protocol, as a library built on the façade would.
func resolveThroughProtocol<Registration: ParameterResolving>(
    _ registration: Registration, _ parameters: Registration.P
) -> Registration.T {
    registration.resolve(parameters)
}

@Suite("ParameterResolving")
struct ParameterResolvingTests {
    @Test("Generic code resolves a ParameterFactory through ParameterResolving, registrations and scopes included")
    func genericResolution() {
        let container = Container()
        let registration = ParameterFactory<String, DetailViewModel>(container) { DetailViewModel(id: $0) }
        #expect(resolveThroughProtocol(registration, "7").id == "7")
        registration.register { DetailViewModel(id: "registered \($0)") }
        #expect(resolveThroughProtocol(registration, "7").id == "registered 7", "the run-time registration applies")
        let cached = registration.cached
        #expect(resolveThroughProtocol(cached, "8") === resolveThroughProtocol(cached, "8"))
    }

    @Test("DependencyRegistration's default resolve(parameter:resolver:) goes through the given resolver")
    func defaultResolveUsesTheResolver() {
        let container = Container()
        let other = Container()
        let registration = CachedDetailRegistration()
        let first = registration.resolve(parameter: "a", resolver: container)
        #expect(first?.id == "a")
        #expect(registration.resolve(parameter: "a", resolver: container) === first, "cached in that container")
        #expect(registration.resolve(parameter: "a", resolver: other) !== first, "another container caches its own")
    }
}
