// SPDX-License-Identifier: MPL-2.0

/// Where a container's ``AutoRegistering/autoRegister()`` stands: it runs once, before the container's first
/// resolution or change, and again after a reset that forgets registrations.
enum AutoRegistrationPhase: Sendable {
    /// Not run yet (or reset since): the next resolution or change runs it first.
    case pending
    /// Running, on behalf of the container manager with this identity; the thread running it may go on.
    case running(ObjectIdentifier)
    /// Run; resolutions go ahead.
    case done

    /// Whether a resolution or a change of the manager `manager` may go ahead now.
    func allows(_ manager: ObjectIdentifier) -> Bool {
        switch self {
        case .done: true
        case .pending: false
        case .running(let runner): runner == manager && AutoRegistrationPhase.runningHere.contains(manager)
        }
    }

    /// The managers whose `autoRegister()` runs on the calling thread, so that its own registrations and
    /// resolutions go ahead instead of waiting for themselves.
    @TaskLocal static var runningHere: Set<ObjectIdentifier> = []
}
