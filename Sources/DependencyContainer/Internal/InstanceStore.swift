// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// The instances one container (or the process, for singletons) has cached, with exactly-once construction.
final class InstanceStore: Sendable {
    private let entries = ConcurrencySafeContainer<[FactoryKey: CachedInstance]>([:])
    /// The number of builds finished, broadcast after each, for resolutions waiting for one.
    private let buildFinished = ConcurrencySafeCondition<Int>(0)
    /// The isolated session this store belongs to; `nil` outside isolated sessions.
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

    /// Returns the instance cached for `key` in `manager`'s singletons or in its own instances.
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

    /// The miss: builds `key`, or waits for the resolution building it.
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
            Self.keepSparse(&entries)
            return (.build, entries.updateValue(claimed, forKey: key))
        }
        // An expired instance is released after the lock is dropped: its deinit may resolve again.
        withExtendedLifetime(replaced) {}
        return claim
    }

    /// Grows `entries` before a new key so that it stays at most about 3/8 full, not the standard 3/4: a hit then
    /// compares fewer keys, however the linker placed their types (the engine map's "Why it is fast").
    private static func keepSparse(_ entries: inout [FactoryKey: CachedInstance]) {
        let wanted = 2 * (entries.count + 1)
        if entries.capacity < wanted { entries.reserveCapacity(wanted) }
    }

    /// The oldest build time still fresh (0 without a `timeToLive`), and the clock's time then.
    private typealias Freshness = (builtAfter: UInt64, now: UInt64)

    /// The instance cached for `key` if it is fresh; a `timeToLive` clock restarts with each use (`builtAfter` is 0
    /// without one).
    private static func use(
        _ key: FactoryKey, in entries: inout [FactoryKey: CachedInstance], builtAfter: UInt64, now: UInt64
    ) -> CachedInstance.Hit? {
        guard let hit = entries[key]?.hit(builtAfter: builtAfter) else { return nil }
        if builtAfter > 0 { entries[key]?.builtAt = now }
        return hit
    }

    /// Stores what `link`'s build produced, unless a reset dropped the claim meanwhile (then only its resolution gets
    /// it).
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

    /// Removes every entry that `shouldRemove` selects.
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

    /// The entries held, and how many fit before the dictionary grows.
    var occupancy: (count: Int, capacity: Int) {
        entries.withLockUnchecked { ($0.count, $0.capacity) }
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

    /// The entries of every store alive, so that `Scope.reset()` can clear its scope everywhere.
    private static let live = ConcurrencySafeContainer<[ObjectIdentifier: LiveStore]>([:])

    /// Removes what `shouldRemove` selects from the stores in scope: the calling task's session's, or every store
    /// outside sessions.
    static func removeAllInCurrentIsolation(where shouldRemove: (FactoryKey, CachedInstance) -> Bool) {
        let owner = ContainerIsolation.session?.owner.id
        for store in live.withLockUnchecked({ Array($0.values) }) where store.owner == owner {
            removeAll(from: store.entries, where: shouldRemove)
        }
    }

    private struct LiveStore: Sendable {
        let owner: ObjectIdentifier?
        let entries: ConcurrencySafeContainer<[FactoryKey: CachedInstance]>
    }
}

/// One entry of an ``InstanceStore``.
struct CachedInstance: Sendable {
    enum State: Sendable {
        /// Built and held strongly (an ``InstanceBox``).
        case strong(InstanceBox)
        /// Built and held weakly (`.shared`).
        case weak(WeakInstanceBox)
        /// Being built right now, by the resolution this link belongs to.
        case building(ResolutionLink)
    }

    var state: State
    /// The scope that cached it, so that resetting one scope leaves the others alone.
    let scope: ObjectIdentifier
    /// Whether a reset of every scope (`manager.reset(options: .scope)`) may clear it.
    let clearable: Bool
    /// When it was built or last resolved with a `timeToLive` (each use restarts the clock, as in Factory), on the
    /// store's ``ContainerClock``, in nanoseconds.
    var builtAt: UInt64

