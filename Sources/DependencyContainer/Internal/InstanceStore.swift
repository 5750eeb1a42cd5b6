import Foundation
import SwiftConcurrency

/// The instances one container (or the process, for singletons) has cached, with exactly-once construction.
///
/// - A hit costs one uncontended lock and one hash lookup.
/// - A miss claims the key (marks it "building" by this thread), builds **outside the lock**, then stores the
///   result. A builder may therefore resolve anything, through any container, on any thread.
/// - A second thread asking for a key being built waits for that build instead of building its own copy;
///   a thread asking for a key it is itself building has found a dependency cycle.
/// - Waiting threads are recorded in ``WaitRegistry``, which turns a cycle split across threads into a report
///   instead of a deadlock.
@usableFromInline
final class InstanceStore: Sendable {
    @usableFromInline let entries = CacheLocked(InstanceTable())
    /// Signalled after every build, for threads waiting for one.
    private let buildFinished = NSCondition()
    /// The isolated scope this store belongs to; `nil` outside isolated scopes.
    let owner: ObjectIdentifier?

    init(owner: ObjectIdentifier?) {
        self.owner = owner
        InstanceStore.live.withLock { $0[ObjectIdentifier(self)] = WeakStore(self) }
    }

    deinit {
        InstanceStore.live.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
    }

    /// Returns the cached instance for `key`, building it with `build` if there is none.
    @inlinable
    @inline(__always)
    func instance<T>(
        for key: FactoryKey,
        scope: ObjectIdentifier,
        weakly: Bool = false,
        clearable: Bool = true,
        timeToLive: Double? = nil,
        link: @autoclosure () -> ResolutionLink,
        build: () -> T
    ) -> T {
        let builtAfter = timeToLive.map(CachedInstance.oldestFresh) ?? 0
        let hit = entries.withLock { $0.instance(for: key, as: T.self, builtAfter: builtAfter) }
        if let hit { return hit }
        return instanceOnMiss(
            key: key, scope: scope, weakly: weakly, clearable: clearable, builtAfter: builtAfter, link: link(),
            build: build)
    }

    @usableFromInline
    func instanceOnMiss<T>(
        key: FactoryKey,
        scope: ObjectIdentifier,
        weakly: Bool,
        clearable: Bool,
        builtAfter: UInt64,
        link: ResolutionLink,
        build: () -> T
    ) -> T {
        let context = ResolutionContext.current
        let me = ObjectIdentifier(context)
        while true {
            var expired: CachedInstance?
            let claim = entries.withLock { entries -> Claim<T> in
                if let entry = entries[key] {
                    if let instance = entry.instance(as: T.self, builtAfter: builtAfter) { return .cached(instance) }
                    if case .building(let owner) = entry.state { return owner == me ? .cycle : .wait(owner) }
                }
                expired = entries.set(
                    CachedInstance(state: .building(owner: me), scope: scope, clearable: clearable, builtAt: 0),
                    for: key)
                return .build
            }
            // An expired instance is released with no lock held: its deinit may resolve again.
            withExtendedLifetime(expired) {}
            switch claim {
            case .cached(let instance):
                return instance
            case .cycle:
                DependencyFailure.cycle(context.chain + [link], closingAt: key)
            case .wait(let owner):
                waitForBuild(of: key, by: owner, context: context, link: link)
            case .build:
                let instance = context.building(link, build)
                store(instance, for: key, scope: scope, weakly: weakly, clearable: clearable)
                return instance
            }
        }
    }

    private func store<T>(_ instance: T, for key: FactoryKey, scope: ObjectIdentifier, weakly: Bool, clearable: Bool) {
        let state = CachedInstance.state(caching: instance, weakly: weakly)
        let builtAt = CachedInstance.now()
        _ = entries.withLock { entries in
            if let state {
                entries.set(
                    CachedInstance(state: state, scope: scope, clearable: clearable, builtAt: builtAt), for: key)
            } else {
                entries.remove(key)
            }
        }
        buildFinished.lock()
        buildFinished.broadcast()
        buildFinished.unlock()
    }

    private func waitForBuild(
        of key: FactoryKey,
        by owner: ObjectIdentifier,
        context: ResolutionContext,
        link: ResolutionLink
    ) {
        let me = ObjectIdentifier(context)
        WaitRegistry.shared.beginWaiting(me, for: owner, chain: context.chain + [link])
        defer { WaitRegistry.shared.endWaiting(me) }
        buildFinished.lock()
        defer { buildFinished.unlock() }
        // The builder changes the entry before it takes `buildFinished` to signal, and this check runs while
        // holding `buildFinished`, so the signal cannot fall between the check and the wait.
        while entries.withLock({ $0[key]?.isBuilding ?? false }) {
            buildFinished.wait()
        }
    }

    /// Removes every finished entry that `shouldRemove` selects. Entries being built are left to finish.
    func removeAll(where shouldRemove: (FactoryKey, CachedInstance) -> Bool) {
        // Removed instances are released after the lock is dropped: a deinit may resolve again.
        let removed = entries.withLock { table -> [CachedInstance] in
            let doomed = table.entries.filter { !$0.value.isBuilding && shouldRemove($0.key, $0.value) }
            for key in doomed.keys { table.remove(key) }
            return Array(doomed.values)
        }
        _ = removed
    }

    /// The finished entries, for `push()`.
    var snapshot: [FactoryKey: CachedInstance] {
        entries.withLock { $0.entries.filter { !$0.value.isBuilding } }
    }

    /// Replaces the finished entries with `saved`; entries being built are left to finish.
    func restore(_ saved: [FactoryKey: CachedInstance]) {
        let replaced = entries.withLock { table -> InstanceTable in
            let previous = table
            table = InstanceTable(table.entries.filter(\.value.isBuilding).merging(saved) { building, _ in building })
            return previous
        }
        // Released after the lock is dropped: a deinit may resolve again.
        _ = replaced
    }

    @usableFromInline
    enum Claim<T> {
        case cached(T)
        case build
        case wait(ObjectIdentifier)
        case cycle
    }

    /// Every store alive, so that `Scope.reset()` can clear its scope everywhere.
    static let live = ConcurrencySafeContainer<[ObjectIdentifier: WeakStore]>([:])

    static var allLive: [InstanceStore] {
        live.withLockUnchecked { $0.values.compactMap(\.store) }
    }

    /// The live stores of the calling task's isolated scope, or every store outside isolated scopes.
    static var liveInCurrentIsolation: [InstanceStore] {
        let owner = ContainerIsolation.scope?.owner.id
        return allLive.filter { $0.owner == owner }
    }

    struct WeakStore: Sendable {
        weak var store: InstanceStore?
        init(_ store: InstanceStore) { self.store = store }
    }
}
