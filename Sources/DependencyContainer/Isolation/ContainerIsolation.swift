// SPDX-License-Identifier: MPL-2.0

import Atomics

/// The task-local switch behind `withIsolated`: which ``IsolationScope`` the calling task runs in, if any.
enum ContainerIsolation {
    /// The isolated scope the calling task runs in; `nil` outside `withIsolated`.
    ///
    /// Every resolution asks. Until the process first enters an isolated scope (an app never does; a test
    /// run does) the answer is `nil` after one atomic load, without reading the task-local value, which costs
    /// more than taking a lock.
    static var scope: IsolationScope? { scope(EngineSwitches.process) }

    /// ``scope``, with the switch read from `switches` (a manager's copy).
    @inline(__always)
    static func scope(_ switches: EngineSwitches) -> IsolationScope? {
        guard switches.isolatedScopeEntered.load(ordering: .acquiring) else { return nil }
        return boundScope
    }

    @TaskLocal static var boundScope: IsolationScope?

    /// Raised before the first isolated scope is bound, never lowered: a task can run in a scope only after
    /// this is raised.
    private static var anyScopeEntered: UnsafeAtomic<Bool> { EngineSwitches.process.isolatedScopeEntered }

    /// Runs `body` in a new isolated scope nested in the current one.
    static func run<R>(_ body: () async throws -> R) async rethrows -> R {
        anyScopeEntered.store(true, ordering: .releasing)
        return try await $boundScope.withValue(IsolationScope(parent: scope), operation: body)
    }

    /// Runs `body` synchronously in a new isolated scope nested in the current one.
    static func runSync<R>(_ body: () throws -> R) rethrows -> R {
        anyScopeEntered.store(true, ordering: .releasing)
        return try $boundScope.withValue(IsolationScope(parent: scope), operation: body)
    }
}
