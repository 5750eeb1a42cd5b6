// SPDX-License-Identifier: MPL-2.0

import DependencyResolver
import SwiftConcurrency

protocol ProfileService: Sendable {
    var name: String { get }
}

struct RemoteProfileService: ProfileService {
    let name = "remote"
}

struct StubProfileService: ProfileService {
    let name = "stub"
}

final class DetailViewModel: Sendable {
    let id: String
    init(id: String) { self.id = id }
}

/// Records calls, so a test can see which implementation ran.
final class CallLog: Sendable {
    private let entries = ConcurrencySafeContainer<[String]>([])
    var all: [String] { entries.withLock { $0 } }
    func record(_ entry: String) { entries.withLock { $0.append(entry) } }
}
