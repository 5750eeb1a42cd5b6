// SPDX-License-Identifier: MPL-2.0

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Turns a flow's state into the view controllers of a navigation stack: CoordinatorKit's `FlowPresentable`, which a
/// ``NavigationFlowCoordinator`` subclass adopts (or which is given to its initializer).
///
/// Like a view controller factory, it should build the same stack for the same state, without side effects. It may
/// return view controllers it made before: those already in the stack stay there, untouched.
@MainActor
public protocol FlowPresentable {
    /// The navigation stack for `state`, bottom first. An empty stack finishes the flow, as a `nil` state does.
    func viewControllers(for state: FlowState) -> [UIViewController]
}
#endif
