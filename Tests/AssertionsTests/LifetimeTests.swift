// SPDX-License-Identifier: MPL-2.0

import Assertions
import Testing

/// Holds an assertion in an optional property, as a view controller would.
final class Holder {
    var assertion: Assertion?
}

@Suite("An assertion's lifetime")
struct LifetimeTests {
    @Test func settingTheOptionalPropertyToNilInvalidates() {
        let manager = AssertionManager<Bool>("Busy")
        let holder = Holder()
        holder.assertion = manager.acquireAssertion(reason: "work", value: true)
        #expect(manager.value)
        holder.assertion = nil
        #expect(!manager.value && manager.liveAssertionCount == 0)
    }

    @Test func replacingTheAssertionInvalidatesTheOldOne() {
        let manager = AssertionManager<Trail>("Steps")
        let holder = Holder()
        holder.assertion = manager.acquireAssertion(reason: "first", value: Trail(text: "a"))
        holder.assertion = manager.acquireAssertion(reason: "second", value: Trail(text: "b"))
        #expect(manager.value.text == "b")
        #expect(manager.liveAssertionCount == 1)
    }

    @Test func theOwnersDeallocationInvalidates() {
        let manager = AssertionManager<Bool>("Busy")
        var holder: Holder? = Holder()
        holder?.assertion = manager.acquireAssertion(reason: "work", value: true)
        #expect(manager.value)
        holder = nil
        #expect(!manager.value)
    }

    @Test func invalidatingTwiceIsHarmless() {
        let manager = AssertionManager<Bool>("Busy")
        let reports = ReportLog()
        manager.delegate = reports
        let assertion = manager.acquireAssertion(reason: "work", value: true)
        assertion.invalidate()
        assertion.invalidate()
        #expect(reports.entries == ["Busy: true", "Busy: false"])
        let valid = assertion.isValid
        #expect(!valid)
    }

    @Test func anAssertionOutlivingItsManagerIsInertAndItsEndIsHarmless() {
        var manager: AssertionManager<Bool>? = AssertionManager("Short-lived")
        weak let watched = manager
        let assertion = manager!.acquireAssertion(reason: "work", value: true)
        manager = nil
        #expect(watched == nil, "an assertion must not keep its manager alive")
        let valid = assertion.isValid
        #expect(!valid)
        assertion.invalidate()
    }

    @Test func theDelegateIsHeldWeakly() {
        let manager = AssertionManager<Bool>("Busy")
        var reports: ReportLog? = ReportLog()
        weak let watched = reports
        manager.delegate = reports
        let assertion = manager.acquireAssertion(reason: "work", value: true)
        #expect(reports?.entries == ["Busy: true"])
        reports = nil
        #expect(watched == nil, "the manager must not keep its delegate alive")
        #expect(manager.delegate == nil)
        assertion.invalidate()
        #expect(!manager.value)
    }

    @Test func theAssertionCarriesItsReasonAndAUniqueID() {
        let manager = AssertionManager<Bool>("Busy")
        let first = manager.acquireAssertion(reason: "upload", value: true)
        let second = manager.acquireAssertion(reason: "download", value: true)
        let distinct = first.id != second.id && first.reason == "upload" && second.reason == "download"
        #expect(distinct)
    }
}
