// SPDX-License-Identifier: MPL-2.0

import Coordinator

#if canImport(UIKit) && !os(watchOS)
import UIKit
#endif
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif

/// A screen that reaches its coordinator as CoordinatorKit spells it: `coordinator?.send(message:)`. Every
/// `UIViewController` and `NSViewController` is one.
///
/// ```swift
/// class LoginViewController: UIViewController {
///     @IBAction func continueButtonTap() {
///         self.coordinator?.send(message: BasicMessage.done(self))
///     }
/// }
/// ```
///
/// ``coordinator`` is declared on this protocol, not on `UIViewController` itself, so that a view controller that
/// declares its own `coordinator` (a `CoordinatedViewController`, a hosting controller holding its screen
/// coordinator) keeps it, with its own type: a member of the class wins over a member of a protocol extension,
/// while a member of a `UIViewController` extension would have to be overridden, which Swift refuses across modules.
@MainActor
public protocol CoordinatorKitScreen: AnyObject {
    /// The coordinator this screen's messages reach; `UIViewController.owningCoordinator` and
    /// `NSViewController.owningCoordinator` answer it for view controllers.
    var owningCoordinator: (any Coordinating)? { get }
}

extension CoordinatorKitScreen {
    /// The coordinator this screen's messages reach: CoordinatorKit's name for ``owningCoordinator``.
    public var coordinator: (any Coordinating)? { owningCoordinator }
}

#if canImport(UIKit) && !os(watchOS)
extension UIViewController: CoordinatorKitScreen {}
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
extension NSViewController: CoordinatorKitScreen {}
#endif
