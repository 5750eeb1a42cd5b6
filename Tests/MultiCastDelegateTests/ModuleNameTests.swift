// SPDX-License-Identifier: MPL-2.0

import Dispatch
import MultiCastDelegate
import Testing

// A scoped import names the module before the type, so the protocol `MultiCastDelegate` cannot hide the module:
// the spelling the module's documentation gives for a file where another module declares the same names.
import protocol MultiCastDelegate.DelegateSubscription
import class MultiCastDelegate.DelegateSubscriptionHandle

// `MultiCastDelegate.DelegateSubscriptionHandle` does not compile (the compiler reads `MultiCastDelegate` as the
// protocol and finds no member type of it), so these tests spell the module's types the ways that work.
@Suite("MultiCastDelegate: naming the module's types")
struct ModuleNameTests {
    @Test func aScopedImportNamesTheModulesTypes() {
        let handle = DelegateSubscriptionHandle()
        let store: any DelegateSubscription = handle
        let recorder = Recorder()
        store.subscribe(recorder, receive: .main)
        #expect(handle.contains(recorder))
        #expect(store.subscribers.count == 1)
    }

    #if compiler(>=6.3)
    @Test func aModuleSelectorNamesTheModulesTypes() {
        let handle = MultiCastDelegate::DelegateSubscriptionHandle()
        let recorder: any MultiCastDelegate::MultiCastDelegate = Recorder()
        handle.subscribe(recorder, receive: .main)
        #expect(handle.count == 1 && handle.contains(recorder))
    }
    #endif
}
