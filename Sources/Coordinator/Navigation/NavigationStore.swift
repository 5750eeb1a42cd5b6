// SPDX-License-Identifier: MPL-2.0

import Observation

/// What ``NavigationCoordinator`` and ``TabNavigationCoordinator`` share: the state they own, observed through
/// Observation where it is available (Linux; iOS 17, macOS 14 and later), and the observers each change is reported
/// to, one change at a time, in the order they were added.
///
/// An observer that changes the state while it is being told about a change must not start a nested delivery: the
/// observers after it would receive the newer state first and the older one last, and stay on a state the
/// coordinator no longer holds. So a change made during a delivery is queued for the delivery already running, in
/// the order ``LayeredNavigationCoordinator`` promises.
@MainActor
final class NavigationStore<State: Equatable> {
    /// An observer: the new state, and whether adapters should animate the change.
    typealias Observer = @MainActor (State, _ animated: Bool) -> Void

    /// One registration. Ids grow with each registration, so the array is in registration order.
    private struct Registration {
        let id: Int
        let observer: Observer
    }

    private var value: State
    private var registrations: [Registration] = []
    private var nextID = 0
    /// Changes committed but not yet delivered, oldest first, with the observers registered when each was made.
    /// Usually one or two long, so removing from the front costs nothing worth a ring buffer.
    private var pending: [(state: State, animated: Bool, recipients: [Registration])] = []
    /// Whether a delivery loop runs; a change committed meanwhile is left for it.
    private var isDelivering = false
    /// An `ObservationRegistrar` where Observation is available.
    private let observationRegistrar: (any Sendable)?

    init(_ state: State) {
        value = state
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
            observationRegistrar = ObservationRegistrar()
        } else {
            observationRegistrar = nil
        }
    }

    /// The state now; reading it is observed.
    var state: State {
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = observationRegistrar as? ObservationRegistrar
        {
            registrar.access(self, keyPath: \.state)
        }
        return value
    }

    /// Registers `observer` after the others, returning its id; see ``LayeredNavigationCoordinator/addObserver(_:)``.
    func add(_ observer: @escaping Observer) -> Int {
        defer { nextID += 1 }
        registrations.append(Registration(id: nextID, observer: observer))
        return nextID
    }

    /// Unregisters observer `id`; it receives nothing more, even from a delivery under way. Unknown ids are ignored.
    func remove(_ id: Int) {
        registrations.removeAll { $0.id == id }
    }

    /// Applies `mutation` to a copy and commits it; a mutation that throws leaves the state untouched.
    @discardableResult
    func change<Result, Failure: Error>(
        _ mutation: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        var next = value
        let result = try mutation(&next)
        commit(next)
        return result
    }

    /// Makes `next` the state and reports it, suggesting to the observers whether to animate it.
    func commit(_ next: State, animated: Bool = true) {
        guard next != value else { return }
        if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *),
            let registrar = observationRegistrar as? ObservationRegistrar
        {
            registrar.withMutation(of: self, keyPath: \.state) { value = next }
        } else {
            value = next
        }
        guard !registrations.isEmpty else { return }
        pending.append((next, animated, registrations))
        // An observer navigated: the loop further up the stack reports this change after the current one.
        guard !isDelivering else { return }
        isDelivering = true
        while !pending.isEmpty {
            let change = pending.removeFirst()
            for recipient in change.recipients where registrations.contains(where: { $0.id == recipient.id }) {
                recipient.observer(change.state, change.animated)
            }
        }
        isDelivering = false
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
extension NavigationStore: Observable {}
