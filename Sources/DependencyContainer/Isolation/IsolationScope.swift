// SPDX-License-Identifier: MPL-2.0

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
    /// The scope's copy of each container it has touched, by the identity of the container's own manager.
    private let overlays = ConcurrencySafeContainer<[ObjectIdentifier: Overlay]>([:])

    init(parent: IsolationScope?) {
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

/// The identity of an isolated scope, shared by every store and overlay it owns.
final class IsolationOwner: Sendable {
    var id: ObjectIdentifier { ObjectIdentifier(self) }
}
