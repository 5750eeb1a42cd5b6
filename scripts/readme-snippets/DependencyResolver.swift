// SPDX-License-Identifier: MPL-2.0
// The app's own types that README.md's DependencyResolver example takes as given.
import DependencyResolver

protocol ProfileService: Sendable {
    var name: String { get }
}

struct URLSessionProfileService: ProfileService {
    let name = "network"
}