    /// The build time before which an instance with `timeToLive` seconds to live has expired, `now` being the store's
    /// ``ContainerClock`` time.
    static func oldestFresh(timeToLive: Double, now: UInt64) -> UInt64 {
        // In floating point first: a lifetime longer than the clock has run (`.infinity` included) keeps
        // everything, and converting it to an integer could overflow.
        let lifetime = max(0, timeToLive) * 1_000_000_000
        guard lifetime < Double(now) else { return 1 }
        let nanoseconds = UInt64(lifetime)
        return now > nanoseconds ? now - nanoseconds + 1 : 1
    }

    /// The instance's box, if it is built and held strongly.
    var strongBox: InstanceBox? {
        if case .strong(let box) = state { return box }
        return nil
    }

    /// The resolution building it, if it is being built.
    var builder: ResolutionLink? {
        if case .building(let link) = state { return link }
        return nil
    }

    /// The cached instance, if there is one, it is still alive and it was built (or, with a `timeToLive`, last used) at
    /// `builtAfter` or later.
    func hit(builtAfter: UInt64 = 0) -> Hit? {
        guard builtAt >= builtAfter else { return nil }
        switch state {
        case .strong(let box): return .strong(box)
        case .weak(let box): return box.object.map(Hit.weak)
        case .building: return nil
        }
    }

    /// A cached instance found, not yet cast to its type.
    enum Hit {
        case strong(InstanceBox)
        case weak(AnyObject)

        /// The instance, as the `T` its key names.
        @inline(__always)
        func instance<T>(as _: T.Type) -> T {
            switch self {
            case .strong(let box): box.instance(as: T.self)
            case .weak(let object): object as! T
            }
        }
    }

    /// Whether `value` may be cached at all: an `Optional` that is `nil` is not.
    static func isCacheable<T>(_ value: T) -> Bool {
        guard let optional = value as? any OptionalInstance else { return true }
        return optional.wrappedInstance != nil
    }

    /// The state that caches `value`; `nil` for a `nil` optional or a value in a weak scope.
    static func state<T>(caching value: T, weakly: Bool) -> State? {
        var subject: Any = value
        if let optional = value as? any OptionalInstance {
            guard let wrapped = optional.wrappedInstance else { return nil }
            subject = wrapped
        }
        guard weakly else { return .strong(TypedInstanceBox(value)) }
        guard type(of: subject) is AnyObject.Type else { return nil }
        return .weak(WeakInstanceBox(subject as AnyObject))
    }
}

/// A built instance as a cache holds it: a ``TypedInstanceBox`` of the instance's type.
// Safety: subclasses hold only immutable `let`s. The instance itself is handed to every thread that resolves it,
// as in every DI container; its own thread safety is its author's concern.
class InstanceBox: @unchecked Sendable {
    /// The instance, untyped.
    var value: Any { preconditionFailure("InstanceBox is abstract") }

    /// The instance, as the `T` its key names.
    @inline(__always)
    final func instance<T>(as _: T.Type) -> T {
        // A key names its type, so the entry under it always holds this box: the cast cannot fail.
        _UnsafeInstanceBoxCast.instance(of: self, as: T.self)
    }
}

/// A built instance of type `T`.
// Safety: `instance` is an immutable `let` (see ``InstanceBox``).
final class TypedInstanceBox<T>: InstanceBox, @unchecked Sendable {
    let instance: T

    init(_ instance: T) {
        self.instance = instance
    }

    override var value: Any { instance }
}

/// A `.shared`-scope instance: held weakly, so it lives only as long as someone else keeps it.
// Safety: `object` is written once, in `init`; Swift's weak references are safe to read from any thread.
final class WeakInstanceBox: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// Lets the cache see through an `Optional` result: `nil` is never cached, and `.shared` holds the wrapped object
/// weakly.
protocol OptionalInstance {
    var wrappedInstance: Any? { get }
}

