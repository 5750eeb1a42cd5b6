// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// The instances one container (or the process, for singletons) has cached, with exactly-once construction.
///
/// - A hit costs one lock and one dictionary lookup.
/// - A miss claims the key (marks it "being built" by the resolution asking), builds **outside the lock**,
///   then stores the result. A builder may therefore resolve anything, through any container, on any thread.
/// - A second resolution asking for a key being built waits for that build instead of building its own copy.
///   Waiting resolutions are recorded in ``WaitRegistry``, which turns a cycle split across threads into a
///   report instead of a silent deadlock.
final class InstanceStore: Sendable {
    private let entries = ConcurrencySafeContainer<[FactoryKey: CachedInstance]>([:])
    /// The number of builds finished, broadcast after each, for resolutions waiting for one. (A count rather than
    /// `Void`: the thread sanitizer reports accesses to a zero-sized state as races.)
    private let buildFinished = ConcurrencySafeCondition<Int>(0)
    /// The isolated scope this store belongs to; `nil` outside isolated scopes.
    let owner: ObjectIdentifier?
    /// The time `timeToLive` and the report of a long wait read; a test sets one it advances by hand.
    let clock = ConcurrencySafeContainer<any ContainerClock>(SystemContainerClock())

    init(owner: ObjectIdentifier?) {
        self.owner = owner
        let entries = self.entries
        InstanceStore.live.withLockUnchecked { $0[ObjectIdentifier(self)] = LiveStore(owner: owner, entries: entries) }
    }

    deinit {
        InstanceStore.live.withLockUnchecked { _ = $0.removeValue(forKey: ObjectIdentifier(self)) }
    }

    /// Returns the instance cached for `key` in `manager`'s singletons or in its own instances. Calls the store
    /// where it reads it, with the manager borrowed: a store chosen into a local is retained and released on every
    /// resolution. Inlined into the resolution: called, it forwards every argument once more.
    @inline(__always)
    static func instance<T>(
        in manager: ContainerManager, singleton: Bool, of key: FactoryKey, policy: CachePolicy, shape: BuildShape,
        build: () -> T
    ) -> T {
        if singleton { return manager.singletons.instance(of: key, policy: policy, shape: shape, build: build) }
        return manager.instances.instance(of: key, policy: policy, shape: shape, build: build)
    }

    /// Returns the instance cached for `key`, building it with `build` if there is none.
    func instance<T>(of key: FactoryKey, policy: CachePolicy, shape: BuildShape, build: () -> T) -> T {
        // Without a time to live, a strongly held instance is the whole hit: read nothing else under the lock.
        if policy.timeToLive == nil, let box = entries.withLockUnchecked({ $0[key]?.strongBox }) {
            return box.instance(as: T.self)
        }
        let now = policy.timeToLive == nil ? 0 : clock.withLock { $0 }.now()
        let builtAfter = policy.timeToLive.map { CachedInstance.oldestFresh(timeToLive: $0, now: now) } ?? 0
        // Cast outside the lock, and never through a `T?`: generic code that holds one looks up the metadata of
        // `Optional<T>` on every hit.
        if let hit = entries.withLockUnchecked({ Self.use(key, in: &$0, builtAfter: builtAfter, now: now) }) {
            return hit.instance(as: T.self)
        }
        return claimOrWait(key, policy: policy, freshness: (builtAfter, now), shape: shape, build: build)
    }

    /// The miss: builds `key`, or waits for the resolution building it. A function of its own so that a hit
    /// never sets up what only a miss needs.
    private func claimOrWait<T>(
        _ key: FactoryKey, policy: CachePolicy, freshness: Freshness, shape: BuildShape, build: () -> T
    ) -> T {
        let thread = _UnsafeResolutionThread.current
        let frame = Resolution.frame(for: key, producing: T.self, shape: shape, on: thread)
        let link = thread.link(to: frame)
        while true {
            switch claim(key, for: link, policy: policy, freshness: freshness, as: T.self) {
            case .cached(let instance):
                return instance
            case .heldByThisResolution:
                DependencyFailure.cycle(link.chain)
            case .wait(let builder):
                waitForBuild(of: key, by: builder, waiter: link)
            case .build:
                let instance = thread.build(frame, build)
                store(instance, for: key, claimedBy: link, policy: policy)
                return instance
            }
        }
    }

    private enum Claim<T> {
        case cached(T)
        case build
        case wait(ResolutionLink)
        case heldByThisResolution
    }

    /// Takes the right to build `key`, unless a fresh instance is cached or another resolution builds it.
    private func claim<T>(
        _ key: FactoryKey, for link: ResolutionLink, policy: CachePolicy, freshness: Freshness, as _: T.Type
    ) -> Claim<T> {
        let claimed = CachedInstance(
            state: .building(link), scope: policy.scope, clearable: policy.clearable, builtAt: 0)
        let (claim, replaced) = entries.withLockUnchecked { entries -> (Claim<T>, CachedInstance?) in
            if let entry = entries[key] {
                if let hit = Self.use(key, in: &entries, builtAfter: freshness.builtAfter, now: freshness.now) {
                    return (.cached(hit.instance(as: T.self)), nil)
                }
                if let builder = entry.builder {
                    return (builder.resolution == link.resolution ? .heldByThisResolution : .wait(builder), nil)
                }
            }
            return (.build, entries.updateValue(claimed, forKey: key))
        }
        // An expired instance is released after the lock is dropped: its deinit may resolve again.
        withExtendedLifetime(replaced) {}
        return claim
    }

