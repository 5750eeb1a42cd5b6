// SPDX-License-Identifier: MPL-2.0

/// The task-local switch behind `withIsolated`: which ``IsolationScope`` the calling task runs in, if any.
enum ContainerIsolation {
    @TaskLocal static var scope: IsolationScope?

    /// Runs `body` in a new isolated scope nested in the current one.
    static func run<R>(_ body: () async throws -> R) async rethrows -> R {
        try await $scope.withValue(IsolationScope(parent: scope), operation: body)
    }

    /// Runs `body` synchronously in a new isolated scope nested in the current one.
    static func runSync<R>(_ body: () throws -> R) rethrows -> R {
        try $scope.withValue(IsolationScope(parent: scope), operation: body)
    }
}
