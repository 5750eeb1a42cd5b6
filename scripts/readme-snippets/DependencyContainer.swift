// SPDX-License-Identifier: MPL-2.0
// The app's own types that README.md's DependencyContainer examples take as given.
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
