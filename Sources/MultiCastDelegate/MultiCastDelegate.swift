// SPDX-License-Identifier: MPL-2.0

// `@objc` needs Foundation imported in the file that uses it, on every platform with the Objective-C runtime.
#if canImport(ObjectiveC)
import Foundation
#endif

/// The protocol every domain-specific delegate refines so that a ``DelegateMultiCasting`` producer can
/// broadcast to it.
///
/// Refine it with your delegate's callbacks:
///
/// ```swift
/// protocol DownloadDelegate: MultiCastDelegate {
///     func downloadDidStart(_ url: URL)
///     func downloadDidFinish(_ url: URL, data: Data)
/// }
/// ```
///
/// Conformers are classes, because a subscriber store holds them weakly and tells them apart by identity.
/// They are `Sendable`, because callbacks reach them on the queue each one registered with.
///
/// On Apple platforms the protocol is `@objc`, so a delegate protocol can refine it together with
/// `NSObjectProtocol` and declare `@objc optional` callbacks, as UIKit delegates do:
///
/// ```swift
/// @objc nonisolated protocol VideoPlayerDelegate: MultiCastDelegate, NSObjectProtocol {
///     @objc optional func playerDidPause()
/// }
/// ```
///
/// Pure-Swift classes conform without inheriting from `NSObject`. Platforms without the Objective-C runtime
/// (Linux) have no `@objc`, so there it is a plain Swift protocol.
#if canImport(ObjectiveC)
@objc
#endif
public protocol MultiCastDelegate: AnyObject, Sendable {}
