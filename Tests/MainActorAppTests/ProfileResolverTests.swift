// SPDX-License-Identifier: MPL-2.0

import DependencyResolver
import Testing

// The DependencyResolver façade in a main-actor target: a `@MainActor` view model resolves through it, and a
// registrar registers services and a main-actor view model.

protocol AccountService: Sendable {
    var account: String { get }
}

struct RemoteAccountService: AccountService {
    let account = "ada@example.com"
}

final class AccountViewModel: DependencyResolver {
    let resolver: Resolver
    private(set) var shown = "none"

    init(resolver: Resolver) { self.resolver = resolver }

    func load() {
        let service: (any AccountService)? = resolved()
        shown = service?.account ?? "none"
    }
}

struct SignatureService: Sendable {
    let signature: String
}

enum AccountModule: DependencyRegistrar {
    static func registerDependencies(_ resolver: Resolver) {
        resolver.register { RemoteAccountService() as any AccountService }
    }
}

@Suite("A main-actor app's DependencyResolver façade")
struct ProfileResolverTests {
    @Test func aMainActorViewModelResolvesWhatARegistrarRegistered() {
        let container = Container()
        AccountModule.registerDependencies(container)
        let model = AccountViewModel(resolver: container)

        model.load()

        #expect(model.shown == "ada@example.com")
        #expect(model.resolved(AccountService.self)?.account == "ada@example.com")
    }

    @Test func aTypeRegisteredFromMainActorCodeResolves() {
        let container = Container()
        container.register { SignatureService(signature: "Ada") }
        let signatures: SignatureService? = container.resolve()
        #expect(signatures?.signature == "Ada")
        #expect(AccountViewModel(resolver: container).resolved(AccountService.self) == nil)
    }
}
