// SPDX-License-Identifier: MPL-2.0

import Atomics
import SwiftConcurrency
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How a resolution runs, for every front end: the build, cycle detection and caching by scope.
enum Resolution {
    /// Resolves `registration` for `parameters`: registration or definition, cached by scope, decorated, traced if on.
    @inline(__always)
    static func resolve<P, T>(
        _ registration: FactoryRegistration<P, T>, with parameters: P, tracing: Bool = true
    ) -> (instance: T, instantiated: Bool) {
        let manager = registration.container.manager.takeEffective()
        let switches = manager.switches
        let definitionKey = FactoryKey(T.self, name: registration.name)
        let settings = RegistrationTable.settings(
            for: definitionKey, handedOver: registration.handOff, in: manager, container: registration.container)
        // Something watches resolutions (the trace, scope validation, a graph recording, a validation run):
        // the resolution is entered with the observers below, and a traced one is wrapped first.
        let observing = switches.observing.load(ordering: .relaxed)
        if tracing, observing, switches.tracing.load(ordering: .relaxed) {
            return traced(registration, with: parameters)
        }
        // Casts only when there is something to cast: a cast to a generic type looks up its metadata first.
        var record: OverrideRecord<P, T>?
        var key = definitionKey
        // The settings' plain values are read through `settings?.`, and the rest only when `needsLook` says so: a
        // settings object bound with `if let` is a copy, retained and released.
        if settings?.needsLook == true, settings!.hasRecords {
            record = settings!.effectiveRecord() as? OverrideRecord<P, T>
            if let record { key = key.withVariant(record.serial) }
        }
        // Read before the `&&` below: its right side is a closure, which a debug build makes with a copy of the
        // whole registration.
        let isTypeRegistration = registration.isTypeRegistration
        let scope = cacheScope(
            stored: settings?.storedScope, own: registration.scope, record: record?.scope,
            recordDecides: record != nil && (isTypeRegistration || record?.scope != nil),
            default: settings?.defaultScopeChoice)
        if registration.scopeOnParameters || settings?.scopeOnParameters == true,
            let parameter = parameters as? any Hashable
        {
            key = key.scoped(on: AnyHashable(parameter), in: manager.parameterVariants)
        }
        // The thread the observers keep their levels on, found once for entering and leaving.
        let observedThread = observing ? _UnsafeResolutionThread.current(switches) : nil
        if let thread = observedThread {
            // The builder's isolation is read only for the observers that ask (a recording, a validation run).
            let isolation =
                thread.isWatched
                ? (record != nil ? record?.definition.isolation : registration.definition.isolation) : nil
            enter(
                type(of: registration.container), name: registration.name, producing: T.self, scope: scope,
                isolation: isolation, on: thread, in: manager)
        }
        let shape = BuildShape(mayRepeat: P.self != Void.self)
        var instantiated = false
        // Passed as a literal closure at each call below rather than kept in a `let`: a stored closure escapes,
        // and allocates its context on every resolution, cache hits included.
        let instance: T
        switch scope.kind {
        case .unique:
            instance = uniqueInstance(of: key, shape: shape, on: _UnsafeResolutionThread.current(switches)) {
                instantiated = true
                return build(record, or: registration, with: parameters)
            }
        case .graph:
            instance = graphInstance(of: key, shape: shape, on: _UnsafeResolutionThread.current(switches)) {
                instantiated = true
                return build(record, or: registration, with: parameters)
            }
        case .singleton, .cached, .shared:
            let ownTimeToLive = registration.timeToLive.isNaN ? nil : registration.timeToLive
            let policy = CachePolicy(
                scope: scope.id, weakly: scope.kind == .shared, clearable: true,
                timeToLive: settings?.timeToLive ?? ownTimeToLive)
            instance = InstanceStore.instance(
                in: manager, singleton: scope.kind == .singleton, of: key, policy: policy, shape: shape
            ) {
                instantiated = true
                return build(record, or: registration, with: parameters)
            }
        }
        if let observedThread { ResolutionObservers.leave(on: observedThread) }
        guard settings?.needsLook == true, let settings else { return (instance, instantiated) }
        if settings.hasDecorator, let decorator = settings.overrides.decorator,
            let decorate = decorator as? @Sendable (T, Bool) -> Void
        {
            decorate(instance, instantiated)
        }
        settings.decorator?(instance)
        return (instance, instantiated)
    }

