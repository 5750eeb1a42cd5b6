// SPDX-License-Identifier: MPL-2.0

import DependencyResolver
import Testing

// The façade as its documentation shows it: batch registration, resolution by type, parameterized
// registrations and the aliases.

final class ProfileViewModel: DependencyResolver {
    let resolver: Resolver
    private(set) var loadedName: String?

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func load() {
        let service: (any ProfileService)? = resolved()  // type inferred
        loadedName = service?.name
    }
}

enum NetworkModule: DependencyRegistrar {
    static func registerDependencies(_ resolver: Resolver) {
        resolver.register { RemoteProfileService() as any ProfileService }
    }
}

struct DetailRegistration: DependencyRegistration {
    typealias Parameter = String
    typealias Registration = ParameterFactory<String, DetailViewModel>

    func registration(for resolver: Resolver) -> Registration {
        ParameterFactory(resolver) { DetailViewModel(id: $0) }
    }

    func resolve(parameter: String, resolver: Resolver) -> DetailViewModel? {
        registration(for: resolver).resolve(parameter)
    }
}

/// Relies on the default `resolve(parameter:resolver:)`.
struct CachedDetailRegistration: DependencyRegistration {
    typealias Parameter = String
    typealias Registration = ParameterRegistration<String, DetailViewModel>

    func registration(for resolver: Resolver) -> Registration {
        ParameterFactory(resolver) { DetailViewModel(id: $0) }.cached
    }
}

@Suite("DependencyResolver: registering, resolving and parameterized registrations")
struct FacadeUsageTests {
    /// A view model resolving from a new container where `NetworkModule` registered, then `override`.
    func viewModelAfterNetworkModule(then override: (Container) -> Void = { _ in }) -> ProfileViewModel {
        let container = Container()
        NetworkModule.registerDependencies(container)
        override(container)
        return ProfileViewModel(resolver: container)
    }

    @Test("Batch registration, then resolution with the type inferred")
    func registerThenResolve() {
        let viewModel = viewModelAfterNetworkModule()
        viewModel.load()
        #expect(viewModel.loadedName == "remote")
    }

    @Test("The type can be named instead of inferred")
    func resolveByNamedType() {
        let viewModel = viewModelAfterNetworkModule()
        #expect(viewModel.resolved((any ProfileService).self)?.name == "remote")
        #expect(viewModel.resolved(ProfileService.self)?.name == "remote")
    }

    @Test("Nothing registered: resolved() is nil, never a crash")
    func unregistered() {
        let viewModel = ProfileViewModel(resolver: Container())
        viewModel.load()
        #expect(viewModel.loadedName == nil)
    }

    @Test("A test can pass a scoped container with a stub")
    func scopedContainer() {
        let viewModel = viewModelAfterNetworkModule { $0.register { StubProfileService() as any ProfileService } }
        viewModel.load()
        #expect(viewModel.loadedName == "stub")
    }

    @Test("Parameterized registration resolves with its runtime parameter")
    func parameterized() {
        let container = Container()
        #expect(DetailRegistration().resolve(parameter: "42", resolver: container)?.id == "42")
        #expect(DetailRegistration().resolve(parameter: "7")?.id == "7")
    }

    @Test("The default resolve(parameter:resolver:) applies the registration's modifiers")
    func defaultParameterResolve() {
        let container = Container()
        let first = CachedDetailRegistration().resolve(parameter: "a", resolver: container)
        let second = CachedDetailRegistration().resolve(parameter: "b", resolver: container)
        #expect(first?.id == "a")
        #expect(first === second)
    }

    @Test("The aliases are the container's types")
    func aliases() {
        let registration: ParameterRegistration<Int, String> = ParameterFactory(Container()) { "\($0)" }
        func modify<R: ParameterRegistry>(_ registry: R) -> R { registry.singleton }
        #expect(modify(registration)(3) == "3")
        let resolver: Resolver = Container.shared
        #expect(resolver is Container)
    }
}
