// SPDX-License-Identifier: MPL-2.0

import ReactiveState
import Testing

/// A form whose `title` is `Equatable` and whose `format` is not.
struct Draft: Equatable {
    var title = ""
    var count = 0
    @IgnoredState var format: @Sendable (Int) -> String = { "\($0)" }
}

@Suite("justNew, extractNew, observe and bind(onChange:)")
struct BindingOperatorTests {
    @Test("justNew(_:) and extractNew(_:) publish one property's new values, the current one first")
    func justNewAndExtractNew() {
        var cancellables = Set<AnyCancellable>()
        @UIState var draft = Draft()
        let viaJustNew = Recorder<String>()
        let viaExtractNew = Recorder<Int>()
        $draft.justNew(\.title).sink { viaJustNew.append($0) }.store(in: &cancellables)
        $draft.extractNew(\.count).sink { viaExtractNew.append($0) }.store(in: &cancellables)
        draft.title = "a"
        draft.count = 2
        draft.title = "b"
        // Every delivery of the whole state, mapped: a property that did not change repeats.
        #expect(viaJustNew.all == ["", "a", "a", "b"])
        #expect(viaExtractNew.all == [0, 0, 2, 2])
    }

    @Test("observe(_:) binds to one property: it reads, writes through, and emits only when that property changes")
    func observeOneProperty() {
        var cancellables = Set<AnyCancellable>()
        @UIState var draft = Draft()
        let title = $draft.observe(\.title)
        let seen = Recorder<String>()
        title.sink { seen.append($0) }.store(in: &cancellables)
        draft.count = 1  // another property: no emission
        title.wrappedValue = "written"
        #expect(draft.title == "written", "writes reach the state")
        draft.title = "written"  // the same value: no emission
        draft.title = "again"
        #expect(title.wrappedValue == "again")
        #expect(seen.all == ["", "written", "again"])
    }

    @Test("observe(_:) on a property that is not Equatable emits on every delivery of the state")
    func observeNonEquatable() {
        var cancellables = Set<AnyCancellable>()
        @UIState var draft = Draft()
        let format = $draft.observe(\.format)
        let emissions = Recorder<String>()
        format.sink { emissions.append($0(7)) }.store(in: &cancellables)
        draft.count = 1
        draft.count = 2
        #expect(emissions.all == ["7", "7", "7"])
        format.wrappedValue = { "#\($0)" }
        #expect(draft.format(7) == "#7", "writes reach the state")
    }

    @Test("bind(onChange:) edits the current state on every delivery")
    func bindOnChange() {
        var cancellables = Set<AnyCancellable>()
        @UIState var draft = Draft()
        $draft.publisher.bind { (value: inout Draft) in
            if value.title.isEmpty == false, value.count == 0 { value.count = value.title.count }
        }
        .store(in: &cancellables)
        #expect(draft.count == 0, "the first delivery found nothing to do")
        draft.title = "four"
        #expect(draft.count == 4, "the edit was written back to the state")
        draft.count = 1
        #expect(draft.count == 1, "the rule does not fire again once count is set")
    }
}
