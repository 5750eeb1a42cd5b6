// SPDX-License-Identifier: MPL-2.0

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

/// An AppKit view controller driven by a coordinator; the AppKit counterpart of
/// ``CoordinatedViewController``.
public protocol CoordinatedNSViewController: NSViewController {
    /// The type of the coordinator; only `Sendable` is required (see ``CoordinatedView``).
    associatedtype Coordinator: Sendable

    /// The coordinator the view controller forwards input to.
    var coordinator: Coordinator { get }
}
#endif
