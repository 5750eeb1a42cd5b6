// SPDX-License-Identifier: MPL-2.0
// The app's own names that DependencyResolver's Getting Started article takes as given.
import DependencyResolver

protocol ProfileService: Sendable {}

protocol HTTPClient: Sendable {}

// A network client is used off the main actor, so an app target declares it `nonisolated`.
nonisolated struct URLSessionHTTPClient: HTTPClient {}

final class DetailViewModel {
    let id: String
    init(id: String) { self.id = id }
}
