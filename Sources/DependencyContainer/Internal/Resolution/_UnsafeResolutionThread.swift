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
/// Unsafe by that invariant, hence the name; and its frames live in a buffer it allocates and frees itself,
/// as an array's checks for sharing and bounds on every push and pop cost more than the push itself.
final class _UnsafeResolutionThread {
    /// Identifies this thread's resolutions to other threads (claims and waits); unique in the process.
    let id = resolutionThreadSerials.next()
    /// The dependencies being built on this thread, outermost first; empty when nothing is. Valid until the next
    /// push or pop: a caller that keeps them copies them into an array.
    var frames: UnsafeBufferPointer<ResolutionFrame> { UnsafeBufferPointer(start: frameStorage, count: depth) }
    /// How many frames there are: the depth of the innermost resolution in progress.
    @exclusivity(unchecked) private(set) var depth = 0
    /// The frames' buffer, owned by this object; frames are plain values, so it is never deinitialized.
    @exclusivity(unchecked) private var frameStorage: UnsafeMutablePointer<ResolutionFrame>
    @exclusivity(unchecked) private var frameCapacity = 16
    /// How many frames past ``Resolution/scannedDepth`` carry each key: a deep chain finds a repeated key with
    /// one lookup here instead of a scan of every frame on every level.
    @exclusivity(unchecked) private(set) var deepKeys: [FactoryKey: Int] = [:]
    /// The `.graph` instances built so far by the outermost resolution in progress; emptied when it ends.
    @exclusivity(unchecked) var graphInstances: [FactoryKey: InstanceBox] = [:]

    /// Resolutions at least this deep measure the stack, at depths where `depth & stackCheckMask == 0`. The
    /// first nested resolution (depth 2) measures it, which reads the thread's stack size (``stackPlan``); on a
    /// small stack every later level measures it too, on a larger one only deep graphs do.
    @exclusivity(unchecked) private(set) var stackCheckDepth = 2
    @exclusivity(unchecked) private(set) var stackCheckMask = 0

    /// How this thread's resolutions watch its stack, from its bounds, read the first time a resolution
    /// measures the stack: they do not change while the thread lives. `nil` where the platform does not tell.
    private(set) lazy var stackPlan: _UnsafeStackSpace.Plan? = {
        let plan = _UnsafeStackSpace.currentThreadBounds().map(_UnsafeStackSpace.Plan.init)
        stackCheckDepth = plan?.firstCheckedDepth ?? .max
        stackCheckMask = plan?.checkedDepthMask ?? 0
        return plan
    }()

    init() {
        frameStorage = .allocate(capacity: frameCapacity)
    }

    deinit {
        frameStorage.deallocate()
    }

    /// Pushes `frame` as the innermost one.
    @inline(__always)
    private func push(_ frame: ResolutionFrame) {
        if depth == frameCapacity { grow() }
        (frameStorage + depth).initialize(to: frame)
        depth += 1
    }

    /// Doubles the frames' buffer.
    private func grow() {
        let grown = UnsafeMutablePointer<ResolutionFrame>.allocate(capacity: frameCapacity * 2)
        grown.moveInitialize(from: frameStorage, count: depth)
        frameStorage.deallocate()
        frameStorage = grown
        frameCapacity *= 2
    }

    /// Runs `build` with `frame` as the innermost resolution. Inlined into its callers: a level of generic
    /// calls fewer on every build.
    @inline(__always)
    func build<T>(_ frame: ResolutionFrame, _ build: () -> T) -> T {
        push(frame)
        if depth > Resolution.scannedDepth { deepKeys[frame.key, default: 0] += 1 }
        defer {
            if depth > Resolution.scannedDepth { forgetDeepKey(frame.key) }
            depth -= 1
            if depth == 0, !graphInstances.isEmpty { endOutermostResolution() }
        }
        return build()
    }

    /// Whether `key` is being built on this thread: looked for in the outermost ``Resolution/scannedDepth``
    /// frames, and by count among the deeper ones.
    func isBuilding(_ key: FactoryKey) -> Bool {
        for index in 0..<min(depth, Resolution.scannedDepth) where frameStorage[index].key == key { return true }
        return depth > Resolution.scannedDepth && deepKeys[key] != nil
    }

    private func forgetDeepKey(_ key: FactoryKey) {
        if let count = deepKeys[key], count > 1 { deepKeys[key] = count - 1 } else { deepKeys[key] = nil }
    }

    /// The chain with `frame` at its end, captured for other threads to see.
    func link(to frame: ResolutionFrame) -> ResolutionLink {
        ResolutionLink(chain: Array(frames) + [frame], resolution: id)
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
