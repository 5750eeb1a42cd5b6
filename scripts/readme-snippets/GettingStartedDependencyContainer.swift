// SPDX-License-Identifier: MPL-2.0
// The app's own names that DependencyContainer's Getting Started article takes as given.
import DependencyContainer

protocol HTTPClient: Sendable {}
struct URLSessionHTTPClient: HTTPClient {}
struct MockHTTPClient: HTTPClient {}

// A service used from any thread: `nonisolated` in an app target.
nonisolated final class ForecastService: Sendable {
    let http: any HTTPClient
    init(http: any HTTPClient) { self.http = http }
}

@MainActor final class DetailViewModel {
    let id: String
    init(id: String) { self.id = id }
}

protocol Logger: Sendable {}
struct ConsoleLogger: Logger {}

struct SignUpScope: ProviderScope {}
