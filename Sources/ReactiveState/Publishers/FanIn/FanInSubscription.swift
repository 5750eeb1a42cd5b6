// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Subscribes to every upstream of a combine-latest or zip and feeds one downstream subscriber.
///
/// Upstreams are asked for unlimited values; what the downstream has not asked for waits here (combine-latest
/// keeps only the newest combination, zip keeps every value). Calls to the downstream are serialized: one thread
/// at a time runs the delivery loop, and anything arriving meanwhile is picked up by that loop.
// Safety: `state`, `upstreams`, `downstream` and `isDelivering` are guarded by `mutex`.
final class FanInSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable
where Downstream.Input == [Any] {
    // The package's lock, used bare: `update` and `cancelUpstreamsLocked` release it mid-operation.
    private let mutex = ConcurrencySafeContainer<Void>(())
    private var state: FanInState<Downstream.Failure>
    private var upstreams: [(any Subscription)?]
    private var downstream: Downstream?
    private var isDelivering = false

    init(mode: FanInState<Downstream.Failure>.Mode, count: Int, downstream: Downstream) {
        state = FanInState(mode: mode, count: count)
        upstreams = Array(repeating: nil, count: count)
        self.downstream = downstream
    }

    func attach(_ subscription: any Subscription, at index: Int) {
        mutex.lock()
        let isOver = state.isOver
        if !isOver { upstreams[index] = subscription }
        mutex.unlock()
        if isOver {
            subscription.cancel()
        } else {
            subscription.request(.unlimited)
        }
    }

    func receive(_ value: Any, at index: Int) {
        update { $0.receive(value, at: index) }
    }

    func finish(_ completion: Subscribers.Completion<Downstream.Failure>, at index: Int) {
        update { $0.finish(completion, at: index) }
    }

    /// Runs the delivery loop once every upstream is attached: a fan-in with no upstream completes here.
    func start() {
        update { _ in }
    }

    func request(_ demand: Subscribers.Demand) {
        update { $0.demand += demand }
    }

    func cancel() {
        mutex.lock()
        state.cancel()
        let cancelled = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        mutex.unlock()
        for subscription in cancelled { subscription?.cancel() }
    }

    private func update(_ change: (inout FanInState<Downstream.Failure>) -> Void) {
        mutex.lock()
        change(&state)
        guard !isDelivering else {
            mutex.unlock()
            return
        }
        isDelivering = true
        while let step = state.nextStep(), let downstream {
            mutex.unlock()
            switch step {
            case .send(let output):
                let more = downstream.receive(output)
                mutex.lock()
                state.demand += more
            case .complete(let completion):
                downstream.receive(completion: completion)
                mutex.lock()
                cancelUpstreamsLocked()
            }
        }
        isDelivering = false
        mutex.unlock()
    }

    /// After completion: drops the downstream and cancels what is still subscribed. Called with `mutex` held; it
    /// unlocks around the cancels, so an upstream that calls back while cancelling cannot deadlock.
    private func cancelUpstreamsLocked() {
        let remaining = upstreams
        upstreams = upstreams.map { _ in nil }
        downstream = nil
        mutex.unlock()
        for subscription in remaining { subscription?.cancel() }
        mutex.lock()
    }
}
