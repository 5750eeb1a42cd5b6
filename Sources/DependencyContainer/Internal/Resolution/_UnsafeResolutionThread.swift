// SPDX-License-Identifier: MPL-2.0

/// The resolutions in progress on one thread: the chain of dependencies being built, and the `.graph`
/// instances of its outermost resolution.
///
/// Resolution is synchronous (builders are synchronous closures), so a resolution and everything it resolves
/// run on the thread that started it: a thread-local value is enough, and only that thread ever touches it. A
/// task started inside a builder runs elsewhere or later, so it starts resolutions of its own instead of
/// inheriting a chain it is not part of. Reached through ``current``.
///
/// Its state is read and written without the runtime's exclusivity checks (`@exclusivity(unchecked)`), which
/// cost several times more than the access itself on every level: only the owning thread ever touches it, and
/// no access overlaps another (no `inout` of a property spans a call that could reach the same property).
/// Unsafe by that invariant, hence the name.
final class _UnsafeResolutionThread {
    /// Identifies this thread's resolutions to other threads (claims and waits); unique in the process.
    let id = resolutionThreadSerials.next()
    /// The dependencies being built on this thread, outermost first; empty when nothing is.
    @exclusivity(unchecked) private(set) var frames: [ResolutionFrame] = []
    /// How many frames past ``Resolution/scannedDepth`` carry each key: a deep chain finds a repeated key with
    /// one lookup here instead of a scan of every frame on every level.
    @exclusivity(unchecked) private(set) var deepKeys: [FactoryKey: Int] = [:]
    /// The `.graph` instances built so far by the outermost resolution in progress; emptied when it ends.
    @exclusivity(unchecked) var graphInstances: [FactoryKey: InstanceBox] = [:]

    /// The bounds of this thread's stack, measured the first time a deep resolution asks: they do not change
    /// while the thread lives.
    private(set) lazy var stackBounds: (lowest: Int, size: Int)? = _UnsafeStackSpace.currentThreadBounds()

    init() {
        frames.reserveCapacity(16)
    }

    /// Runs `build` with `frame` as the innermost resolution.
    func build<T>(_ frame: ResolutionFrame, _ build: () -> T) -> T {
        frames.append(frame)
        if frames.count > Resolution.scannedDepth { deepKeys[frame.key, default: 0] += 1 }
        defer {
            if frames.count > Resolution.scannedDepth { forgetDeepKey(frame.key) }
            frames.removeLast()
            if frames.isEmpty, !graphInstances.isEmpty { endOutermostResolution() }
        }
        return build()
    }

    private func forgetDeepKey(_ key: FactoryKey) {
        if let count = deepKeys[key], count > 1 { deepKeys[key] = count - 1 } else { deepKeys[key] = nil }
    }

    /// The chain with `frame` at its end, captured for other threads to see.
    func link(to frame: ResolutionFrame) -> ResolutionLink {
        ResolutionLink(chain: frames + [frame], resolution: id)
    }

    /// Forgets the finished resolution's `.graph` instances.
    private func endOutermostResolution() {
        // Released after the property is written: a deinit may start a new resolution on this thread.
        let finished = graphInstances
        graphInstances = [:]
        withExtendedLifetime(finished) {}
    }
}

/// Numbers the threads that resolve.
private let resolutionThreadSerials = ConcurrencySafeCounter()
