// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif

/// A coordinator in a tree of coordinators: it owns its children, knows its parent weakly, and handles
/// messages or passes them up.
///
/// Subclass it and override ``handle(_:)``:
///
/// ```swift
/// final class LoginFlow: BaseCoordinator {
///     override func handle(_ message: any CoordinatorMessage) -> Bool {
///         guard let message = message as? AuthenticateMessage else { return false }
///         authenticate(message.username, message.password)
///         return true
///     }
/// }
/// ```
///
/// ``send(message:)`` offers a message to ``handle(_:)``; if that returns `false`, ``unhandled(message:)``
/// passes it to the parent, and so on up to the root, where an unhandled message ends.
///
/// Coordinators live on the main actor, like the screens they drive: messages sent from other tasks
/// (`await coordinator.send(message:)`) are handled one at a time, in the order they reach the main actor.
@MainActor
open class BaseCoordinator: Coordinating {
    /// The coordinator that owns this one, if any. Held weakly: parents own children, not the reverse.
    public private(set) weak var parentCoordinator: BaseCoordinator?

    /// The coordinators this one owns, in the order they were added.
    public private(set) var childCoordinators: [BaseCoordinator] = []

    /// The chain of view controllers presented above this coordinator's root by `ViewControllerCoordinator`'s
    /// functions, when this coordinator is at its bottom (UIKit platforms only).
    var presentationChain: AnyObject?

    /// Creates a coordinator with no parent and no children.
    public init() {
        #if canImport(UIKit) && !os(watchOS) || canImport(AppKit) && !targetEnvironment(macCatalyst)
        window = nil
        #endif
    }

    #if canImport(UIKit) && !os(watchOS)
    /// The window this coordinator manages, if it was created with `init(window:)`; held strongly.
    public let window: UIWindow?

    /// Creates a coordinator that manages `window`: an app's root coordinator, created by the app or scene
    /// delegate, which then sets the window's root view controller.
    ///
    /// ```swift
    /// final class AppCoordinator: BaseCoordinator {
    ///     init(window: UIWindow) {
    ///         super.init(window: window)
    ///         window.rootViewController = LoginViewController()
    ///         window.makeKeyAndVisible()
    ///     }
    /// }
    /// ```
    ///
    /// The parameter is optional so that a subclass can declare its own `init(window: UIWindow)` without
    /// `override`, and so that `UIApplicationDelegate.window` can be passed as it is.
    public init(window: UIWindow?) {
        self.window = window
    }
    #elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
    /// The window this coordinator manages, if it was created with `init(window:)`; held strongly.
    public let window: NSWindow?

    /// Creates a coordinator that manages `window`: an app's root coordinator, created by the app delegate, which
    /// then sets the window's content view controller.
    ///
    /// ```swift
    /// final class AppCoordinator: BaseCoordinator {
    ///     init(window: NSWindow) {
    ///         super.init(window: window)
    ///         window.contentViewController = LoginViewController()
    ///         window.makeKeyAndOrderFront(nil)
    ///     }
    /// }
    /// ```
    ///
    /// The parameter is optional so that a subclass can declare its own `init(window: NSWindow)` without `override`.
    public init(window: NSWindow?) {
        self.window = window
    }
    #endif

    /// Takes ownership of `child` and becomes its parent.
    ///
    /// Adding a coordinator to itself, to one of its own descendants, or to a second parent is a programming
    /// error and stops the program with a message; remove it from its current parent first.
    public func add(child: BaseCoordinator) {
        ProgramStop.require(
            child !== self,
            "BaseCoordinator.add(child:): a \(type(of: self)) cannot be its own child."
        )
        if let parent = child.parentCoordinator {
            ProgramStop.stop(
                "BaseCoordinator.add(child:): the \(type(of: child)) already has a parent "
                    + "(\(type(of: parent))); remove(child:) it there first."
            )
        }
        ProgramStop.require(
            !ancestors.contains { $0 === child },
            "BaseCoordinator.add(child:): the \(type(of: child)) is an ancestor of this \(type(of: self)); "
                + "adding it would make a cycle."
        )
        childCoordinators.append(child)
        child.parentCoordinator = self
    }

    /// Takes ownership of `child` unless it is a child of this coordinator already (a flow's builder and a
    /// presented child may hand over the same coordinator again).
    package func addIfNotChild(_ child: BaseCoordinator) {
        if child.parentCoordinator !== self { add(child: child) }
    }

    /// Releases `child`; does nothing if it is not a child of this coordinator.
    public func remove(child: BaseCoordinator) {
        guard let index = childCoordinators.firstIndex(where: { $0 === child }) else { return }
        childCoordinators.remove(at: index)
        child.parentCoordinator = nil
    }

    /// Releases every child.
    public func removeAllChildren() {
        for child in childCoordinators {
            child.parentCoordinator = nil
        }
        childCoordinators.removeAll()
    }

    /// Offers `message` to ``handle(_:)``, and to ``unhandled(message:)`` if it was not handled.
    public func send(message: any CoordinatorMessage) {
        if !handle(message) {
            unhandled(message: message)
        }
    }

    /// Handles `message` and returns `true`, or returns `false` to pass it on. The default handles nothing.
    open func handle(_ message: any CoordinatorMessage) -> Bool {
        false
    }

    /// Called with every message ``handle(_:)`` declined. The default passes it to the parent; at the root
    /// the message ends here.
    open func unhandled(message: any CoordinatorMessage) {
        parentCoordinator?.send(message: message)
    }

    /// The first coordinator of type `type` among this coordinator's descendants, depth first, in order.
    public func findChild<Child: BaseCoordinator>(of type: Child.Type) -> Child? {
        childCoordinators.firstAnswer { $0 as? Child ?? $0.findChild(of: type) }
    }

    /// The nearest ancestor of type `type`.
    public func findParent<Ancestor: BaseCoordinator>(of type: Ancestor.Type) -> Ancestor? {
        ancestors.lazy.compactMap { $0 as? Ancestor }.first
    }

    /// The parent, its parent, and so on up to the root.
    var ancestors: DropFirstSequence<UnfoldFirstSequence<BaseCoordinator>> {
        sequence(first: self) { $0.parentCoordinator }.dropFirst()
    }
}
