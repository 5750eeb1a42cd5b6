// SPDX-License-Identifier: MPL-2.0

import Atomics
import Foundation
import SwiftConcurrency

/// Calls a subscriber closure of the library's own `sink` in the isolation the closure was written in.
///
/// A state may be written from any thread, while a closure written inside an actor (a `@MainActor` view model)
/// may only run on that actor. Without an isolation (`nil`, nonisolated code) values are handed over at once, on
/// the writing thread. With one, a value is handed over at once only when the writing thread is already on that
/// actor (the main thread, for the main actor) and nothing is waiting; otherwise it is queued and the queue is
/// drained on the actor, in order.
// Safety: `pending` and `isDraining` are guarded by `lock`; `receive` is called only on the
// thread that made the change when `isolation` is nil (as Combine's `sink` does), and otherwise only while
// isolated to `isolation`, the isolation it was written in.
final class IsolatedDelivery<Input>: @unchecked Sendable {
    private let isolation: (any Actor)?
    private let receive: (Input) -> Void
    private let lock = ConcurrencySafeContainer<Void>(())
    private var pending = PendingQueue<Input>()
    private var isDraining = false
    private let isCancelled = ManagedAtomic(false)

    private init(isolation: (any Actor)?, receive: @escaping (Input) -> Void) {
        self.isolation = isolation
        self.receive = receive
    }

    /// Subscribes `receive` to `publisher`, delivering in `isolation`.
    static func sink<P: Publisher>(
        _ publisher: P,
        isolation: (any Actor)?,
        _ receive: @escaping (Input) -> Void
    ) -> AnyCancellable where P.Output == Input, P.Failure == Never {
        guard let isolation else { return publisher.sink(receiveValue: receive) }
        let delivery = IsolatedDelivery(isolation: isolation, receive: receive)
        let subscription = publisher.sink { delivery.send($0) }
        return AnyCancellable {
            delivery.isCancelled.store(true, ordering: .releasing)
            subscription.cancel()
        }
    }

    private var isOnActorThread: Bool {
        guard let isolation else { return true }
        return isolation === MainActor.shared && Thread.isMainThread
    }

    private func send(_ input: Input) {
        lock.lock()
        if !isDraining, isOnActorThread {
            lock.unlock()
            receive(input)
            return
        }
        pending.append(input)
        let startsDrain = !isDraining
        isDraining = true
        lock.unlock()
        guard startsDrain, let isolation else { return }
        Task { await Self.drain(self, on: isolation) }
    }

    private static func drain(_ delivery: IsolatedDelivery, on isolation: isolated any Actor) {
        delivery.drainPending()
    }

    private func drainPending() {
        while true {
            lock.lock()
            guard let next = pending.popFirst() else {
                isDraining = false
                lock.unlock()
                return
            }
            lock.unlock()
            if !isCancelled.load(ordering: .acquiring) { receive(next) }
        }
    }
}
