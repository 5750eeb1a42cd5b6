// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

/// A Swift Testing trait that runs each test in its own `withIsolated` scope, so tests can override
/// dependencies freely while running in parallel.
///
/// ```swift
/// @Suite(.isolatedContainer)
/// struct CheckoutTests {
///     @Test func paysWithTheMock() async {
///         Container.shared.payments.register { MockPayments() }   // this test only
///         …
///     }
/// }
///
/// @Test(.isolatedContainer { Container.shared.clock.register { FixedClock() } })
/// func stampsOrders() { … }
/// ```
///
/// On a suite it applies to every test in it, each test getting a scope of its own.
public struct IsolatedContainerTrait: TestTrait, SuiteTrait, TestScoping {
    private let setUp: @Sendable () async throws -> Void

    /// A trait whose scope runs `setUp` before the test, e.g. to register the mocks every test of a suite uses.
    public init(setUp: @escaping @Sendable () async throws -> Void = {}) {
        self.setUp = setUp
    }

    /// Each test of a suite gets its own scope (each test case, for a parameterized test); the suite itself
    /// needs none, so Swift Testing's own `scopeProvider(for:testCase:)` scopes exactly that.
    public var isRecursive: Bool { true }

    /// Runs `function` in a new isolated session, after `setUp`.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await Container.withIsolated { _ in
            try await setUp()
            try await function()
        }
    }
}

extension Trait where Self == IsolatedContainerTrait {
    /// Runs the test (each test of a suite) in its own isolated copy of every container.
    public static var isolatedContainer: Self { IsolatedContainerTrait() }

    /// Runs the test (each test of a suite) in its own isolated copy of every container, after `setUp`.
    public static func isolatedContainer(setUp: @escaping @Sendable () async throws -> Void) -> Self {
        IsolatedContainerTrait(setUp: setUp)
    }
}
