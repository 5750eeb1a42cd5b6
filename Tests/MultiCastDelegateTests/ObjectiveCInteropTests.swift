// SPDX-License-Identifier: MPL-2.0

#if canImport(ObjectiveC)
import Foundation
import MultiCastDelegate
import SwiftConcurrency
import Testing

// The Objective-C interop example from the documentation: a delegate protocol with optional callbacks.
@objc protocol VideoPlayerDelegate: MultiCastDelegate, NSObjectProtocol {
    @objc optional func playerDidPause()
}

final class PauseCounter: NSObject, VideoPlayerDelegate {
    private let pauses = ConcurrencySafeContainer(0)
    var count: Int { pauses.withLock { $0 } }
    func playerDidPause() { pauses.withLock { $0 += 1 } }
}

/// Implements none of the optional callbacks.
final class Bystander: NSObject, VideoPlayerDelegate {}

final class VideoPlayer: DelegateMultiCasting {
    typealias Delegate = any VideoPlayerDelegate
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()
}

@Suite("Objective-C delegates with optional methods", .timeLimit(.minutes(5)))
struct ObjectiveCInteropTests {
    @Test func optionalCallbacksReachOnlyTheSubscribersThatImplementThem() async {
        let player = VideoPlayer()
        let counter = PauseCounter()
        let bystander = Bystander()
        player.subscribeDelegate(counter, receive: DispatchQueue(label: "counter"))
        player.subscribeDelegate(bystander, receive: DispatchQueue(label: "bystander"))

        await player.invokeAndWait { $0?.playerDidPause?() }

        #expect(counter.count == 1)
        #expect(player.delegateCount == 2)
    }
}
#endif
