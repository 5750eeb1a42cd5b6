// SPDX-License-Identifier: MPL-2.0

import Dependencies

/// The swift-dependencies peer: `Leaf` declared as a dependency key the way its documentation shows. Its
/// `liveValue` is one instance, so resolving it compares with a singleton resolve.
private enum LeafKey: DependencyKey {
    static let liveValue = Leaf()
}

extension DependencyValues {
    var leaf: Leaf {
        get { self[LeafKey.self] }
        set { self[LeafKey.self] = newValue }
    }
}

/// Holds a dependency the way app code does with `@Dependency`: every read resolves it again.
final class DependencyClient {
    @Dependency(\.leaf) var leaf: Leaf
}
