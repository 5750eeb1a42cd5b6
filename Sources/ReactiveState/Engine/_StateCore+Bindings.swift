// SPDX-License-Identifier: MPL-2.0

extension _StateCore {
    /// Subscribes with `DiffedValue`s that write back into this core.
    @inlinable
    func subscribeDiffs<S: Subscriber>(_ subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        subscribe(subscriber) { old, new, core in DiffedValue(old: old, new: new, editor: .core(core)) }
    }

    /// Subscribes a closure directly, without a Combine `Sink` in between: what the state types' own `sink`
    /// methods use. It is specialized for the caller's types (Combine's generic `sink` reaches the core through a
    /// protocol witness, which runs unspecialized), and it skips the lock a `Sink` takes per value.
    @inlinable
    func sink(_ receiveValue: @escaping (DiffedValue<Value>) -> Void) -> AnyCancellable {
        let subscription = StateSubscription(core: self)
        subscription._downstream = { old, new in
            receiveValue(DiffedValue(old: old, new: new, editor: .core(self)))
            return .none
        }
        withLock(for: .subscribe) { _fields._subscriptions.append(subscription) }
        subscription.request(.unlimited)
        return AnyCancellable(subscription)
    }

    /// `sink` for a closure written on an actor: delivered there (see `IsolatedDelivery`).
    @usableFromInline
    func isolatedSink(
        isolation: (any Actor)?,
        _ receiveValue: @escaping (DiffedValue<Value>) -> Void
    ) -> AnyCancellable {
        IsolatedDelivery.sink(CorePublisher(core: self), isolation: isolation, receiveValue)
    }

    /// A binding to the whole value: reads and atomic writes on this core, and its diffs as the publisher.
    @usableFromInline
    func rootBinding() -> UIBinding<Value> {
        UIBinding(
            read: { self.value },
            modify: { change, isAssignment in
                if isAssignment { self.write(change) } else { self.mutate(change) }
            },
            publisher: CorePublisher(core: self).eraseToAnyPublisher()
        )
    }
}

/// A core seen as a publisher of `DiffedValue`s (what `rootBinding` publishes).
struct CorePublisher<Value>: Publisher {
    typealias Output = DiffedValue<Value>
    typealias Failure = Never

    let core: _StateCore<Value>

    func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        core.subscribeDiffs(subscriber)
    }
}
