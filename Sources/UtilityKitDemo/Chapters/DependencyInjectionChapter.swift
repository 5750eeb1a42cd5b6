// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyResolver
import Foundation
import SwiftConcurrency

// A small app graph: a weather screen needs a forecast service, which needs an HTTP client and a clock.

protocol HTTPClient: Sendable {
    func get(_ path: String) -> String
}

struct NetworkHTTPClient: HTTPClient {
    func get(_ path: String) -> String { "18°C, sunny (from \(path))" }
}

struct MockHTTPClient: HTTPClient {
    func get(_ path: String) -> String { "-5°C, snow (mock)" }
}

final class ForecastService: Sendable {
    let http: any HTTPClient
    init(http: any HTTPClient) { self.http = http }
    func today() -> String { http.get("/forecast/today") }
}

final class WeatherViewModel: DependencyResolver, Sendable {
    let resolver: Resolver
    init(resolver: Resolver) { self.resolver = resolver }

    func headline() -> String {
        let service: ForecastService? = resolved()
        return service?.today() ?? "no forecast service registered"
    }
}

// Factory style: definitions in a container extension.
extension Container {
    var httpClient: Factory<any HTTPClient> { self { NetworkHTTPClient() }.singleton }
    var forecast: Factory<ForecastService> { self { ForecastService(http: self.httpClient()) }.cached }
}

// A lifetime mistake to find: a process-wide analytics service built with the signed-in user's session, which a
// sign-out resets (`.cached`). The singleton would keep reporting for the old user.
final class UserSession: Sendable {}

final class AnalyticsService: Sendable {
    let session: UserSession
    init(session: UserSession) { self.session = session }
}

extension Container {
    var userSession: Factory<UserSession> { self { UserSession() }.cached }
    var analytics: Factory<AnalyticsService> { self { AnalyticsService(session: self.userSession()) }.singleton }
}

// Provider style: top-level providers, nothing to register.
let httpClientProvider = Provider<any HTTPClient> { _ in NetworkHTTPClient() }
let forecastProvider = Provider { pod in ForecastService(http: pod.resolve(httpClientProvider)) }

/// One app graph wired both ways, a mock swapped in for a test, and a cycle that would have hung.
struct DependencyInjectionChapter: DemoChapter {
    let title = "DependencyContainer + DependencyResolver"
    let summary = "Factory-style and SwiftiePod-style definitions on one engine, mocks per container, by-type façade."

    func run(_ narrator: Narrator) async throws {
        narrator.say("Factory style — `extension Container { var forecast: Factory<ForecastService> {…} }`:")
        let app = Container()
        let forecast = app.forecast()
        narrator.say("forecast: \(forecast.today())")
        try narrator.check(app.forecast() === forecast, ".cached gives this container one ForecastService")
        try narrator.check(
            Container().httpClient() is NetworkHTTPClient, ".singleton HTTP client shared across containers")

        narrator.say("")
        narrator.say("A test swaps in a mock on its own container; the app's container is untouched:")
        let test = Container()
        test.httpClient.register { MockHTTPClient() }
        narrator.say("test forecast: \(test.forecast().today())")
        try narrator.check(test.forecast().today().contains("mock"), "the test container builds with the mock")
        try narrator.check(app.forecast().today().contains("sunny"), "the app container still uses the network")
        test.manager.reset()
        try narrator.check(test.forecast().today().contains("sunny"), "manager.reset() removes the mock")

        narrator.say("")
        narrator.say("Provider style — `let pod = Container(); pod.resolve(forecastProvider)`:")
        let pod = Container()
        narrator.say("forecast: \(pod.resolve(forecastProvider).today())")
        pod.overrideProvider(httpClientProvider) { _ in MockHTTPClient() }
        pod.clearCachedInstances(forScope: SingletonScope())
        try narrator.check(
            pod.resolve(forecastProvider).today().contains("sunny"),
            "SingletonScope instances survive clearCachedInstances (the cached forecast keeps its real client)"
        )
        let fresh = Container()
        fresh.overrideProvider(httpClientProvider) { _ in MockHTTPClient() }
        try narrator.check(
            fresh.resolve(forecastProvider).today().contains("mock"),
            "overrideProvider on a fresh pod builds the forecast with the mock"
        )

        narrator.say("")
        narrator.say("The DependencyResolver façade — a view model adopting DependencyResolver, resolving by type:")
        let registry = Container()
        registry.register { ForecastService(http: NetworkHTTPClient()) }
        let viewModel = WeatherViewModel(resolver: registry)
        narrator.say("headline: \(viewModel.headline())")
        try narrator.check(viewModel.headline().contains("sunny"), "resolved() finds the registered type")
        let empty = WeatherViewModel(resolver: Container())
        try narrator.check(
            empty.headline() == "no forecast service registered",
            "an unregistered type resolves to nil, never a crash"
        )

        narrator.say("")
        narrator.say("Eight tasks resolve a slow cached service at once:")
        let builds = ConcurrencySafeContainer(0)
        let shared = Container()
        let slow = Factory<ForecastService>(shared) {
            builds.withLock { $0 += 1 }
            Thread.sleep(forTimeInterval: 0.01)
            return ForecastService(http: NetworkHTTPClient())
        }.cached
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(slow()) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        try narrator.check(
            identities.count == 1 && builds.withLock { $0 } == 1, "built exactly once, one instance for all")
        narrator.say("(A dependency cycle A -> B -> A stops the program with that chain instead of hanging;")
        narrator.say(" the test suite proves it in a child process.)")

        try await runTestingTour(narrator)
    }

