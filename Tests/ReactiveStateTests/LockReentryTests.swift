// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import Testing

/// A model whose rule reads the state it belongs to: what a rule must never do.
struct SelfReadingForm: BehavioralStateContract {
    nonisolated(unsafe) static var state: ManagedState<SelfReadingForm>?
    var count = 0
    var doubled = 0

    mutating func applyRules() {
        doubled = (Self.state?.wrappedValue.count ?? count) * 2
    }
}

/// Code that runs under a state's lock and takes it again. Apple's rule, followed here by debug builds on every
/// platform: `os_unfair_lock_lock` stops a thread that locks a lock it already holds (libplatform's
/// `_os_unfair_lock_recursive_abort`: "BUG IN CLIENT OF LIBPLATFORM: Trying to recursively lock an
/// os_unfair_lock"). <os/lock.h> states the neighbouring rules only: "This lock must be unlocked from the same
/// thread that locked it", and `os_unfair_lock_assert_not_owner` "asserts and terminates the process" if the
/// calling thread owns the lock. On Linux a release build would hang instead (the check is compiled out), so
/// these tests run in debug builds only; the messages are checked where the package's check stops, off Apple
/// platforms (there, os_unfair_lock stops first, with its own message).
#if DEBUG
@Suite("Lock re-entry")
struct LockReentryTests {
    @Test("A rule that reads its own ManagedState stops, naming the rule and the state (debug)")
    func ruleReadingItsStateStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let state = ManagedState(wrappedValue: SelfReadingForm())
            SelfReadingForm.state = state
            state.wrappedValue = SelfReadingForm(count: 1)
        }
        #if !canImport(Darwin)
        #expect(
            standardError(result).contains("A rule of ManagedState<SelfReadingForm> read the state it is settling."))
        #endif
    }

    @Test("A withLock body that writes the same state stops, naming the body (debug)")
    func withLockBodyWritingStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let state = UIState(wrappedValue: PlainModel())
            state.withLock { model in
                model.count = 1
                state.wrappedValue = PlainModel(count: 2)
            }
        }
        #if !canImport(Darwin)
        #expect(
            standardError(result).contains(
                "A withLock body (or a binding's write) of a state of PlainModel wrote to the same state while its lock is held."
            )
        )
        #endif
    }

    @Test("A withLock body of a ManagedState that assigns the state stops, naming the ManagedState (debug)")
    func managedWithLockBodyAssigningStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let state = ManagedState(wrappedValue: PlainModel())
            state.withLock { _ in
                state.wrappedValue = PlainModel(count: 2)
            }
        }
        #if !canImport(Darwin)
        #expect(
            standardError(result).contains(
                "A withLock body (or a binding's write) of ManagedState<PlainModel> wrote to the same state"
            )
        )
        #endif
    }

    @Test("Subscribers run with no lock held: one that writes the state it observes does not stop")
    func subscriberWritingIsFine() {
        let state = UIState(wrappedValue: 0)
        let subscription = state.sink { diff in
            if diff.new == 1 { state.wrappedValue = 2 }
        }
        state.wrappedValue = 1
        #expect(state.wrappedValue == 2)
        subscription.cancel()
    }
}
#endif

/// Reports of misuse the library recovers from: standard error where there is no unified log.
@Suite("Diagnostics")
struct DiagnosticsTests {
    #if !canImport(os)
    @Test("A write to a constant binding is reported on standard error, prefixed with the module")
    func constantWriteReported() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let title = UIBinding<String>.constant("Fixed")
            title.wrappedValue = "New"
            exit(1)
        }
        #expect(
            standardError(result) == "ReactiveState: a constant UIBinding<String> was assigned; the write is ignored.\n"
        )
    }
    #endif
}

private func standardError(_ result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
