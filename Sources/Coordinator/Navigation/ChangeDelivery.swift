// SPDX-License-Identifier: MPL-2.0

/// The bookkeeping behind a ``NavigationCoordinator``'s observers: who is registered, in which order, and
/// which states still have to be delivered. Pure logic — it calls nobody; the coordinator drives it on its
/// actor.
///
/// Changes are delivered one at a time. An observer that changes the state while it is being told about a
/// change must not start a nested delivery: the observers after it would then receive the newer state first
/// and the older one last, and stay on a state the model no longer holds. So a change made during a delivery
/// is queued, and the delivery already running delivers it once every observer has seen the current one.
/// Each observer thereby sees every state, in order, and ends on the latest.
struct ChangeDelivery<State, Observer> {
    /// One registration. Ids grow with each registration, so the array is in registration order.
    struct Registration {
        let id: Int
        let observer: Observer
    }

    /// A state to deliver and the observers registered when it was committed.
    struct Delivery {
        let state: State
        let recipients: [Registration]
    }

    private var registrations: [Registration] = []
    private var nextID = 0
    /// States committed but not yet delivered, oldest first.
    /// Usually one or two long, so removing from the front costs nothing worth a ring buffer.
    private var pending: [Delivery] = []
    /// Whether a delivery loop is running; a state committed meanwhile is left for it.
    private var isDelivering = false

    /// Registers `observer` after the existing ones and returns its id.
    mutating func add(_ observer: Observer) -> Int {
        defer { nextID += 1 }
        registrations.append(Registration(id: nextID, observer: observer))
        return nextID
    }

    /// Unregisters observer `id`; it receives nothing more, even from a delivery under way. Unknown ids are
    /// ignored.
    mutating func remove(_ id: Int) {
        registrations.removeAll { $0.id == id }
    }

    /// Whether observer `id` is still registered.
    func isRegistered(_ id: Int) -> Bool {
        registrations.contains { $0.id == id }
    }

    /// Queues `state` for the observers registered now. Returns `true` when the caller must run the delivery
    /// loop (``next()`` until `nil`); `false` when a loop is already running and will deliver it.
    mutating func enqueue(_ state: State) -> Bool {
        guard !registrations.isEmpty else { return false }
        pending.append(Delivery(state: state, recipients: registrations))
        if isDelivering { return false }
        isDelivering = true
        return true
    }

    /// The next state to deliver, or `nil` when the queue is empty, which ends the delivery loop.
    mutating func next() -> Delivery? {
        guard !pending.isEmpty else {
            isDelivering = false
            return nil
        }
        return pending.removeFirst()
    }
}
