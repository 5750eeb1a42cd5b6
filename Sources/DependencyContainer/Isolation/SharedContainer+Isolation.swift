// SPDX-License-Identifier: MPL-2.0

/// Task-local isolation: overrides that stay inside one test, however many run in parallel.
extension SharedContainer {
    /// Runs `body` with a private copy of every container, so that what it registers, resolves and caches
    /// (singletons included) is invisible outside, and what happens outside is invisible to it.
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