    /// The scope a resolution caches in, as its kind and identity.
    static func cacheScope(
        stored: ScopeChoice?, own: Scope?, record: Scope?, recordDecides: Bool, default defaultScope: ScopeChoice?
    ) -> (kind: Scope.Kind, id: ObjectIdentifier) {
        if recordDecides {
            if let record { return (record.kind, record.id) }
        } else if let stored {
            return (stored.kind, stored.id)
        } else if let own {
            return (own.kind, own.id)
        }
        if let defaultScope { return (defaultScope.kind, defaultScope.id) }
        // `.unique` caches nothing, so its identity is never read: a placeholder, as reading the `Scope.unique`
        // global would call the runtime on every resolution.
        return (.unique, ObjectIdentifier(Void.self))
    }

    /// Frames scanned for a cycle; deeper ones are counted by key (``_UnsafeResolutionThread/deepKeys``).
    static let scannedDepth = 32
    /// Resolutions nested fewer levels deep than this never look at the stack: ordinary graphs pay nothing (but on a
    /// small stack, see ``_UnsafeStackSpace/Plan``).
    static let stackCheckDepth = 16
    /// Deeper, the stack is measured every this many levels (a power of two).
    static let stackCheckInterval = 4
    /// The stack a resolution keeps free for the levels between two measurements and the report.
    static let stackReserve = 128 << 10

    /// The frame for building `key` on `thread`; stops with a report on a cycle (before any builder runs twice) or a
    /// nearly full stack.
    @inline(__always)
    static func frame<T>(
        for key: FactoryKey, producing _: T.Type, shape: BuildShape, on thread: _UnsafeResolutionThread
    ) -> ResolutionFrame {
        let frame = ResolutionFrame(key: key, type: T.self)
        // The thread's frames are read in place, not copied into a local or sliced: a copy retains their storage.
        let depth = thread.depth + 1
        guard depth > 1 else { return frame }
        if !shape.mayRepeat, thread.isBuilding(key) { reportCycle(closedBy: frame, on: thread) }
        if depth >= thread.stackCheckDepth, depth & thread.stackCheckMask == 0 {
            checkStack(on: thread, for: Array(thread.frames) + [frame])
        }
        return frame
    }

    /// Stops the program with the cycle that `frame` closes: from the latest frame of its key to `frame`.
    static func reportCycle(closedBy frame: ResolutionFrame, on thread: _UnsafeResolutionThread) -> Never {
        let chain = Array(thread.frames)
        let start = chain.lastIndex { $0.key == frame.key } ?? chain.startIndex
        DependencyFailure.cycle(Array(chain[start...]) + [frame])
    }

    /// Stops the program with a report if less than ``stackReserve`` of the calling thread's stack is left, rather than
    /// let the next levels overflow it without a word.
    static func checkStack(on thread: _UnsafeResolutionThread, for chain: @autoclosure () -> [ResolutionFrame]) {
        guard let plan = thread.stackPlan else { return }
        let left = _UnsafeStackSpace.left(above: plan.lowest)
        guard left < plan.reserve else { return }
        DependencyFailure.stackExhausted(chain(), left: left, of: plan.size, keeping: plan.reserve)
    }

    /// Builds a new instance of `key`, caching nothing.
    @inline(__always)
    static func uniqueInstance<T>(
        of key: FactoryKey, shape: BuildShape, on thread: _UnsafeResolutionThread, _ build: () -> T
    ) -> T {
        thread.build(frame(for: key, producing: T.self, shape: shape, on: thread), build)
    }

    /// Tells the observers that `name` of `container` is resolved, in which scope and on which actor.
    @inline(never)
    private static func enter(
        _ container: any ManagedContainer.Type, name: StaticString, producing produced: Any.Type,
        scope: (kind: Scope.Kind, id: ObjectIdentifier), isolation: (any Actor)?, on thread: _UnsafeResolutionThread,
        in manager: ContainerManager
    ) {
        ResolutionObservers.enter(
            ObservedResolution(
                container: container, name: name, type: produced,
                lifetime: ScopeLifetime(kind: scope.kind, id: scope.id),
                actorType: isolation.map { type(of: $0) }),
            on: thread, in: manager)
    }

