// SPDX-License-Identifier: MPL-2.0

extension UIBinding where Value: Sendable {
    /// The reads and writes a two-way UI binding (SwiftUI's `Binding`) forwards to: the getter reads the current
    /// value, the setter writes through this binding, so assigning an equal value changes and fires nothing.
    var twoWayAccessors: (get: @Sendable () -> Value, set: @Sendable (Value) -> Void) {
        let binding = self
        return (get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
}
