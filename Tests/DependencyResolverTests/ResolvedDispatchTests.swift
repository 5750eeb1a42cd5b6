// SPDX-License-Identifier: MPL-2.0

import DependencyResolver
import Testing

/// Implements `resolved(_ resolver:)` itself, to log.
final class LoggingConsumer: DependencyResolver {
    let log: CallLog
    let resolver: Resolver

    init(log: CallLog, resolver: Resolver) {
        self.log = log
        self.resolver = resolver
    }

    func resolved<T>(_ resolver: Resolver) -> T? {
        log.record("resolved(resolver) \(T.self)")
        return resolver.resolve(T.self)
    }

    func loadInferred() -> (any ProfileService)? { resolved() }
    func loadNamed() -> (any ProfileService)? { resolved(ProfileService.self) }
}

/// Implements `resolved(_ type:)` itself, as a conformer written for UtilityKit 0.1 does.
final class TypeFormConsumer: DependencyResolver {
    let log: CallLog
    let fallback: any ProfileService

    init(log: CallLog, fallback: any ProfileService) {
        self.log = log
        self.fallback = fallback
    }

    func resolved<T>(_ type: T.Type) -> T? {
        log.record("resolved(type) \(T.self)")
        return resolver.resolve(T.self) ?? fallback as? T
    }

    func loadInferred() -> (any ProfileService)? { resolved() }
    func loadNamed() -> (any ProfileService)? { resolved(ProfileService.self) }
}

/// Uses every default.
struct DefaultConsumer: DependencyResolver {
    func load() -> DetailViewModel? { resolved() }
    func loadNamed() -> DetailViewModel? { resolved(DetailViewModel.self) }
}

/// Generic code sees the conformer's implementation too, through both spellings.
func loadThroughProtocol<R: DependencyResolver>(_ consumer: R) -> [(any ProfileService)?] {
    [consumer.resolved(), consumer.resolved(ProfileService.self)]
}

@Suite("DependencyResolver dispatch")
struct ResolvedDispatchTests {
    @Test("resolved() and resolved(T.self) call the conformer's own resolved(_ resolver:) with its resolver")
    func conformerResolverFormIsCalled() {
        let log = CallLog()
        let container = Container()
        container.register { StubProfileService() as any ProfileService }
        let consumer = LoggingConsumer(log: log, resolver: container)

        #expect(consumer.loadInferred()?.name == "stub")
        #expect(consumer.loadNamed()?.name == "stub")
        #expect(loadThroughProtocol(consumer).map { $0?.name } == ["stub", "stub"])
        #expect(log.all == Array(repeating: "resolved(resolver) ProfileService", count: 4))
    }

    @Test("resolved() and resolved(T.self) call the conformer's own resolved(_ type:)")
    func conformerTypeFormIsCalled() {
        let log = CallLog()
        let consumer = TypeFormConsumer(log: log, fallback: StubProfileService())
        #expect(Container.shared.resolve(ProfileService.self) == nil, "precondition: nothing registered")

        // The fallback only the conformer's implementation knows proves that implementation ran.
        #expect(consumer.loadInferred()?.name == "stub")
        #expect(consumer.loadNamed()?.name == "stub")
        #expect(loadThroughProtocol(consumer).map { $0?.name } == ["stub", "stub"])
        let other: String? = consumer.resolved()
        #expect(other == nil, "the fallback is not a String")
        #expect(log.all == Array(repeating: "resolved(type) ProfileService", count: 4) + ["resolved(type) String"])
    }

    @Test("By default resolution goes through Container.shared, by either spelling")
    func defaultsToShared() {
        // Isolated: a registration on the real `Container.shared` would be seen by every test running meanwhile.
        Container.withIsolated { shared in
            let consumer = DefaultConsumer()
            #expect(consumer.resolver is Container)
            #expect((consumer.resolver as? Container) === shared)
            shared.register { DetailViewModel(id: "shared") }
            #expect(consumer.load()?.id == "shared")
            #expect(consumer.loadNamed()?.id == "shared")
        }
    }
}