    /// Resolves inside a trace; a function of its own so that untraced resolutions reserve no stack for its text.
    private static func traced<P, T>(
        _ registration: FactoryRegistration<P, T>, with parameters: P
    ) -> (instance: T, instantiated: Bool) {
        var instantiated = false
        let description = "\(type(of: registration.container)).\(registration.name)<\(T.self)>"
        let instance = ResolutionTrace.record(description, builder: builder(of: registration)) {
            let resolved = resolve(registration, with: parameters, tracing: false)
            instantiated = resolved.instantiated
            return resolved
        }
        return (instance, instantiated)
    }

    /// What builds `registration` now, as a trace names it (read again, off the untraced path).
    private static func builder<P, T>(of registration: FactoryRegistration<P, T>) -> ResolutionTrace.Builder {
        let manager = registration.container.manager.takeEffective()
        let settings = RegistrationTable.settings(
            for: FactoryKey(T.self, name: registration.name), handedOver: registration.handOff, in: manager,
            container: registration.container)
        guard let settings, settings.hasRecords, let record = settings.effectiveRecord() else { return .definition }
        return record === settings.overrides.registration ? .registration : .context
    }

    /// The actor that would build `registration` now, for a validation run; `nil` when nonisolated.
    static func isolation<P, T>(of registration: FactoryRegistration<P, T>) -> (any Actor)? {
        let manager = registration.container.manager.takeEffective()
        let settings = RegistrationTable.settings(
            for: FactoryKey(T.self, name: registration.name), handedOver: registration.handOff, in: manager,
            container: registration.container)
        if let settings, settings.hasRecords, let record = settings.effectiveRecord() as? OverrideRecord<P, T> {
            return record.definition.isolation
        }
        return registration.definition.isolation
    }

    /// Builds a new instance with `record`'s definition if there is one, else with `registration`'s.
    @inline(__always)
    private static func build<P, T>(
        _ record: OverrideRecord<P, T>?, or registration: FactoryRegistration<P, T>, with parameters: P
    ) -> T {
        // The description is an autoclosure: written only when a check fails.
        if let record {
            return build(record.definition, with: parameters, definition: registration.definitionDescription)
        }
        // A nonisolated `Factory`'s own closure, the most common build, is called here, without the checks. The
        // definition is read once: a debug build copies the whole registration on each read of a field.
        let definition = registration.definition
        if definition.isolation == nil, definition.plain != nil { return definition.plain!() }
        return build(definition, with: parameters, definition: registration.definitionDescription)
    }

    /// Builds a new instance with `definition`, after checking that the calling thread may run its closure.
    static func build<P, T>(
        _ definition: FactoryDefinition<P, T>, with parameters: P, definition name: @autoclosure () -> String
    ) -> T {
        // Each optional is read in place rather than bound with `if let`: a bound value is a copy, retained and
        // released.
        if definition.isolation != nil {
            ActorIsolationCheck.require(definition.isolation!, definition: name())
        }
        if definition.plain != nil { return definition.plain!() }
        precondition(definition.parameterized != nil, "a definition without a closure")
        return definition.parameterized!(parameters)
    }

    /// Resolves a `.graph` dependency: the instance already built in the current outermost resolution, or a new one
    /// that the rest of that resolution will share.
    static func graphInstance<T>(
        of key: FactoryKey, shape: BuildShape, on thread: _UnsafeResolutionThread, _ build: () -> T
    ) -> T {
        if let box = thread.graphInstance(for: key) { return box.instance(as: T.self) }
        let instance = thread.build(frame(for: key, producing: T.self, shape: shape, on: thread), build)
        // An outermost resolution has ended here: there is nothing left to share the instance with.
        if thread.depth > 0, CachedInstance.isCacheable(instance) {
            thread.keepGraphInstance(TypedInstanceBox(instance), for: key)
        }
        return instance
    }
}

