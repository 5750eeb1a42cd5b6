// SPDX-License-Identifier: MPL-2.0

/// The steps every resolution shares, whatever its front end (``Factory``, ``ParameterFactory``,
/// ``Provider``, type registration): cycle detection on the chain of builds, and caching by scope.
enum Resolution {
    /// A cycle is looked for by scanning the chain's outermost frames up to this depth; deeper frames are
    /// counted by key (``_UnsafeResolutionThread/deepKeys``), so that a chain a thousand levels deep does not
    /// scan a thousand frames on each level.
    static let scannedDepth = 32
    /// Resolutions nested fewer levels deep than this never look at the stack: ordinary graphs pay nothing
    /// (but on a small stack, see ``_UnsafeStackSpace/Plan``).
    static let stackCheckDepth = 16
    /// Deeper, the stack is measured every this many levels (a power of two).
    static let stackCheckInterval = 4
    /// The stack a resolution keeps free: enough for the levels between two measurements (up to about 4 KiB
    /// each in a debug build), their builders, and writing the report, also under the thread sanitizer.
    static let stackReserve = 128 << 10

    /// The frame for building `key` on `thread`, inside its current resolution; stops the program with a
    /// report when `key` is already being built there (a cycle), or when the thread's stack is nearly used up.
    static func frame<T>(
        for key: FactoryKey, producing _: T.Type, shape: BuildShape, on thread: _UnsafeResolutionThread
    ) -> ResolutionFrame {
        let frame = ResolutionFrame(key: key, type: T.self)
        let frames = thread.frames
        guard !frames.isEmpty else { return frame }
        if !shape.mayRepeat,
            frames.prefix(scannedDepth).contains(where: { $0.key == key })
                || (frames.count > scannedDepth && thread.deepKeys[key] != nil),
            let repeated = frames.lastIndex(where: { $0.key == key })
        {
            DependencyFailure.cycle(Array(frames[repeated...]) + [frame])
        }
        let depth = frames.count + 1
        if depth >= thread.stackCheckDepth, depth & thread.stackCheckMask == 0 {
            checkStack(on: thread, for: frames + [frame])
        }
        return frame
    }

    /// Stops the program with a report if less than ``stackReserve`` of the calling thread's stack is left,
    /// rather than let the next levels overflow it without a word. Builds are never moved to another thread:
    /// a builder runs where it was resolved, with that thread's actor, task-local values, priority and stack
    /// trace.
    static func checkStack(on thread: _UnsafeResolutionThread, for chain: @autoclosure () -> [ResolutionFrame]) {
        guard let plan = thread.stackPlan else { return }
        let left = _UnsafeStackSpace.left(above: plan.lowest)
        guard left < plan.reserve else { return }
        DependencyFailure.stackExhausted(chain(), left: left, of: plan.size, keeping: plan.reserve)
    }

    /// Builds a new instance of `key`, caching nothing.
    static func uniqueInstance<T>(of key: FactoryKey, shape: BuildShape, _ build: () -> T) -> T {
        let thread = _UnsafeResolutionThread.current
        return thread.build(frame(for: key, producing: T.self, shape: shape, on: thread), build)
    }

    /// Resolves `key` in `scope`: a new instance, or the one the scope caches.
    static func instance<T>(
        of key: FactoryKey,
        scope: Scope?,
        timeToLive: Double?,
        shape: BuildShape,
        manager: ContainerManager,
        build: () -> T
    ) -> T {
        guard let scope else { return uniqueInstance(of: key, shape: shape, build) }
        let store: InstanceStore
        switch scope.kind {
        case .unique: return uniqueInstance(of: key, shape: shape, build)
        case .graph: return graphInstance(of: key, shape: shape, build)
        case .singleton: store = manager.singletons
        case .cached, .shared: store = manager.instances
        }
        let policy = CachePolicy(
            scope: scope.id, weakly: scope.kind == .shared, clearable: true, timeToLive: timeToLive)
        return store.instance(of: key, policy: policy, shape: shape, build: build)
    }

    /// Resolves a `.graph` dependency: the instance already built in the current outermost resolution, or a
    /// new one that the rest of that resolution will share.
    static func graphInstance<T>(of key: FactoryKey, shape: BuildShape, _ build: () -> T) -> T {
        let thread = _UnsafeResolutionThread.current
        if !thread.graphInstances.isEmpty, let box = thread.graphInstances[key] { return box.instance(as: T.self) }
        let instance = thread.build(frame(for: key, producing: T.self, shape: shape, on: thread), build)
        // An outermost resolution has ended here: there is nothing left to share the instance with.
        if !thread.frames.isEmpty, CachedInstance.isCacheable(instance) {
            thread.graphInstances[key] = TypedInstanceBox(instance)
        }
        return instance
    }
}

/// What the chain needs to know about a definition besides its key.
struct BuildShape: Sendable {
    /// A `ParameterFactory` may resolve itself with other parameters (a tree, a recursion), so its key may
    /// repeat in a chain.
    let mayRepeat: Bool

    /// A provider's or a type registration's: never repeating.
    static let plain = BuildShape(mayRepeat: false)
}

/// How an ``InstanceStore`` keeps one definition's instance.
struct CachePolicy: Sendable {
    /// The identity of the scope that caches it, so that resetting one scope leaves the others alone.
    let scope: ObjectIdentifier
    /// `.shared`: held weakly.
    let weakly: Bool
    /// Whether resets of every scope may clear it; a provider's `SingletonScope` lives as long as its container.
    let clearable: Bool
    /// Seconds an instance may be reused; `nil` for as long as the scope keeps it.
    let timeToLive: Double?
}
