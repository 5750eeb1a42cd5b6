// SPDX-License-Identifier: MPL-2.0

import MailAppCore
import ReactiveState
import Testing

@Suite("Settings: a value a screen subscribes to field by field", .timeLimit(.minutes(1)))
struct SettingsViewModelTests {
    @Test func aFieldsSubscriberHearsOnlyItsField() async {
        let settings = SettingsViewModel()
        var signatures: [String] = []
        let subscription = settings.$settings.signature.sink { signatures.append($0) }

        settings.settings.showsPreviews = false  // another field: not delivered
        settings.$settings.signature.wrappedValue = "Cheers"
        settings.settings.signature = "Cheers"  // the same value: not delivered

        for _ in 0..<1000 where signatures.count < 2 { await Task.yield() }
        #expect(signatures == ["Sent from MailApp", "Cheers"])
        #expect(!settings.settings.showsPreviews)
        subscription.cancel()
    }

    @Test func everyWriteFiresTheViewModelsObjectWillChange() {
        let settings = SettingsViewModel()
        var firings = 0
        let subscription = settings.objectWillChange.sink { firings += 1 }

        settings.settings.syncIntervalMinutes = 30
        settings.settings.syncIntervalMinutes = 30

        #expect(firings == 1)
        subscription.cancel()
    }
}