    /// The oldest build time still fresh (0 without a `timeToLive`), and the clock's time then.
    private typealias Freshness = (builtAfter: UInt64, now: UInt64)

    /// The instance cached for `key` if it is fresh; a `timeToLive` clock restarts with each use (`builtAfter`
    /// is 0 without one).
    private static func use(
        _ key: FactoryKey, in entries: inout [FactoryKey: CachedInstance], builtAfter: UInt64, now: UInt64
    ) -> CachedInstance.Hit? {
        guard let hit = entries[key]?.hit(builtAfter: builtAfter) else { return nil }
        if builtAfter > 0 { entries[key]?.builtAt = now }
        return hit
    }

    /// Stores what `link`'s build produced, unless a reset (or a new registration) dropped the claim while it
    /// ran: then the instance belongs to the state before the reset, and goes only to the resolution that
    /// built it.
    private func store<T>(_ instance: T, for key: FactoryKey, claimedBy link: ResolutionLink, policy: CachePolicy) {
        let state = CachedInstance.state(caching: instance, weakly: policy.weakly)
        let builtAt = clock.withLock { $0 }.now()
        let entry = state.map {
            CachedInstance(state: $0, scope: policy.scope, clearable: policy.clearable, builtAt: builtAt)
        }
        entries.withLockUnchecked { entries in
            if entries[key]?.builder === link { entries[key] = entry }
        }
        buildFinished.withLockBroadcasting { $0 &+= 1 }
    }

    /// Blocks until `builder` has finished building `key`, or reports the cycle if `builder` waits for `waiter`.
    private func waitForBuild(of key: FactoryKey, by builder: ResolutionLink, waiter: ResolutionLink) {
        let registry = WaitRegistry.shared
        registry.beginWaiting(waiter, for: builder)
        defer { registry.endWaiting(waiter) }
        // Other builds in this store signal too, so the report is due at a fixed time, not after a quiet spell.
        let clock = clock.withLock { $0 }
        var reportDue: UInt64? = clock.now() + WaitRegistry.stallDelay
        // The builder stores its entry before it takes `buildFinished` to broadcast, and the clock checks the
        // entry while holding `buildFinished`, so the broadcast cannot fall between the check and the wait.
        while !clock.wait(on: buildFinished, until: reportDue, while: { isBeingBuilt(key, by: builder) }) {
            let reported = registry.reportStall(of: waiter, waitingFor: builder)
            reportDue = reported ? nil : clock.now() + WaitRegistry.stallDelay
        }
    }

    private func isBeingBuilt(_ key: FactoryKey, by builder: ResolutionLink) -> Bool {
        entries.withLockUnchecked { $0[key]?.builder === builder }
    }

    /// Removes every entry that `shouldRemove` selects. An entry being built is removed too: its build goes on
    /// and returns its instance to the resolution that started it, but stores nothing (see
    /// ``store(_:for:claimedBy:policy:)``), so no resolution after a reset gets an instance whose build began
    /// before it.
    func removeAll(where shouldRemove: (FactoryKey, CachedInstance) -> Bool) {
        Self.removeAll(from: entries, where: shouldRemove)
    }

    private static func removeAll(
        from entries: ConcurrencySafeContainer<[FactoryKey: CachedInstance]>,
        where shouldRemove: (FactoryKey, CachedInstance) -> Bool
    ) {
        // Removed instances are released after the lock is dropped: a deinit may resolve again.
        let removed = entries.withLockUnchecked { entries -> [FactoryKey: CachedInstance] in
            let doomed = entries.filter { shouldRemove($0.key, $0.value) }
            for key in doomed.keys { entries.removeValue(forKey: key) }
            return doomed
        }
        _ = removed
    }

    /// The variants of the keys with entries (finished or being built).
    var variants: Set<UInt> {
        entries.withLockUnchecked { Set($0.keys.lazy.map(\.variant)) }
    }

    /// The finished entries, for `push()`.
    var snapshot: [FactoryKey: CachedInstance] {
        entries.withLockUnchecked { $0.filter { $0.value.builder == nil } }
    }

    /// Replaces the finished entries with `saved`; entries being built are left to finish.
    func restore(_ saved: [FactoryKey: CachedInstance]) {
        let replaced = entries.withLockUnchecked { entries -> [FactoryKey: CachedInstance] in
            let previous = entries
            entries = entries.filter { $0.value.builder != nil }.merging(saved) { building, _ in building }
            return previous
        }
        // Released after the lock is dropped: a deinit may resolve again.
        _ = replaced
    }

    /// The entries of every store alive, so that `Scope.reset()` can clear its scope everywhere. Held strongly
    /// and removed by the store's `deinit`, rather than through a weak reference to the store: a weakly
    /// referenced object keeps its reference count in a side table, which makes every retain of it slower,
    /// and a cache hit retains its store.
    private static let live = ConcurrencySafeContainer<[ObjectIdentifier: LiveStore]>([:])

    /// Removes what `shouldRemove` selects from the live stores of the calling task's isolated scope, or from
    /// every store outside isolated scopes.
    static func removeAllInCurrentIsolation(where shouldRemove: (FactoryKey, CachedInstance) -> Bool) {
        let owner = ContainerIsolation.scope?.owner.id
        for store in live.withLockUnchecked({ Array($0.values) }) where store.owner == owner {
            removeAll(from: store.entries, where: shouldRemove)
        }
    }

    private struct LiveStore: Sendable {
        let owner: ObjectIdentifier?
        let entries: ConcurrencySafeContainer<[FactoryKey: CachedInstance]>
    }
}
