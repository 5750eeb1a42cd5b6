// SPDX-License-Identifier: MPL-2.0

/// A coordinator that hands each message to the first of its components that can handle it.
///
/// Components are asked in order; the first whose `canHandle` returns `true` handles the message and the
/// rest are not asked. A message no component takes goes to ``BaseCoordinator/unhandled(message:)``, which by
/// default passes it to the parent.
@MainActor
open class ComponentCoordinator: BaseCoordinator {
    /// The components, in the order they are asked.
    public var components: [any CoordinatorComponent]

    /// Creates a coordinator that asks `components` in order.
    public init(components: [any CoordinatorComponent] = []) {
        self.components = components
        super.init()
    }

    /// Hands `message` to the first component that can handle it.
    open override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard let component = components.first(where: { $0.canHandle(message, with: self) }) else {
            return false
        }
        component.handle(message, with: self)
        return true
    }
}
