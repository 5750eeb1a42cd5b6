// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The resolutions in progress on one thread: the chain being built and the `.graph` instances of its outermost
/// resolution. Resolution is synchronous, so one thread's value suffices, and a task started in a builder starts its
/// own chain. Unsafe because it is a pointer to state the thread owns, from its first resolution until it ends (the
/// key's destructor calls ``destroy()``), touched only by that thread; its frames live in a buffer it allocates and
/// frees itself.
struct _UnsafeResolutionThread {
    private struct State {
        let id: UInt
        var depth = 0
        /// The frames' buffer; frames are plain values, so it is never deinitialized.
        var frameStorage: UnsafeMutablePointer<ResolutionFrame>
        var frameCapacity = 16
        var deepKeys: [FactoryKey: Int] = [:]
        var graphInstances: [FactoryKey: InstanceBox] = [:]
        var stackCheckDepth = 2
        var stackCheckMask = 0
        /// `nil` until a resolution first measures the stack.
        var stackPlan: _UnsafeStackSpace.Plan?? = nil
        /// What this thread's scope modifiers last found in the tables.
        let scopeMemo = _UnsafeScopeMemo()
        /// What watches the observed resolutions on this thread (``ResolutionObservers``).
        var watchers = ThreadWatchers()
        /// The observed levels in progress, outermost first, in a buffer of their own (16 at first).
        var levelStorage: UnsafeMutablePointer<ObservedLevel>
        var levelCount = 0
        var levelCapacity = 16
    }

    private let state: UnsafeMutablePointer<State>

    /// State for a thread that has not resolved anything yet; ``destroy()`` frees it.
    init() {
        state = .allocate(capacity: 1)
        state.initialize(
            to: State(
                id: resolutionThreadSerials.next(), frameStorage: .allocate(capacity: 16),
                levelStorage: .allocate(capacity: 16)))
    }

    init(_ stored: UnsafeMutableRawPointer) {
        state = stored.assumingMemoryBound(to: State.self)
    }

    /// The pointer a `pthread` key keeps.
    var opaque: UnsafeMutableRawPointer { UnsafeMutableRawPointer(state) }

    /// Frees the state; the thread must not resolve with it afterwards.
    func destroy() {
        state.pointee.frameStorage.deallocate()
        state.pointee.levelStorage.deallocate()
        state.pointee.scopeMemo.destroy()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// What this thread's scope modifiers last found in the tables.
    var scopeMemo: _UnsafeScopeMemo { state.pointee.scopeMemo }

    /// What watches the observed resolutions on this thread.
    var watchers: ThreadWatchers { state.pointee.watchers }

    /// Whether a graph recording or a validation run watches this thread's resolutions.
    var isWatched: Bool { state.pointee.watchers.watched }

    /// The observed resolutions in progress on this thread, outermost first.
    var observedLevels: UnsafeBufferPointer<ObservedLevel> {
        UnsafeBufferPointer(start: state.pointee.levelStorage, count: state.pointee.levelCount)
    }

    /// The innermost observed resolution in progress, if any.
    var innermostObservedLevel: ObservedLevel? {
        let count = state.pointee.levelCount
        return count > 0 ? state.pointee.levelStorage[count - 1] : nil
    }

    /// Pushes `level` as the innermost observed resolution.
    func pushObserved(_ level: ObservedLevel) {
        let count = state.pointee.levelCount
        if count == state.pointee.levelCapacity { growLevels() }
        (state.pointee.levelStorage + count).initialize(to: level)
        state.pointee.levelCount = count + 1
    }

    /// Pops the innermost observed resolution.
    func popObserved() {
        let count = state.pointee.levelCount - 1
        precondition(count >= 0, "an observed resolution left twice")
        state.pointee.levelCount = count
    }

    /// Doubles the observed levels' buffer.
    private func growLevels() {
        state.pointee.levelStorage = Self.doubled(
            state.pointee.levelStorage, count: state.pointee.levelCount, capacity: state.pointee.levelCapacity)
        state.pointee.levelCapacity *= 2
    }

    /// A buffer twice `capacity` holding the `count` elements moved from `storage`, which is freed.
    private static func doubled<Element>(
        _ storage: UnsafeMutablePointer<Element>, count: Int, capacity: Int
    ) -> UnsafeMutablePointer<Element> {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: storage, count: count)
        storage.deallocate()
        return grown
    }

