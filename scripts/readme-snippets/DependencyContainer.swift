// SPDX-License-Identifier: MPL-2.0
// The app's own types that README.md's DependencyContainer examples and the Getting Started article take as given.
import DependencyContainer

protocol HTTPClient: Sendable {}
struct URLSessionHTTPClient: HTTPClient {}
struct MockHTTPClient: HTTPClient {}

nonisolated final class ForecastService: Sendable {
    let http: any HTTPClient
    init(http: any HTTPClient) { self.http = http }
}

@MainActor final class WeatherViewModel {
    let forecast: ForecastService
    init(forecast: ForecastService) { self.forecast = forecast }
}

protocol Logger: Sendable {}
struct ConsoleLogger: Logger {}

protocol Payments: Sendable {}
struct CardPayments: Payments {}
struct MockPayments: Payments {}

@MainActor final class DetailViewModel {
    let id: String
    init(id: String) { self.id = id }
}

struct SignUpScope: ProviderScope {}
