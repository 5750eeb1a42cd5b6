// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

// SwiftiePod's documented examples, with `SwiftiePod()` replaced by `Container()`.

protocol HttpClient: Sendable {
    func get(_ path: String) async -> [String]
}

struct FakeHttpClient: HttpClient {
    func get(_ path: String) async -> [String] { ["GET \(path)"] }
}

protocol DataService: Sendable {
    func fetchData() async throws -> [String]
}

final class RemoteDataService: DataService {
    private let httpClient: any HttpClient

    init(httpClient: any HttpClient) {
        self.httpClient = httpClient
    }

    func fetchData() async throws -> [String] {
        await httpClient.get("/some/endpoint")
    }
}

let httpClientProvider = Provider<any HttpClient> { _ in FakeHttpClient() }

let dataServiceProvider = Provider<any DataService> { pod in
    RemoteDataService(httpClient: pod.resolve(httpClientProvider))
}

let aNumberProvider = Provider { _ in 123 }
let myAppTitleProvider = Provider { _ in "My cool app" }
let myAppDescriptionProvider = Provider { _ in "This is a really exciting and cool app" }

final class SignUpScope: ProviderScope {
    let children: [any ProviderScope] = [SomeChildSignUpScope()]
}

final class SomeChildSignUpScope: ProviderScope {
    let children: [any ProviderScope] = []
}

final class SomeSignUp: Sendable {}
final class SomeChildSignUp: Sendable {}

let someSignUpProvider = Provider(scope: SignUpScope()) { _ in SomeSignUp() }
let someChildSignUpProvider = Provider(scope: SomeChildSignUpScope()) { _ in SomeChildSignUp() }
let singletonLeafProvider = Provider { _ in Leaf() }
let freshLeafProvider = Provider(scope: AlwaysCreateNewScope()) { _ in Leaf() }
let signUpChildListingSingleton = Provider(scope: ParentOfSingletonScope()) { _ in Leaf() }

struct ParentOfSingletonScope: ProviderScope {
    var children: [any ProviderScope] { [SingletonScope()] }
}

@Suite("Providers (SwiftiePod style)", .timeLimit(.minutes(5)))
struct ProviderTests {
    @Test("SwiftiePod's quick example resolves through the builder's pod")
    func quickExample() async throws {
        let pod = Container()
        let dataService = pod.resolve(dataServiceProvider)
        #expect(try await dataService.fetchData() == ["GET /some/endpoint"])
    }

    @Test("Provider types are inferred; same-typed providers are independent")
    func independentProviders() {
        let pod = Container()
        #expect(pod.resolve(aNumberProvider) == 123)
        #expect(pod.resolve(myAppTitleProvider) == "My cool app")
        #expect(pod.resolve(myAppDescriptionProvider) == "This is a really exciting and cool app")
    }

    @Test("SingletonScope caches per container; AlwaysCreateNewScope never caches")
    func builtInScopes() {
        let pod = Container()
        #expect(pod.resolve(singletonLeafProvider) === pod.resolve(singletonLeafProvider))
        #expect(Container().resolve(singletonLeafProvider) !== pod.resolve(singletonLeafProvider))
        #expect(pod.resolve(freshLeafProvider) !== pod.resolve(freshLeafProvider))
    }

    @Test("An override replaces the builder until removed; the original instance comes back")
    func overrideAndRemove() {
        let pod = Container()
        let original = pod.resolve(singletonLeafProvider)
        let replacement = Leaf()
        pod.overrideProvider(singletonLeafProvider) { _ in replacement }
        #expect(pod.resolve(singletonLeafProvider) === replacement)
        pod.removeOverrideProvider(singletonLeafProvider)
        #expect(pod.resolve(singletonLeafProvider) === original)
    }

    @Test("An override keeps the provider's scope unless given its own")
    func overrideScopes() {
        let pod = Container()
        pod.overrideProvider(singletonLeafProvider) { _ in Leaf() }
        #expect(pod.resolve(singletonLeafProvider) === pod.resolve(singletonLeafProvider))
        pod.overrideProvider(singletonLeafProvider, with: { _ in Leaf() }, scope: AlwaysCreateNewScope())
        #expect(pod.resolve(singletonLeafProvider) !== pod.resolve(singletonLeafProvider))
        pod.overrideProvider(freshLeafProvider, scope: SingletonScope()) { _ in Leaf() }
        #expect(pod.resolve(freshLeafProvider) === pod.resolve(freshLeafProvider))
    }

    @Test("Overrides belong to one container")
    func overridesAreIsolated() {
        let pod = Container()
        let other = Container()
        pod.overrideProvider(aNumberProvider) { _ in 7 }
        #expect(pod.resolve(aNumberProvider) == 7)
        #expect(other.resolve(aNumberProvider) == 123)
    }

    @Test("clearCachedInstances clears the scope and its children, transitively")
    func clearWithChildren() {
        let pod = Container()
        let signUp = pod.resolve(someSignUpProvider)
        let child = pod.resolve(someChildSignUpProvider)
        pod.clearCachedInstances(forScope: SomeChildSignUpScope())
        #expect(pod.resolve(someSignUpProvider) === signUp)
        #expect(pod.resolve(someChildSignUpProvider) !== child)
        let child2 = pod.resolve(someChildSignUpProvider)
        pod.clearCachedInstances(forScope: SignUpScope())
        #expect(pod.resolve(someSignUpProvider) !== signUp)
        #expect(pod.resolve(someChildSignUpProvider) !== child2)
    }

    @Test("SingletonScope is never cleared, not even as a child or by manager.reset")
    func singletonNeverCleared() {
        let pod = Container()
        let leaf = pod.resolve(singletonLeafProvider)
        let listed = pod.resolve(signUpChildListingSingleton)
        pod.clearCachedInstances(forScope: SingletonScope())
        pod.clearCachedInstances(forScope: ParentOfSingletonScope())
        pod.manager.reset(options: .scope)
        #expect(pod.resolve(singletonLeafProvider) === leaf)
        #expect(pod.resolve(signUpChildListingSingleton) !== listed)
    }

    @Test("Providers compare by identity")
    func identity() {
        let a = Provider { _ in 1 }
        let b = Provider { _ in 1 }
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, a, b]).count == 2)
    }

    @Test("A provider's builder may resolve factories through the container it is given")
    func mixedStyles() {
        let pod = TestContainer()
        pod.greeter.register { MockGreeter() }
        let greetingProvider = Provider(scope: AlwaysCreateNewScope()) { resolver in
            (resolver as? TestContainer)?.greeter().greeting ?? "none"
        }
        #expect(pod.resolve(greetingProvider) == "mock")
    }
}