    /// Sets this thread's watchers and levels aside for a validation run; ``restoreWatchers(_:)`` puts them back.
    func setAsideWatchers() -> SetAsideWatchers {
        let saved = SetAsideWatchers(
            watchers: state.pointee.watchers, storage: state.pointee.levelStorage,
            count: state.pointee.levelCount, capacity: state.pointee.levelCapacity)
        state.pointee.watchers = ThreadWatchers()
        state.pointee.levelStorage = .allocate(capacity: 16)
        state.pointee.levelCount = 0
        state.pointee.levelCapacity = 16
        return saved
    }

    /// Puts back what ``setAsideWatchers()`` set aside, dropping what was observed since.
    func restoreWatchers(_ saved: SetAsideWatchers) {
        state.pointee.levelStorage.deallocate()
        state.pointee.watchers = saved.watchers
        state.pointee.levelStorage = saved.storage
        state.pointee.levelCount = saved.count
        state.pointee.levelCapacity = saved.capacity
    }

    /// What ``setAsideWatchers()`` set aside.
    struct SetAsideWatchers {
        fileprivate let watchers: ThreadWatchers
        fileprivate let storage: UnsafeMutablePointer<ObservedLevel>
        fileprivate let count: Int
        fileprivate let capacity: Int
    }

    /// Changes ``watchers`` in place.
    func updateWatchers<R>(_ body: (inout ThreadWatchers) -> R) -> R {
        body(&state.pointee.watchers)
    }

    /// Identifies this thread's resolutions to other threads (claims and waits); unique in the process.
    var id: UInt { state.pointee.id }
    /// The dependencies being built on this thread, outermost first; empty when nothing is.
    var frames: UnsafeBufferPointer<ResolutionFrame> {
        UnsafeBufferPointer(start: state.pointee.frameStorage, count: state.pointee.depth)
    }
    /// How many frames there are: the depth of the innermost resolution in progress.
    var depth: Int { state.pointee.depth }
    /// How many frames past ``Resolution/scannedDepth`` carry each key, for a one-lookup cycle check.
    var deepKeys: [FactoryKey: Int] { state.pointee.deepKeys }

    /// The `.graph` instance built for `key` by the outermost resolution in progress, if any.
    func graphInstance(for key: FactoryKey) -> InstanceBox? {
        state.pointee.graphInstances.isEmpty ? nil : state.pointee.graphInstances[key]
    }

    /// Keeps `box` as the `.graph` instance of `key` until the outermost resolution ends.
    func keepGraphInstance(_ box: InstanceBox, for key: FactoryKey) {
        state.pointee.graphInstances[key] = box
    }

    /// Resolutions at least this deep measure the stack, at depths where `depth & stackCheckMask == 0`.
    var stackCheckDepth: Int { state.pointee.stackCheckDepth }
    var stackCheckMask: Int { state.pointee.stackCheckMask }

    /// How this thread's resolutions watch its stack, from its bounds, read the first time a resolution measures the
    /// stack: they do not change while the thread lives.
    var stackPlan: _UnsafeStackSpace.Plan? {
        if let plan = state.pointee.stackPlan { return plan }
        let plan = _UnsafeStackSpace.currentThreadBounds().map(_UnsafeStackSpace.Plan.init)
        state.pointee.stackCheckDepth = plan?.firstCheckedDepth ?? .max
        state.pointee.stackCheckMask = plan?.checkedDepthMask ?? 0
        state.pointee.stackPlan = .some(plan)
        return plan
    }

    /// Pushes `frame` as the innermost one.
    @inline(__always)
    private func push(_ frame: ResolutionFrame) {
        if state.pointee.depth == state.pointee.frameCapacity { grow() }
        (state.pointee.frameStorage + state.pointee.depth).initialize(to: frame)
        state.pointee.depth += 1
    }

    /// Doubles the frames' buffer.
    private func grow() {
        state.pointee.frameStorage = Self.doubled(
            state.pointee.frameStorage, count: state.pointee.depth, capacity: state.pointee.frameCapacity)
        state.pointee.frameCapacity *= 2
    }

