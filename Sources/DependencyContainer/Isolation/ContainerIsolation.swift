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
    /// The address of `scope`, bound with it: what resolution reads, because reading `scope` retains and
    /// releases it, two atomic operations, as much as the rest of an isolated cache hit.
    ///
    /// Borrowing the scope through its address is safe because the two are bound together, in one
    /// `withValue` nested directly in the other, and a task inherits every binding visible where it is
    /// created: wherever the address is visible, `scope` is visible too and keeps the scope alive.
    @TaskLocal private static var scopeAddress: UInt = 0

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
        unretainedManager(for: .passUnretained(root)).takeUnretainedValue()
    }

    /// The manager that stands for `root` in the calling task, unretained: `root` itself unless an isolated
    /// scope is running somewhere, which one atomic load tells. What every resolution starts with.
    @inlinable
    @inline(__always)
    static func effectiveManager(for root: Unmanaged<ContainerManager>) -> Unmanaged<ContainerManager> {
        _slowPath(mayBeIsolated) ? unretainedManager(for: root) : root
    }

    /// The manager that stands for `root` in the calling task, unretained. It stays alive while the caller
    /// holds `root` and runs in the current scope: the scope owns its overlays, and the task-local binding
    /// keeps the scope alive.
    ///
    /// `root` is passed unmanaged because resolution holds it borrowed: passing it as an object would make
    /// the caller retain and release it around the call, two atomic operations.
    @usableFromInline
    static func unretainedManager(for root: Unmanaged<ContainerManager>) -> Unmanaged<ContainerManager> {
        guard let address = UnsafeRawPointer(bitPattern: scopeAddress) else { return root }
        return Unmanaged<IsolationScope>.fromOpaque(address)._withUnsafeGuaranteedRef { scope in
            root._withUnsafeGuaranteedRef { root in
                root.isolation === scope.owner ? .passUnretained(root) : scope.unretainedOverlay(for: root)
            }
        }
    }

    /// Runs `body` in a new isolated scope nested in the current one.
    static func run<R>(_ body: () async throws -> R) async rethrows -> R {
        let scope = IsolationScope(parent: Self.scope)
        enter()
        defer { leave() }
        return try await $scope.withValue(scope) {
            try await $scopeAddress.withValue(address(of: scope), operation: body)
        }
    }

    /// Runs `body` synchronously in a new isolated scope nested in the current one.
    static func runSync<R>(_ body: () throws -> R) rethrows -> R {
        let scope = IsolationScope(parent: Self.scope)
        enter()
        defer { leave() }
        return try $scope.withValue(scope) {
            try $scopeAddress.withValue(address(of: scope), operation: body)
        }
    }

    private static func address(of scope: IsolationScope) -> UInt {
        UInt(bitPattern: Unmanaged.passUnretained(scope).toOpaque())
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
