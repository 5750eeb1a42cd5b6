// SPDX-License-Identifier: MPL-2.0

/// How a modifier changes what a container stores for a definition (``DefinitionOverrides``).
///
/// Kept out of the generic ``FactoryRegistration``: a definition's modifiers run on every access to it, called
/// from code that does not know `P` and `T`, and generic code there would look up type metadata each time.
enum StoredOverrides {
    /// Runs `body` on the overrides of `key` in the manager acting for the calling task, after `container`'s
    /// `autoRegister()` (so that it cannot overwrite what `body` sets), unless the definition's `once()` point
    /// has been reached and the modifier's chain has not `passedOnce`. Returns whether `body` ran, and the
    /// manager it changed.
    @discardableResult
    static func update(
        _ key: FactoryKey,
        of container: any ManagedContainer,
        manager: ContainerManager,
        passedOnce: Bool,
        _ body: (inout DefinitionOverrides) -> Void
    ) -> (applied: Bool, manager: ContainerManager) {
        let manager = manager.effective
        let id = ObjectIdentifier(manager)
        while true {
            let applied = manager.registrations.updateIfAutoRegistered(key, manager: id) { overrides in
                guard passedOnce || !overrides.once else { return false }
                body(&overrides)
                return true
            }
            if let applied { return (applied, manager) }
            manager.runAutoRegistration(for: container)
        }
    }
}