    /// Runs `build` with `frame` as the innermost resolution.
    @inline(__always)
    func build<T>(_ frame: ResolutionFrame, _ build: () -> T) -> T {
        push(frame)
        if depth > Resolution.scannedDepth { state.pointee.deepKeys[frame.key, default: 0] += 1 }
        // Popped after the call rather than in a `defer`: `build` cannot throw, and a `defer` is a call of its
        // own on every level.
        let instance = build()
        if depth > Resolution.scannedDepth { forgetDeepKey(frame.key) }
        state.pointee.depth -= 1
        if depth == 0, !state.pointee.graphInstances.isEmpty { endOutermostResolution() }
        return instance
    }

    /// Whether `key` is being built on this thread: looked for in the outermost ``Resolution/scannedDepth`` frames, and
    /// by count among the deeper ones.
    func isBuilding(_ key: FactoryKey) -> Bool {
        let frames = state.pointee.frameStorage
        for index in 0..<min(depth, Resolution.scannedDepth) where frames[index].key == key { return true }
        return depth > Resolution.scannedDepth && state.pointee.deepKeys[key] != nil
    }

    private func forgetDeepKey(_ key: FactoryKey) {
        if let count = state.pointee.deepKeys[key], count > 1 {
            state.pointee.deepKeys[key] = count - 1
        } else {
            state.pointee.deepKeys[key] = nil
        }
    }

    /// The chain with `frame` at its end, captured for other threads to see.
    func link(to frame: ResolutionFrame) -> ResolutionLink {
        ResolutionLink(chain: Array(frames) + [frame], resolution: id)
    }

    /// Forgets the finished resolution's `.graph` instances.
    private func endOutermostResolution() {
        // Released after the state is written: a deinit may start a new resolution on this thread.
        let finished = state.pointee.graphInstances
        state.pointee.graphInstances = [:]
        withExtendedLifetime(finished) {}
    }
}

/// Numbers the threads that resolve.
private let resolutionThreadSerials = ConcurrencySafeCounter()

/// Each thread's ``_UnsafeResolutionThread``, kept in a `pthread` key rather than a task-local value, so that a task
/// started in a builder does not inherit its chain. Unsafe because the key holds a raw pointer: allocated here, freed
/// by the key's destructor when the thread ends, touched by nothing else.
extension _UnsafeResolutionThread {
    /// The calling thread's, created on first use.
    static var current: _UnsafeResolutionThread { current(EngineSwitches.process) }

    /// The calling thread's, created on first use, with the key read from `switches` (a manager's copy).
    @inline(__always)
    static func current(_ switches: EngineSwitches) -> _UnsafeResolutionThread {
        if let stored = pthread_getspecific(switches.threadKey) {
            return _UnsafeResolutionThread(stored)
        }
        return created(under: switches.threadKey)
    }

    private static func created(under key: pthread_key_t) -> _UnsafeResolutionThread {
        let created = _UnsafeResolutionThread()
        pthread_setspecific(key, created.opaque)
        return created
    }

    /// Creates the key, once for the process (``EngineSwitches/process``).
    static func makeThreadKey() -> pthread_key_t {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { stored in _UnsafeResolutionThread.releaseThreadObject(stored) }
        ProgramStop.require(created == 0, "DependencyContainer: no pthread key left for the resolution chain")
        return key
    }

    /// The key's destructor: frees a finished thread's state.
    private static func releaseThreadObject(_ stored: UnsafeMutableRawPointer?) {
        guard let stored else { return }
        _UnsafeResolutionThread(stored).destroy()
    }
}

/// How much of the calling thread's stack is left, so that a graph too deep for its thread stops with a report
/// (``Resolution/checkStack(on:for:)``) instead of SIGSEGV. Unsafe because it compares a local variable's address with
/// the bounds `pthread` reports (on Linux through a function looked up by name), read once per thread; on a stack of at
/// least ``smallStack`` only levels past ``Resolution/stackCheckDepth`` measure.
enum _UnsafeStackSpace {
    /// Below this a stack is measured at every level and keeps a quarter free.
    static let smallStack = 512 << 10
    /// The least a small stack keeps free: one level, its builder, and starting the thread that writes the report.
    static let smallStackReserve = 16 << 10

