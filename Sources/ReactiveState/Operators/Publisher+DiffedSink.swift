// SPDX-License-Identifier: MPL-2.0

extension Publisher where Failure == Never {
    /// Subscribes to the new values of a `DiffedValue` publisher: `$state.isOn.sink { isOn in … }`.
    ///
    /// Swift picks this overload when the closure uses its parameter as the value; a closure that reads
    /// `old` or `new` gets the whole `DiffedValue` from Combine's own `sink`.
    public func sink<Value>(receiveValue: @escaping (Value) -> Void) -> AnyCancellable
    where Output == DiffedValue<Value> {
        sink { (diff: DiffedValue<Value>) in receiveValue(diff.new) }
    }

    /// Runs `receiveValue` on every delivery, ignoring the value: `$state.sink { reload() }`.
    public func sink<Value>(receiveValue: @escaping () -> Void) -> AnyCancellable
    where Output == DiffedValue<Value> {
        sink { (_: DiffedValue<Value>) in receiveValue() }
    }
}
