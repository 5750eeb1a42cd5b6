// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The platform's view controller, whose ``owningCoordinator`` walks the chain.
package typealias PlatformViewController = UIViewController
#elseif canImport(AppKit)
import AppKit

/// The platform's view controller, whose ``owningCoordinator`` walks the chain.
package typealias PlatformViewController = NSViewController
#endif

/// Which coordinator a view controller's messages reach: the walk behind `UIViewController.owningCoordinator`,
/// written over any chain of links so that it can be tested without UIKit.
///
/// From a view controller the walk goes to its parent view controller (a navigation or tab bar controller, a
/// custom container) and, at a view controller that has no parent, to the view controller that presented it.
/// The first link that is a ``CoordinatorInitializable`` with a coordinator ends the walk: its
/// ``CoordinatorInitializable/parentCoordinator`` is the answer. One whose coordinator is `nil` (never set, or gone)
/// passes the message on up, as CoordinatorKit's walk does: a screen made before its flow was wired still reaches
/// the flow's coordinator.
@MainActor
public enum ViewControllerChain {
    /// The coordinator of the first ``CoordinatorInitializable`` with a coordinator on the chain from `start`
    /// (itself included), taking `parent` before `presenting`; `nil` if there is none.
    ///
    /// The chain must end (UIKit's does: a view controller cannot be its own ancestor or presenter).
    ///
    /// - Parameters:
    ///   - start: The link the message starts from.
    ///   - parent: A link's container, as `UIViewController.parent`.
    ///   - presenting: The link that presented it or its container, as `UIViewController.presentingViewController`.
    public static func coordinator<Link: AnyObject>(
        from start: Link,
        parent: (Link) -> Link?,
        presenting: (Link) -> Link?
    ) -> (any Coordinating)? {
        var link: Link? = start
        while let current = link {
            if let coordinator = (current as? any CoordinatorInitializable)?.parentCoordinator {
                return coordinator
            }
            link = parent(current) ?? presenting(current)
        }
        return nil
    }
}

#if (canImport(UIKit) && !os(watchOS)) || canImport(AppKit)
extension PlatformViewController {
    /// The coordinator this view controller's messages reach: the ``CoordinatorInitializable/parentCoordinator`` of
    /// the first ``CoordinatorInitializable`` with a coordinator among itself, its parents and the view controllers
    /// that presented them (``ViewControllerChain``), or `nil`.
    ///
    /// ```swift
    /// @IBAction func continueTapped(_ sender: Any?) {
    ///     owningCoordinator?.send(message: BasicMessage.done(sender: self))
    /// }
    /// ```
    public var owningCoordinator: (any Coordinating)? {
        // UIKit's and AppKit's rule: `parent` is the containing view controller; `presentingViewController` is the
        // presenter of this view controller or of its nearest presented ancestor.
        ViewControllerChain.coordinator(from: self, parent: { $0.parent }, presenting: { $0.presentingViewController })
    }
}
#endif