    /// How a thread's resolutions watch its stack.
    struct Plan {
        /// The lowest address of the thread's stack (stacks grow down).
        let lowest: Int
        /// The stack's size in bytes.
        let size: Int
        /// The first depth at which a resolution measures the stack.
        let firstCheckedDepth: Int
        /// A resolution measures the stack where `depth & checkedDepthMask == 0`.
        let checkedDepthMask: Int
        /// The stack a resolution keeps free for the levels between two measurements and the report.
        let reserve: Int

        init(lowest: Int, size: Int) {
            self.lowest = lowest
            self.size = size
            if size >= _UnsafeStackSpace.smallStack {
                firstCheckedDepth = Resolution.stackCheckDepth
                checkedDepthMask = Resolution.stackCheckInterval - 1
                reserve = Resolution.stackReserve
            } else {
                firstCheckedDepth = 2
                checkedDepthMask = 0
                reserve = max(size / 4, _UnsafeStackSpace.smallStackReserve)
            }
        }
    }

    /// The bytes left between the caller's frame and `lowest`, the lowest address of its thread's stack.
    static func left(above lowest: Int) -> Int {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) } - lowest
    }

    /// The lowest address of the calling thread's stack (stacks grow down) and its size, or `nil` where the platform
    /// does not tell.
    static func currentThreadBounds() -> (lowest: Int, size: Int)? {
        #if canImport(Darwin)
        let thread = pthread_self()
        let size = pthread_get_stacksize_np(thread)
        return (Int(bitPattern: pthread_get_stackaddr_np(thread)) - size, size)
        #elseif canImport(Glibc) || canImport(Musl)
        // `pthread_getattr_np` is a GNU extension the C library exports but its Swift module does not
        // declare, so it is looked up by name.
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        let getAttributes = unsafeBitCast(symbol, to: GetAttributes.self)
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var lowest: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest else { return nil }
        return (Int(bitPattern: lowest), size)
        #else
        return nil
        #endif
    }
}

/// What one thread's scope modifiers last found in the tables: for a few keys, that the table stored only this scope,
/// at which ``RegistrationTable/generation``; while it stands, the modifier skips the lock. A direct-mapped table of
/// plain values, touched only by the owning ``_UnsafeResolutionThread``. Generations are unique in the process, so an
/// entry matches only the table and state it was read from, and any change invalidates it.
struct _UnsafeScopeMemo {
    private struct Entry {
        var generation: UInt = 0
        var key = FactoryKey(Void.self, name: "")
        var scope = ObjectIdentifier(Void.self)
    }

    private static let slotCount = 32
    private let entries: UnsafeMutablePointer<Entry>

    /// An empty memo; ``destroy()`` frees it.
    init() {
        entries = .allocate(capacity: Self.slotCount)
        entries.initialize(repeating: Entry(), count: Self.slotCount)
    }

    func destroy() {
        entries.deinitialize(count: Self.slotCount)
        entries.deallocate()
    }

    /// Whether, at `generation`, the table stores nothing for `key` but the scope `scope`.
    @inline(__always)
    func storesOnly(_ scope: ObjectIdentifier, for key: FactoryKey, at generation: UInt) -> Bool {
        guard let slot = Self.slot(of: key) else { return false }
        let entry = entries + slot
        return entry.pointee.generation == generation && entry.pointee.scope == scope && entry.pointee.key == key
    }

    /// Remembers that, at `generation`, the table stores nothing for `key` but the scope `scope`.
    func remember(_ scope: ObjectIdentifier, for key: FactoryKey, at generation: UInt) {
        guard let slot = Self.slot(of: key) else { return }
        entries[slot] = Entry(generation: generation, key: key, scope: scope)
    }

    /// The slot of `key`: from the addresses of its type and its name's text.
    @inline(__always)
    private static func slot(of key: FactoryKey) -> Int? {
        guard case .named(let name) = key.definition, name.name.hasPointerRepresentation else { return nil }
        let bits = UInt(bitPattern: name.name.utf8Start) ^ UInt(bitPattern: key.type) >> 4
        return Int(truncatingIfNeeded: (bits ^ bits >> 9) & UInt(slotCount - 1))
    }
}
