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
///
/// The chain is intrusive: each resolution keeps its ``ResolutionFrame`` on its own stack and links it to
/// the one below, so entering and leaving a resolution is a few stores, with no array to grow and no search.
/// A cycle of uncached definitions recurses until ``depthLimit``, and only then is the chain searched for the
/// repeat; cached definitions catch a cycle at once, when they meet their own unfinished claim.
@usableFromInline
final class ResolutionContext {
    /// Deeper nesting than this is a cycle or runaway recursion: real graphs are a few dozen levels deep, and
    /// stopping here keeps well clear of a 512 KiB secondary-thread stack.
    @usableFromInline static let depthLimit = 256

    // Only the owning thread ever touches a record, so the run-time exclusivity checks (which cost more than
    // the rest of a resolution's bookkeeping) can never fire and are turned off.
    /// The innermost resolution in progress; valid while that resolution's frame is on the stack.
    @exclusivity(unchecked) @usableFromInline var top: UnsafePointer<ResolutionFrame>?
    @exclusivity(unchecked) @usableFromInline var depth = 0
    @exclusivity(unchecked) @usableFromInline var graphInstances: [FactoryKey: AnyObject] = [:]

    init() {}

    /// The resolutions in progress, outermost first. Walks the frames: for reports, not for hot paths.
    var chain: [ResolutionLink] {
        var links: [ResolutionLink] = []
        var frame = top
        while let current = frame {
            links.append(current.pointee.link)
            frame = current.pointee.parent
        }
        return links.reversed()
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

    /// Runs `build` with `link` on top of the chain.
    @inlinable
    func building<T>(_ link: ResolutionLink, _ build: () -> T) -> T {
        if _slowPath(depth >= Self.depthLimit) { stopRunaway(at: link) }
        var frame = ResolutionFrame(link: link, parent: top)
        return withUnsafePointer(to: &frame) { pointer in
            top = pointer
            depth += 1
            defer { leave(pointer) }
            return build()
        }
    }

    @inlinable
    func leave(_ frame: UnsafePointer<ResolutionFrame>) {
        top = frame.pointee.parent
        depth -= 1
        // The end of the outermost resolution ends the graph scope's cycle.
        if depth == 0, !graphInstances.isEmpty {
            graphInstances.removeAll(keepingCapacity: true)
        }
    }

    /// Reports the cycle that made the chain this deep, or, with no definition repeated (a `ParameterFactory`
    /// may resolve itself), the runaway recursion.
    @usableFromInline
    func stopRunaway(at link: ResolutionLink) -> Never {
        let links = chain + [link]
        for (index, candidate) in links.enumerated() where !candidate.mayRepeat {
            if let repeated = links[(index + 1)...].firstIndex(where: { $0.key == candidate.key }) {
                DependencyFailure.cycle(Array(links[...repeated]), closingAt: candidate.key)
            }
        }
        DependencyFailure.tooDeep(links)
    }
}

/// One resolution in progress: its link, and the frame of the resolution that asked for it.
@usableFromInline
struct ResolutionFrame {
    @usableFromInline let link: ResolutionLink
    @usableFromInline let parent: UnsafePointer<ResolutionFrame>?

    @inlinable
    init(link: ResolutionLink, parent: UnsafePointer<ResolutionFrame>?) {
        self.link = link
        self.parent = parent
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
        return building(link) {
            let instance = build()
            // Stored before leaving: leaving the outermost resolution is what empties the cycle's instances.
            if CachedInstance.isCacheable(instance) {
                graphInstances[link.key] = InstanceBox(instance)
            }
            return instance
        }
    }
}
