#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// What one thread is resolving right now: the chain of dependencies under construction (for cycle
/// detection) and the graph-scope instances of the current resolution cycle.
///
/// Builders run synchronously on the thread that resolves, so a per-thread record sees every nested
/// resolution without any lock. The record is created on a thread's first resolution and released when the
/// thread exits.
@usableFromInline
final class ResolutionContext {
    /// Deeper nesting than this is treated as runaway recursion: real graphs are a few dozen levels deep, and
    /// stopping here keeps well clear of a 512 KiB secondary-thread stack.
    @usableFromInline static let depthLimit = 256

    // Only the owning thread ever touches a record, so the run-time exclusivity checks (which cost more than
    // the rest of `enter` and `leave` together) can never fire and are turned off.
    @exclusivity(unchecked) @usableFromInline var chain: [ResolutionLink] = []
    @exclusivity(unchecked) @usableFromInline var graphInstances: [FactoryKey: AnyObject] = [:]

    init() {
        chain.reserveCapacity(16)
    }

    /// The calling thread's record. Prefer ``withCurrent(_:)`` on hot paths: it avoids a retain and release.
    @usableFromInline
    static var current: ResolutionContext {
        withCurrent { $0 }
    }

    /// Runs `body` with the calling thread's record, which the thread keeps alive meanwhile.
    @inlinable
    static func withCurrent<R>(_ body: (ResolutionContext) -> R) -> R {
        guard let raw = pthread_getspecific(threadKey) else { return body(makeCurrent()) }
        return Unmanaged<ResolutionContext>.fromOpaque(raw)._withUnsafeGuaranteedRef(body)
    }

    /// Builds with `link` on the calling thread's chain; see ``building(_:_:)``.
    @inlinable
    static func building<T>(_ link: ResolutionLink, _ build: () -> T) -> T {
        withCurrent { $0.building(link, build) }
    }

    /// Resolves a `.graph` dependency on the calling thread; see ``graphInstance(_:_:)``.
    @inlinable
    static func graphInstance<T>(_ link: ResolutionLink, _ build: () -> T) -> T {
        withCurrent { $0.graphInstance(link, build) }
    }

    @usableFromInline
    static func makeCurrent() -> ResolutionContext {
        let context = ResolutionContext()
        pthread_setspecific(threadKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    /// Runs `build` with `link` on the chain, after checking that `link` does not close a cycle.
    @inlinable
    func building<T>(_ link: ResolutionLink, _ build: () -> T) -> T {
        enter(link)
        defer { leave() }
        return build()
    }

    @inlinable
    func enter(_ link: ResolutionLink) {
        if !link.mayRepeat, chain.contains(where: { $0.key == link.key }) {
            DependencyFailure.cycle(chain + [link], closingAt: link.key)
        }
        if chain.count >= Self.depthLimit {
            DependencyFailure.tooDeep(chain + [link])
        }
        chain.append(link)
    }

    @inlinable
    func leave() {
        chain.removeLast()
        // The end of the outermost resolution ends the graph scope's cycle.
        if chain.isEmpty, !graphInstances.isEmpty {
            graphInstances.removeAll(keepingCapacity: true)
        }
    }

    /// Whether this thread is building `key` right now (a re-entrant request for it is a cycle).
    func isBuilding(_ key: FactoryKey) -> Bool {
        chain.contains { $0.key == key }
    }
}

// The destructor releases the record when its thread exits; the key is created once per process.
@usableFromInline
let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let status = pthread_key_create(&key) { Unmanaged<ResolutionContext>.fromOpaque($0).release() }
    #else
    let status = pthread_key_create(&key) { raw in
        if let raw { Unmanaged<ResolutionContext>.fromOpaque(raw).release() }
    }
    #endif
    precondition(status == 0, "DependencyContainer: pthread_key_create failed with \(status)")
    return key
}()

extension ResolutionContext {
    /// Resolves a `.graph` dependency: the instance already built in this resolution cycle, or a new one that
    /// the rest of the cycle will share.
    @inlinable
    func graphInstance<T>(_ link: ResolutionLink, _ build: () -> T) -> T {
        if let box = graphInstances[link.key] {
            return unsafeDowncast(box, to: InstanceBox<T>.self).value
        }
        enter(link)
        let instance = build()
        // Stored before leaving: leaving the outermost resolution is what empties the cycle's instances.
        if CachedInstance.isCacheable(instance) {
            graphInstances[link.key] = InstanceBox(instance)
        }
        leave()
        return instance
    }
}
