// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import SwiftUI

extension UIBinding where Value: Sendable {
    /// The binding as SwiftUI's `Binding`, for controls that edit a state's property in place:
    ///
    /// ```swift
    /// TextField("Name", text: viewModel.$form.name.binding)
    /// Toggle("Accept the terms", isOn: viewModel.$form.acceptsTerms.binding)
    /// ```
    ///
    /// Reads return the state's current value; writes go through this binding (running a `ManagedState`'s
    /// rules), and a write of an equal value changes and fires nothing.
    public var binding: Binding<Value> {
        let accessors = twoWayAccessors
        return Binding(get: accessors.get, set: accessors.set)
    }
}
#endif
