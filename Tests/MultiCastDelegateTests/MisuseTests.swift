// SPDX-License-Identifier: MPL-2.0

import Dispatch
import MultiCastDelegate
import Testing

/// A producer declared with a `Delegate` that is not a `MultiCastDelegate`: a programming error the
/// associated type's `Sendable` constraint cannot catch at compile time.
struct MisdeclaredSource: DelegateMultiCasting {
    typealias Delegate = Int
    let delegates: any DelegateSubscription = DelegateSubscriptionHandle()
}

@Suite("Misuse is reported, not ignored", .timeLimit(.minutes(5)))
struct MisuseTests {
    @Test func subscribingANonDelegateStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MisdeclaredSource().subscribeDelegate(42, receive: .main)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("MisdeclaredSource.subscribeDelegate: Int is not a MultiCastDelegate"))
    }

    @Test func unsubscribingANonDelegateStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            MisdeclaredSource().unsubscribeDelegate(42)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("MisdeclaredSource.unsubscribeDelegate: Int is not a MultiCastDelegate"))
    }
}