extension Optional: OptionalInstance {
    var wrappedInstance: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}

/// The time a container's timeouts read: `timeToLive` and the report of a long wait.
package protocol ContainerClock: Sendable {
    /// The time now, in nanoseconds on a monotonic clock (the system's counts while the device sleeps).
    func now() -> UInt64

    /// Waits on `condition` while `isWaiting()` holds, until the clock reaches `deadline` (`nil`: no deadline).
    func wait(
        on condition: ConcurrencySafeCondition<Int>, until deadline: UInt64?, while isWaiting: () -> Bool
    )
        -> Bool
}

/// The clock of every container unless a test sets its own: time since boot, running during sleep, never moved by the
/// wall clock.
package struct SystemContainerClock: ContainerClock {
    /// A system clock that ``SystemContainerClock`` may read.
    package enum Source: String, Sendable {
        /// Apple platforms: `clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)`, in nanoseconds.
        case monotonicRaw = "CLOCK_MONOTONIC_RAW"
        /// Linux and Android: `clock_gettime(CLOCK_BOOTTIME)`, which counts time suspended, where `CLOCK_MONOTONIC`
        /// does not (`clock_gettime(2)`).
        case bootTime = "CLOCK_BOOTTIME"
        /// Any other system: Dispatch's uptime, which may stop while the system sleeps.
        case dispatchUptime = "DispatchTime.uptimeNanoseconds"
    }

    /// The system clock `now()` reads on this platform.
    package static var source: Source {
        #if canImport(Darwin)
        .monotonicRaw
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        .bootTime
        #else
        .dispatchUptime
        #endif
    }

    package init() {}

    package func now() -> UInt64 {
        #if canImport(Darwin)
        return clock_gettime_nsec_np(CLOCK_MONOTONIC_RAW)
        #elseif canImport(Glibc) || canImport(Musl) || canImport(Android)
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #else
        return DispatchTime.now().uptimeNanoseconds
        #endif
    }

    /// Waits in steps of at most a second until `now()` reaches the deadline, so that wall-clock changes barely move
    /// it.
    package func wait(
        on condition: ConcurrencySafeCondition<Int>, until deadline: UInt64?, while isWaiting: () -> Bool
    ) -> Bool {
        guard let deadline else {
            condition.withLock(waitingUntil: { _ in !isWaiting() }) { _ in }
            return true
        }
        while true {
            let now = now()
            guard deadline > now else { return condition.withLock { _ in !isWaiting() } }
            let seconds = min(Double(deadline - now) / 1e9, Self.longestWait)
            if condition.withLock(waitingUntil: { _ in !isWaiting() }, timeout: seconds, { _ in }) != nil {
                return true
            }
        }
    }

    /// The longest single timed wait, in seconds: how late a deadline may be seen when the wall clock is set back.
    static let longestWait: Double = 1
}

extension ContainerManager {
    /// The clock this container's `.cached` and `.shared` instances read.
    package var clock: any ContainerClock {
        get { effective.instances.clock.withLock { $0 } }
        set { effective.instances.clock.withLock { $0 = newValue } }
    }
}

/// What a ``ProviderScope`` means to a cache: whether it caches at all, under which identity, and whether
/// `clearCachedInstances(forScope:)` and resets may clear it.
struct ProviderLifetime: Sendable {
    /// `AlwaysCreateNewScope`: build every time, cache nothing.
    let createsNew: Bool
    /// The scope's identity in caches: its type, so that every instance of a scope type shares one cache.
    let scopeID: ObjectIdentifier
    /// False for `SingletonScope`, which lives as long as the container.
    let clearable: Bool

    init(_ scope: any ProviderScope) {
        createsNew = scope is AlwaysCreateNewScope
        scopeID = ObjectIdentifier(type(of: scope))
        clearable = !(scope is SingletonScope)
    }
}
