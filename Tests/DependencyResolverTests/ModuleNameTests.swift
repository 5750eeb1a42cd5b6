// SPDX-License-Identifier: MPL-2.0

import DependencyResolver
import Testing

// A scoped import names the module before the type, so the protocol `DependencyResolver` cannot hide the
// module: the spelling the module's documentation gives for a file where another module declares the same names.
import protocol DependencyResolver.DependencyRegistrar
import protocol DependencyResolver.Resolver

/// Registers through the scoped imports' names.
private enum ProfileModule: DependencyRegistrar {
    static func registerDependencies(_ resolver: Resolver) {
        resolver.register { RemoteProfileService() as any ProfileService }
    }
}

// `DependencyResolver.DependencyRegistrar` does not compile (the compiler reads `DependencyResolver` as the
// protocol and finds no member type of it), so these tests spell the module's types the ways that work.
@Suite("DependencyResolver: naming the module's types")
struct ModuleNameTests {
    @Test func aScopedImportNamesTheModulesTypes() {
        let container = Container()
        ProfileModule.registerDependencies(container)
        let resolver: Resolver = container
        let service: (any ProfileService)? = resolver.resolve()
        #expect(service?.name == "remote")
    }

    #if compiler(>=6.3)
    @Test func aModuleSelectorNamesTheModulesTypes() {
        enum SelectorModule: DependencyResolver::DependencyRegistrar {
            static func registerDependencies(_ resolver: DependencyResolver::Resolver) {
                resolver.register { StubProfileService() as any ProfileService }
            }
        }
        let container = Container()
        SelectorModule.registerDependencies(container)
        let viewModel: any DependencyResolver::DependencyResolver = ProfileViewModel(resolver: container)
        let service: (any ProfileService)? = viewModel.resolved()
        #expect(service?.name == "stub")
    }
    #endif
}
