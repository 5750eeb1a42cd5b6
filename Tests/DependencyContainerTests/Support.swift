// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import SwiftConcurrency

/// Counts constructions, so tests can tell a cached instance from a new one.
final class BuildCounter: Sendable {
    private let count = ConcurrencySafeContainer(0)

    var value: Int { count.withLock { $0 } }

    @discardableResult
    func increment() -> Int {
        count.withLock { count in
            count += 1
            return count
        }
    }
}

protocol Greeter: AnyObject, Sendable {
    var greeting: String { get }
}

final class RealGreeter: Greeter {
    let greeting = "hello"
}

final class MockGreeter: Greeter {
    let greeting = "mock"
}

final class Numbered: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
}

final class Leaf: Sendable {}

final class Branch: Sendable {
    let left: Leaf
    let right: Leaf
    init(left: Leaf, right: Leaf) {
        self.left = left
        self.right = right
    }
}

/// A container type of the tests' own, so that definitions here never touch `Container.shared`'s state
/// used by other suites running in parallel.
final class TestContainer: SharedContainer, Resolving {
    static let shared = TestContainer()
    let manager = ContainerManager()
}

extension TestContainer {
    var greeter: Factory<any Greeter> { self { RealGreeter() } }
    var cachedGreeter: Factory<any Greeter> { self { RealGreeter() }.cached }
    var sharedGreeter: Factory<any Greeter> { self { RealGreeter() }.shared }
    var uniqueValue: Factory<Int> { self { 7 } }
}
