import DependencyResolver
import Testing

/// Implements `resolved(_:)` itself; the seed's default argument used to bypass such implementations.
final class LoggingConsumer: DependencyResolver {
    let log: CallLog
    let resolver: Resolver

    init(log: CallLog, resolver: Resolver) {
        self.log = log
        self.resolver = resolver
    }

    func resolved<T>(_ resolver: Resolver) -> T? {
        log.record("resolved \(T.self)")
        return resolver.resolve(T.self)
    }

    func load() -> (any ProfileService)? {
        resolved()
    }
}

/// Uses every default.
struct DefaultConsumer: DependencyResolver {
    func load() -> DetailViewModel? { resolved() }
}

/// Generic code sees the conformer's implementation too.
func loadThroughProtocol<R: DependencyResolver>(_ consumer: R) -> (any ProfileService)? {
    consumer.resolved()
}

@Suite("DependencyResolver dispatch")
struct ResolvedDispatchTests {
    @Test("resolved() calls the conformer's own resolved(_:) with the conformer's resolver")
    func conformerImplementationIsCalled() {
        let log = CallLog()
        let container = Container()
        container.register { StubProfileService() as any ProfileService }
        let consumer = LoggingConsumer(log: log, resolver: container)
        #expect(consumer.load()?.name == "stub")
        #expect(loadThroughProtocol(consumer)?.name == "stub")
        #expect(log.all == ["resolved ProfileService", "resolved ProfileService"])
    }

    @Test("By default resolution goes through Container.shared")
    func defaultsToShared() {
        let consumer = DefaultConsumer()
        #expect(consumer.resolver is Container)
        #expect((consumer.resolver as? Container) === Container.shared)
        let id = "shared-\(Int.random(in: 0..<1_000_000))"
        Container.shared.register { DetailViewModel(id: id) }
        defer { Container.shared.manager.reset(options: .registration) }
        #expect(consumer.load()?.id == id)
    }
}
