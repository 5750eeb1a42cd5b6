extension StateCore {
    /// Subscribes with `DiffedValue`s that write back into this core.
    func subscribeDiffs<S: Subscriber>(_ subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        subscribe(subscriber) { old, new, core in DiffedValue(old: old, new: new, editor: .core(core)) }
    }

    /// A binding to the whole value: reads and atomic writes on this core, and its diffs as the publisher.
    func rootBinding() -> UIBinding<Value> {
        UIBinding(
            read: { self.value },
            modify: { change in self.mutate(change) },
            publisher: CorePublisher(core: self).eraseToAnyPublisher()
        )
    }
}

/// A core seen as a publisher of `DiffedValue`s (what `rootBinding` publishes).
struct CorePublisher<Value>: Publisher {
    typealias Output = DiffedValue<Value>
    typealias Failure = Never

    let core: StateCore<Value>

    func receive<S: Subscriber>(subscriber: S) where S.Input == DiffedValue<Value>, S.Failure == Never {
        core.subscribeDiffs(subscriber)
    }
}
