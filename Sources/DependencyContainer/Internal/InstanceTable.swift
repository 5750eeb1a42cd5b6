/// The state an ``InstanceStore`` guards with its lock: every entry, and an index of the finished strong ones
/// that a cache hit reads without touching reference counts.
///
/// Reading a ``CachedInstance`` out of a dictionary copies it, which retains and releases its box: two atomic
/// operations, as much as the rest of a hit. `ready` (a ``ReadyIndex``) holds the same boxes unretained
/// (`entries` owns them), so a hit retains only the instance it returns. Every change goes through ``set(_:for:)`` and
/// ``remove(_:)``, which keep the two in step.
@usableFromInline
struct InstanceTable: Sendable {
    @usableFromInline private(set) var entries: [FactoryKey: CachedInstance] = [:]
    @usableFromInline private(set) var ready = ReadyIndex()

    init() {}

    init(_ entries: [FactoryKey: CachedInstance]) {
        for (key, entry) in entries { set(entry, for: key) }
    }

    /// The instance cached for `key` if it is finished, still alive and built at `builtAfter` or later.
    @inlinable
    @inline(__always)
    func instance<T>(for key: FactoryKey, as _: T.Type, builtAfter: UInt64) -> T? {
        if let ready = ready.slot(for: key), let box = ready.box {
            guard ready.builtAt >= builtAfter else { return nil }
            return box._withUnsafeGuaranteedRef { unsafeDowncast($0, to: InstanceBox<T>.self).value }
        }
        return weakOrBuildingInstance(for: key, as: T.self, builtAfter: builtAfter)
    }

    /// The rest of ``instance(for:as:builtAfter:)``, kept out of line so that the hit path stays small.
    @usableFromInline
    @inline(never)
    func weakOrBuildingInstance<T>(for key: FactoryKey, as _: T.Type, builtAfter: UInt64) -> T? {
        entries[key]?.instance(as: T.self, builtAfter: builtAfter)
    }

    @usableFromInline
    subscript(key: FactoryKey) -> CachedInstance? {
        entries[key]
    }

    /// Stores `entry` for `key`, returning the entry it replaces so that the caller can release it outside the
    /// lock.
    @usableFromInline
    @discardableResult
    mutating func set(_ entry: CachedInstance, for key: FactoryKey) -> CachedInstance? {
        if case .strong(let box) = entry.state {
            ready.set(box, builtAt: entry.builtAt, for: key)
        } else {
            ready.remove(key)
        }
        return entries.updateValue(entry, forKey: key)
    }

    /// Removes the entry of `key`, returning it so that the caller can release it outside the lock.
    @usableFromInline
    @discardableResult
    mutating func remove(_ key: FactoryKey) -> CachedInstance? {
        ready.remove(key)
        return entries.removeValue(forKey: key)
    }
}
