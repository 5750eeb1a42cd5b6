// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// How many live containers have scope validation on (``ContainerManager/scopeValidation`` other than `.off`):
/// raised when a container is created with it on or turns it on, lowered when it turns it off or goes away.
/// While the process's count is above zero, resolutions take the observed path (``ResolutionObservers``); at
/// zero, and with nothing else watching, a resolution pays one atomic load for observation.
///
/// A class of its own, rather than a field of the observers' settings, so that tests count containers of their
/// own apart from every other container in the process.
final class ValidatingContainers: Sendable {
    /// The process's count, which every container reports to unless a test gives it another.
    static let process = ValidatingContainers(drivesObservation: true)

    private let count = ConcurrencySafeContainer(0)
    /// Whether this count turns the observed path on and off (only the process's does).
    private let drivesObservation: Bool

    init(drivesObservation: Bool = false) {
        self.drivesObservation = drivesObservation
    }

    /// How many containers count now.
    var current: Int { count.withLock { $0 } }

    /// Counts a container whose validation went from `old` to `new`; called under that container's lock of the
    /// setting, so that each change of one container is counted in the order it happened.
    func count(from old: ScopeValidation, to new: ScopeValidation) {
        let delta = (new == .off ? 0 : 1) - (old == .off ? 0 : 1)
        guard delta != 0 else { return }
        count.withLock { count in
            count += delta
            precondition(count >= 0, "more containers stopped validating than started")
            let on = count > 0
            if drivesObservation { ResolutionObservers.change { $0.validationOn = on } }
        }
    }
}