    /// Part 2: contexts (a preview-style override), property wrappers, and parallel isolated "tests".
    private func runTestingTour(_ narrator: Narrator) async throws {
        narrator.say("")
        narrator.say("A preview-style override — `.onPreview { MockHTTPClient() }` — switches on with the context:")
        try Container.withIsolated { container in
            container.httpClient.onPreview { MockHTTPClient() }
            try narrator.check(container.forecast().today().contains("sunny"), "not a preview: the network")
            FactoryContext.current.isPreview = true
            container.manager.reset(options: .scope)
            try narrator.check(container.forecast().today().contains("mock"), "in a preview: the mock")
            let screen = WeatherScreen()
            narrator.say("@Injected forecast in a preview: \(screen.forecast.today())")
        }
        try narrator.check(
            !FactoryContext.current.isPreview && Container.shared.forecast().today().contains("sunny"),
            "the override and the preview flag stayed inside `withIsolated`"
        )

        narrator.say("")
        narrator.say("Twenty \"tests\" run in parallel, each registering its own HTTP client in Container.shared:")
        let mixUps = await withTaskGroup(of: Int.self) { group in
            for index in 0..<20 {
                group.addTask {
                    await Container.withIsolated { container in
                        container.httpClient.register { NumberedHTTPClient(number: index) }
                        await Task.yield()
                        return container.forecast().today() == "client \(index)" ? 0 : 1
                    }
                }
            }
            return await group.reduce(0, +)
        }
        try narrator.check(mixUps == 0, "every test saw only its own mock, singletons included")
        try narrator.check(
            Container.shared.httpClient() is NetworkHTTPClient, "and Container.shared itself never saw any of them")

        narrator.say("")
        narrator.say("Lifetime mistakes, found in a test — `Container.shared.validate(\\.forecast, \\.analytics)`:")
        let report = Self.appGraphReport()
        for line in report.description.split(separator: "\n") { narrator.say("  " + line) }
        let captive = ["Container.analytics<AnalyticsService>", "Container.userSession<UserSession>"]
        try narrator.check(
            report.problems.map(\.chain) == [captive],
            "the .singleton analytics service keeps a .cached session captive; forecast -> httpClient is fine")
        narrator.say("The graph it resolved, as Mermaid (`report.graph.mermaid`; `.dot` for Graphviz):")
        for line in report.graph.mermaid.split(separator: "\n") { narrator.say("  " + line) }
        try narrator.check(report.graph.edges.count == 2, "two edges, the captive one drawn in red")
    }

    /// The demo app's definitions, validated: `swift run UtilityKitDemo --graph-dot` prints its graph as DOT,
    /// which the documentation renders.
    static func appGraphReport() -> ValidationReport {
        Container().validate(\.forecast, \.analytics)
    }
}

/// A screen as app code writes it: dependencies through property wrappers.
final class WeatherScreen {
    @Injected(\.forecast) var forecast
    @LazyInjected(\.httpClient) var http
}

struct NumberedHTTPClient: HTTPClient {
    let number: Int
    func get(_ path: String) -> String { "client \(number)" }
}