/// What the chain needs to know about a definition besides its key.
struct BuildShape: Sendable {
    /// A `ParameterFactory` may resolve itself with other parameters (a tree, a recursion), so its key may repeat in a
    /// chain.
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

/// A closure that builds instances, as it was written, and the actor it is isolated to.
// Safety: an isolated definition's closure is only called after `ActorIsolationCheck` has confirmed that the
// calling thread runs on its actor, validation runs included (a run off the actor ends instead of calling it).
// A nonisolated one was written in nonisolated code and may be called from any thread, as with Factory; like
// any builder, it should capture only what is safe to share.
struct FactoryDefinition<P, T>: @unchecked Sendable {
    /// The closure of a `Factory`, or `nil`.
    let plain: (() -> T)?
    /// The closure of a `ParameterFactory`, a provider or a type registration, or `nil`.
    let parameterized: ((P) -> T)?
    /// The actor the closure is isolated to; `nil` for a nonisolated one.
    let isolation: (any Actor)?

    // The closures are kept as two optionals rather than as an enum: code not specialized for `P` and `T`
    // copies an enum with generic payloads through its metadata, looked up on every copy.

    // Inlined, as every initializer of the factory value is (see "Why it is fast" in Internal/README.md).
    /// A `Factory`'s definition.
    @inline(__always)
    init(plain build: @escaping () -> T, isolation: (any Actor)?) {
        plain = build
        parameterized = nil
        self.isolation = isolation
    }

    // Inlined, as every initializer of the factory value is (see "Why it is fast" in Internal/README.md).
    /// A `ParameterFactory`'s definition, or a context registration's.
    @inline(__always)
    init(parameterized build: @escaping (P) -> T, isolation: (any Actor)?) {
        plain = nil
        parameterized = build
        self.isolation = isolation
    }

    /// A nonisolated definition of a `@Sendable` closure: a provider's builder or a type registration.
    init(sendable build: @escaping @Sendable (P) -> T) {
        self.init(parameterized: build, isolation: nil)
    }
}

/// How a property wrapper finds its factory: a key path to a factory of a shared container.
// Safety: a key path is immutable. Following it runs a container property's getter, which creates a
// factory value and touches no other state; the factory checks its own isolation before it builds anything.
struct FactoryReference<T>: @unchecked Sendable {
    private let makeFactory: () -> Factory<T>

    init<C: SharedContainer>(_ keyPath: KeyPath<C, Factory<T>>) {
        makeFactory = { C.shared[keyPath: keyPath] }
    }

    /// The factory, from the container's shared instance.
    func callAsFunction() -> Factory<T> {
        makeFactory()
    }
}

/// One dependency being built on a thread: an entry of that thread's chain (``_UnsafeResolutionThread/frames``).
struct ResolutionFrame: Sendable {
    let key: FactoryKey
    /// The produced type, named only when a report is written.
    let type: Any.Type

    var typeName: String { String(describing: type) }

    var definitionName: String {
        switch key.definition {
        case .named(let name): name.description
        case .provider: "Provider<\(typeName)>"
        }
    }

    /// How reports name one frame: `api (APIClient)`, or `Provider<APIClient>`.
    var description: String {
        switch key.definition {
        case .named(let name): "\(name) (\(typeName))"
        case .provider: definitionName
        }
    }
}

/// A thread's chain of builds, captured on a claim or a wait, so that another thread can wait for it and report a cycle
/// across threads.
final class ResolutionLink: Sendable {
    /// The chain, outermost first; the last frame is the dependency being built or waited for.
    let chain: [ResolutionFrame]
    /// The resolution the chain belongs to: its thread's ``_UnsafeResolutionThread/id``.
    let resolution: UInt

    init(chain: [ResolutionFrame], resolution: UInt) {
        self.chain = chain
        self.resolution = resolution
    }

    /// The dependency being built or waited for.
    var frame: ResolutionFrame { chain[chain.count - 1] }

    var key: FactoryKey { frame.key }

