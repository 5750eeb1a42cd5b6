import SwiftConcurrency

#if !canImport(Darwin)
import Synchronization
#endif

/// The task-local switch behind `withIsolated`: which ``IsolationScope`` the calling task runs in, if any.
@usableFromInline
enum ContainerIsolation {
    /// The number of isolated scopes running anywhere in the process. While it is 0, which is always the case
    /// outside tests, resolution skips the task-local lookup: one atomic load is the whole cost of isolation.
    #if canImport(Darwin)
    @usableFromInline static let activeScopes = AtomicWord(0)
    #else
    // A statically initialized atomic rather than an object: reading it needs no lazy-initialization check.
    @usableFromInline static let activeScopes = Atomic<UInt>(0)
    #endif
    private static let activeScopesLock = ConcurrencySafeContainer<UInt>(0)

    @TaskLocal static var scope: IsolationScope?

    /// Whether any isolated scope is running; when not, every manager is its own effective manager.
    @inlinable
    static var mayBeIsolated: Bool {
        @inline(__always) get {
            #if canImport(Darwin)
            activeScopes.value != 0
            #else
            activeScopes.load(ordering: .acquiring) != 0
            #endif
        }
    }

    /// The manager that stands for `root` in the calling task: its overlay in the current isolated scope, or
    /// `root` itself.
    @usableFromInline
    static func manager(for root: ContainerManager) -> ContainerManager {
        withManager(for: root) { $0 }
    }

    /// Runs `body` with the manager that stands for `root` in the calling task, borrowed for the call.
    @usableFromInline
    static func withManager<R>(for root: ContainerManager, _ body: (ContainerManager) -> R) -> R {
        guard let scope, root.isolation !== scope.owner else { return body(root) }
        return scope.withOverlay(for: root, body)
    }

    /// Runs `body` in a new isolated scope nested in the current one.
    static func run<R>(_ body: () async throws -> R) async rethrows -> R {
        let scope = IsolationScope(parent: Self.scope)
        enter()
        defer { leave() }
        return try await $scope.withValue(scope, operation: body)
    }

    /// Runs `body` synchronously in a new isolated scope nested in the current one.
    static func runSync<R>(_ body: () throws -> R) rethrows -> R {
        let scope = IsolationScope(parent: Self.scope)
        enter()
        defer { leave() }
        return try $scope.withValue(scope, operation: body)
    }

    private static func enter() {
        activeScopesLock.withLock { count in
            count += 1
            publish(count)
        }
    }

    private static func publish(_ count: UInt) {
        #if canImport(Darwin)
        activeScopes.set(count)
        #else
        activeScopes.store(count, ordering: .releasing)
        #endif
    }

    private static func leave() {
        activeScopesLock.withLock { count in
            count -= 1
            publish(count)
        }
    }
}
