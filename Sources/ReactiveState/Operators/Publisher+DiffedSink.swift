// SPDX-License-Identifier: MPL-2.0

extension Publisher where Failure == Never {
    /// Subscribes to the new values of a `DiffedValue` publisher: `$state.isOn.sink { isOn in … }`.
    ///
    /// Swift picks this overload when the closure uses its parameter as the value; a closure that reads
    /// `old` or `new` gets the whole `DiffedValue` from Combine's own `sink`. Like a state's own `sink`,
    /// `receiveValue` runs in the isolation it was written in (see <doc:ObservableObjectInterop>).
    public func sink<Value>(
        isolation: isolated (any Actor)? = #isolation,
        receiveValue: @escaping (Value) -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        IsolatedDelivery.sink(map(\.new), isolation: isolation, receiveValue)
    }

    /// Runs `receiveValue` on every delivery, ignoring the value: `$state.sink { reload() }`, in the closure's
    /// isolation.
    public func sink<Value>(
        isolation: isolated (any Actor)? = #isolation,
        receiveValue: @escaping () -> Void
    ) -> AnyCancellable where Output == DiffedValue<Value> {
        IsolatedDelivery.sink(self, isolation: isolation) { (_: DiffedValue<Value>) in receiveValue() }
    }
}