    var description: String { frame.description }
}

/// The process-wide switches every resolution reads, and the `pthread` key of each thread's chain.
struct EngineSwitches: Sendable {
    /// Whether resolutions take the observed path (``ResolutionObservers``).
    let observing: UnsafeAtomic<Bool>
    /// Whether `manager.trace` is on: read by an observed resolution, so that it takes no lock to learn that it is not
    /// traced.
    let tracing: UnsafeAtomic<Bool>
    /// Raised before the first isolated session is bound, never lowered (see ``ContainerIsolation``).
    let isolatedSessionEntered: UnsafeAtomic<Bool>
    /// The key under which each thread keeps its ``_UnsafeResolutionThread``.
    let threadKey: pthread_key_t

    static let process = EngineSwitches(
        observing: .create(false), tracing: .create(false), isolatedSessionEntered: .create(false),
        threadKey: _UnsafeResolutionThread.makeThreadKey())
}

/// The task-local switch behind `withIsolated`: which ``IsolatedSession`` the calling task runs in, if any.
enum ContainerIsolation {
    /// The isolated session the calling task runs in; `nil` outside `withIsolated`.
    static var session: IsolatedSession? { session(EngineSwitches.process) }

    /// ``session``, with the switch read from `switches` (a manager's copy).
    @inline(__always)
    static func session(_ switches: EngineSwitches) -> IsolatedSession? {
        guard switches.isolatedSessionEntered.load(ordering: .acquiring) else { return nil }
        return boundSession
    }

    @TaskLocal static var boundSession: IsolatedSession?

    /// Raised before the first isolated session is bound, never lowered: a task can run in a session only after this is
    /// raised.
    private static var anySessionEntered: UnsafeAtomic<Bool> { EngineSwitches.process.isolatedSessionEntered }

    /// Runs `body` in a new isolated session nested in the current one.
    static func run<R>(_ body: () async throws -> R) async rethrows -> R {
        anySessionEntered.store(true, ordering: .releasing)
        return try await $boundSession.withValue(IsolatedSession(parent: session), operation: body)
    }

    /// Runs `body` synchronously in a new isolated session nested in the current one.
    static func runSync<R>(_ body: () throws -> R) rethrows -> R {
        anySessionEntered.store(true, ordering: .releasing)
        return try $boundSession.withValue(IsolatedSession(parent: session), operation: body)
    }
}

/// One `withIsolated` scope: a private overlay of every container it touches, its own singletons and its own
/// ``FactoryContext``.
final class IsolatedSession: Sendable {
    let parent: IsolatedSession?
    /// Tags this scope's stores, so that `Scope.reset()` inside the scope clears only them.
    let owner = IsolatedSessionOwner()
    /// Every `.singleton` resolved in this scope, whichever container resolved it.
    let singletons: InstanceStore
    let context: ConcurrencySafeContainer<FactoryContext>
    /// The scope's copy of each container it has touched, by the identity of the container's own manager.
    private let overlays = ConcurrencySafeContainer<[ObjectIdentifier: Overlay]>([:])

    init(parent: IsolatedSession?) {
        self.parent = parent
        singletons = InstanceStore(owner: owner.id)
        context = ConcurrencySafeContainer(parent?.context.withLock { $0 } ?? FactoryContext.current)
    }

    /// The overlay standing for `root` in this scope.
    func overlay(for root: ContainerManager) -> ContainerManager {
        if root.isolation === owner { return root }
        let id = ObjectIdentifier(root)
        if let existing = overlays.withLockUnchecked({ $0[id]?.manager }) { return existing }
        // Built outside the lock: copying the parent's state takes the parent's locks.
        let base = parent?.overlay(for: root) ?? root
        let candidate = ContainerManager(overlaying: base, in: self)
        return overlays.withLockUnchecked { overlays in
            if let existing = overlays[id] { return existing.manager }
            overlays[id] = Overlay(root: root, manager: candidate)
            return candidate
        }
    }

    /// An overlay and the container manager it stands for, kept alive so that its identity cannot be reused.
    private struct Overlay: Sendable {
        let root: ContainerManager
        let manager: ContainerManager
    }
}

/// The identity of an isolated session, shared by every store and overlay it owns.
final class IsolatedSessionOwner: Sendable {
    var id: ObjectIdentifier { ObjectIdentifier(self) }
}
