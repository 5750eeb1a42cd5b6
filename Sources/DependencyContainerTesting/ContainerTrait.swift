// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

/// A Swift Testing trait that gives each test a fresh `C.shared`: no run-time registrations, contexts or
/// decorators, nothing cached and no singletons, whatever other tests running in parallel do.
///
/// ```swift
/// @Suite(.container)
/// struct CheckoutTests {
///     @Test func paysWithTheMock() async {
///         Container.shared.payments.register { MockPayments() }   // this test only
///         …
///     }
///
///     @Test(.container { $0.clock.register { FixedClock() } })      // set-up before the test
///     func stampsOrders() { … }
/// }
/// ```
///
/// For a container of your own, declare a trait for it:
///
/// ```swift
/// extension Trait where Self == ContainerTrait<PaymentsContainer> {
///     static var paymentsContainer: Self { ContainerTrait() }
/// }
///
/// @Test(.container, .paymentsContainer) func refunds() { … }
/// ```
///
/// Each test runs in its own `withIsolated { … }` scope, so every other container is isolated too, as a copy
/// of its registrations (what ``IsolatedContainerTrait`` gives every container). `C.shared` is then reset
/// within the scope, so the test starts from the definitions alone. On a suite the trait applies to each
/// test and each argument of a parameterized test separately.
public struct ContainerTrait<C: SharedContainer>: TestTrait, SuiteTrait, TestScoping {
    /// Set-up that runs at the start of each test's scope, given `C.shared`.
    public typealias Transform = @Sendable (C) async -> Void

    private let freshContainer: FreshContainer
    private var transform: Transform?

    /// How `C.shared` becomes fresh for a test.
    private enum FreshContainer: Sendable {
        /// Reset within the test's isolated session.
        case resetShared
        /// Replaced: `C.shared` is a task-local bound to a new container for the test.
        case bind(TaskLocal<C>, @Sendable () -> C)
    }

    /// A trait that resets `C.shared` for each test, inside the test's isolated session.
    public init() {
        freshContainer = .resetShared
    }

    /// A trait for a container whose `shared` is a task-local (`@TaskLocal static var shared = C()`): each test
    /// runs with `shared` bound to a new `container()`, inside its own isolated session.
    ///
    /// ```swift
    /// extension Trait where Self == ContainerTrait<FeatureContainer> {
    ///     static var featureContainer: Self { .init(shared: FeatureContainer.$shared, container: .init()) }
    /// }
    /// ```
    public init(shared: TaskLocal<C>, container: @autoclosure @escaping @Sendable () -> C) {
        freshContainer = .bind(shared, container)
    }

    /// Applies to every test of a suite, each with its own fresh container (each test case, for a parameterized
    /// test); the suite itself needs none, so Swift Testing's own `scopeProvider(for:testCase:)` scopes exactly
    /// that.
    public var isRecursive: Bool { true }

    /// The same trait, running `transform` on `C.shared` at the start of each test's scope:
    /// `.container { $0.api.register { MockAPI() } }`.
    public func callAsFunction(transform: @escaping Transform) -> Self {
        var copy = self
        copy.transform = transform
        return copy
    }

    /// Runs `function` in a new isolated session with a fresh `C.shared`, after the set-up.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await C.withIsolated { shared in
            switch freshContainer {
            case .resetShared:
                shared.manager.reset()
                try await run(function)
            case .bind(let taskLocal, let makeContainer):
                try await taskLocal.withValue(makeContainer()) { try await run(function) }
            }
        }
    }

    private func run(_ function: @Sendable () async throws -> Void) async throws {
        await transform?(C.shared)
        try await function()
    }
}

extension Trait where Self == ContainerTrait<Container> {
    /// Runs the test (each test of a suite) with a fresh `Container.shared`, every other container isolated.
    public static var container: Self { ContainerTrait() }
}
