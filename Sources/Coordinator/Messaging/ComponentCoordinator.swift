// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif

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

    #if canImport(UIKit) && !os(watchOS)
    /// Creates an app's root coordinator that manages `window` (``BaseCoordinator/init(window:)``) and asks
    /// `components` in order: CoordinatorKit's window-owning `BaseComponentCoordinator`.
    public init(window: UIWindow?, components: [any CoordinatorComponent] = []) {
        self.components = components
        super.init(window: window)
    }
    #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
    /// Creates an app's root coordinator that manages `window` (``BaseCoordinator/init(window:)``) and asks
    /// `components` in order: CoordinatorKit's window-owning `BaseComponentCoordinator`.
    public init(window: NSWindow?, components: [any CoordinatorComponent] = []) {
        self.components = components
        super.init(window: window)
    }
    #endif

    /// Hands `message` to the first component that can handle it.
    open override func handle(_ message: any CoordinatorMessage) -> Bool {
        guard let component = components.first(where: { $0.canHandle(message, with: self) }) else {
            return false
        }
        component.handle(message, with: self)
        return true
    }
}
