// SPDX-License-Identifier: MPL-2.0

/// Task-local isolation: overrides that stay inside one test, however many run in parallel.
extension SharedContainer {
    /// Runs `body` with a private copy of every container: what it registers, resolves and caches stays inside.
    ///
    /// ```swift
    /// @Test func showsTheCachedProfile() async {
    ///     await Container.withIsolated { container in
    ///         container.api.register { MockAPI(profile: .sample) }
    ///         let model = ProfileModel()            // resolves through Container.shared: sees MockAPI
    ///         await model.load()
    ///         #expect(model.name == "Sample")
    ///     }
    /// }
    /// ```
    ///
    /// Isolation follows the task and its child tasks, not `Task.detached` or a `DispatchQueue`; each container is
    /// copied when first touched, without its cached instances; sessions nest.
    ///
    /// - Parameter body: Runs isolated; receives `Self.shared`, which inside the scope acts on the copy.
    /// - Returns: What `body` returns.
    public static func withIsolated<R>(_ body: (Self) async throws -> R) async rethrows -> R {
        try await ContainerIsolation.run { try await body(shared) }
    }

    /// Runs synchronous `body` with a private copy of every container, like the asynchronous `withIsolated`.
    public static func withIsolated<R>(_ body: (Self) throws -> R) rethrows -> R {
        try ContainerIsolation.runSync { try body(shared) }
    }

    /// Whether the calling task runs inside `withIsolated { … }`.
    public static var isIsolated: Bool {
        ContainerIsolation.session != nil
    }
}
