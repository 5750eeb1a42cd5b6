// SPDX-License-Identifier: MPL-2.0

/// Running a container's ``AutoRegistering/autoRegister()`` once, before its first resolution or change.
extension ContainerManager {
    /// Runs `container.autoRegister()` if it is pending in this manager, or waits while another thread runs it.
    ///
    /// Called on the manager that acts in the calling task (``effective``), when a resolution or a change found
    /// the auto-registration not done. No lock is held while `autoRegister()` runs: it registers and resolves
    /// through the container like any other code, on this thread, which may go ahead while it runs.
    func runAutoRegistration(for container: any ManagedContainer) {
        let id = ObjectIdentifier(self)
        while true {
            if registrations.claimAutoRegistration(for: id) {
                if let autoRegistering = container as? AutoRegistering {
                    AutoRegistrationPhase.$runningHere.withValue(AutoRegistrationPhase.runningHere.union([id])) {
                        autoRegistering.autoRegister()
                    }
                }
                // Marked finished under the wait box's lock, so that no waiter checks between it and the wake-up.
                autoRegistrationFinished.withLockBroadcasting {
                    $0 &+= 1
                    registrations.finishAutoRegistration(for: id)
                }
                return
            }
            autoRegistrationFinished.withLock(waitingUntil: { _ in isSettled(registrations.autoRegistration) }) { _ in }
            // A reset during that run asked for another: run it (or wait for the thread that claims it).
            guard case .pending = registrations.autoRegistration else { return }
        }
    }

    /// Whether waiting for an `autoRegister()` is over: it is not running on any thread.
    private func isSettled(_ phase: AutoRegistrationPhase) -> Bool {
        if case .running = phase { return false }
        return true
    }
}
