import SwiftConcurrency

/// One `withIsolated` scope: a private overlay of every container it touches, its own singletons and its
/// own ``FactoryContext``.
///
/// An overlay is created the first time the scope touches a container. It starts with a copy of the
/// registrations, contexts and decorators the container has at that moment (through the enclosing scope's
/// overlay, when scopes nest) and with nothing cached, so the code under test sees the app's set-up but none
/// of its instances, and nothing it changes or builds is visible outside.
final class IsolationScope: Sendable {
    let parent: IsolationScope?
    /// Tags this scope's stores, so that `Scope.reset()` inside the scope clears only them.
    let owner = IsolationOwner()
    /// Every `.singleton` resolved in this scope, whichever container resolved it.
    let singletons: InstanceStore
    let context: ConcurrencySafeContainer<FactoryContext>
    private let overlays = ConcurrencySafeContainer<[ManagerKey: Overlay]>([:])
    /// The first overlays again, for lookups without the lock.
    private let index = OverlayIndex()

    init(parent: IsolationScope?) {
        self.parent = parent
        singletons = InstanceStore(owner: owner.id)
        context = ConcurrencySafeContainer(parent?.context.withLock { $0 } ?? FactoryContext.current)
    }

    /// The overlay standing for `root` in this scope, unretained: the scope owns it for as long as it lives.
    func unretainedOverlay(for root: ContainerManager) -> Unmanaged<ContainerManager> {
        if let indexed = index.overlay(for: ManagerKey(root).address) { return indexed }
        return .passUnretained(overlay(for: root))
    }

    /// The overlay standing for `root` in this scope.
    func overlay(for root: ContainerManager) -> ContainerManager {
        if root.isolation === owner { return root }
        let id = ManagerKey(root)
        if let indexed = index.overlay(for: id.address) { return indexed.takeUnretainedValue() }
        if let existing = overlays.withLock({ $0[id]?.manager }) { return existing }
        // Built outside the lock: copying the parent's state takes the parent's locks.
        let base = parent?.overlay(for: root) ?? root
        let candidate = ContainerManager(overlaying: base, in: self)
        return overlays.withLock { overlays in
            if let existing = overlays[id] { return existing.manager }
            overlays[id] = Overlay(root: root, manager: candidate)
            // Under the lock, which serializes additions; the dictionary keeps `candidate` alive.
            index.add(candidate, for: id.address)
            return candidate
        }
    }

    /// A manager's identity with a cheap hash: looked up on every resolution inside the scope, where SipHash
    /// would be a third of the cost. Addresses are chosen by the allocator, not by an attacker.
    private struct ManagerKey: Hashable {
        let address: UInt

        init(_ manager: ContainerManager) {
            address = UInt(bitPattern: Unmanaged.passUnretained(manager).toOpaque())
        }

        static func == (lhs: ManagerKey, rhs: ManagerKey) -> Bool { lhs.address == rhs.address }

        func hash(into hasher: inout Hasher) { hasher.combine(address) }

        func _rawHashValue(seed: Int) -> Int {
            Int(bitPattern: (address ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15)
        }
    }

    /// An overlay and the container manager it stands for, kept alive so its identity cannot be reused.
    private struct Overlay: Sendable {
        let root: ContainerManager
        let manager: ContainerManager
    }
}

/// The identity of an isolated scope, shared by every store and overlay it owns.
final class IsolationOwner: Sendable {
    var id: ObjectIdentifier { ObjectIdentifier(self) }
}
