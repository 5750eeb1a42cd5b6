// SPDX-License-Identifier: MPL-2.0

import Foundation

/// Whether synchronous code runs on the main actor.
///
/// The main actor runs its work on the main dispatch queue, and that queue runs on the main thread on Apple
/// platforms but not necessarily elsewhere (on Linux, once `dispatchMain()` has been called, a worker thread
/// drains it). So the check is: on the main thread, or inside work of the main queue, which a marker set on
/// the queue tells.
enum MainActorCheck {
    private static let marker = DispatchSpecificKey<Bool>()

    private static let markMainQueue: Void = DispatchQueue.main.setSpecific(key: marker, value: true)

    /// Whether the calling code runs on the main actor's executor.
    static var isRunningOnMainActor: Bool {
        markMainQueue
        return Thread.isMainThread || DispatchQueue.getSpecific(key: marker) == true
    }
}
