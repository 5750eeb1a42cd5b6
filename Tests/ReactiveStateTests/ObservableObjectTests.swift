// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import TestSupport
import Testing

/// A view model the way a CombineExt user writes one, plus the one line that gives it a stable publisher.
private final class ProfileViewModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @ManagedState var model = CounterModel()
    @UIState var title = "Profile"
    @ValueSubject var tags: [String] = []
}

/// A view model whose `objectWillChange` is synthesized: its `@Published` property holds the publisher.
private final class MixedViewModel: ObservableObject {
    @Published var isLoading = false
    @UIState var name = ""
}

/// A view model with no stable publisher at all: it has no `@Published` property and declares none.
private final class BareViewModel: ObservableObject {
    @UIState var name = ""
}

@Suite("ObservableObject interop", .timeLimit(.minutes(5)))
struct ObservableObjectTests {
    @Test("A state's change fires the owner's objectWillChange once, before the change is stored")
    func ownerFiresBeforeTheChange() {
        let viewModel = ProfileViewModel()
        let seen = Recorder<String>()
        let subscription = viewModel.objectWillChange.sink { [unowned viewModel] in
            seen.append("will change; count is \(viewModel.model.count), title is \(viewModel.title)")
        }
        viewModel.model.count = 1
        viewModel.title = "Settings"
        viewModel.$model.withLock { $0.count += 1 }
        #expect(
            seen.all == [
                "will change; count is 0, title is Profile",
                "will change; count is 1, title is Profile",
                "will change; count is 1, title is Settings",
            ]
        )
        #expect(viewModel.model.count == 2)
        subscription.cancel()
    }

    @Test("Writes through bindings and DiffedValues fire too; assigning an equal value fires nothing")
    func everyWriteFiresOnce() {
        let viewModel = ProfileViewModel()
        var firings = 0
        let subscription = viewModel.objectWillChange.sink { firings += 1 }
        viewModel.$title.wrappedValue = "Profile"
        #expect(firings == 0)
        let count = viewModel.$model(\.count)
        count.wrappedValue = 5
        #expect(firings == 1)
        viewModel.tags.append("swift")
        #expect(firings == 2)
        let writeBack = viewModel.$model.sink { (diff: DiffedValue<CounterModel>) in
            if diff.count == 5 { diff.count = 6 }
        }
        #expect(firings == 3)
        #expect(viewModel.model.count == 6)
        subscription.cancel()
        writeBack.cancel()
    }

    @Test("Nothing reaches the owner's subscribers once the owner is gone, though the state lives on")
    func nothingAfterTheOwnerIsGone() {
        var viewModel: ProfileViewModel? = ProfileViewModel()
        var firings = 0
        let subscription = viewModel?.objectWillChange.sink { firings += 1 }
        guard let state = viewModel?.$model else {
            Issue.record("no state")
            return
        }
        state.wrappedValue.count = 1
        #expect(firings == 1)
        weak let released = viewModel
        viewModel = nil
        #expect(released == nil)
        state.wrappedValue.count = 2
        #expect(firings == 1)
        #expect(state.wrappedValue.count == 2)
        subscription?.cancel()
    }

    @Test("An owner with a @Published property gets its synthesized publisher fired")
    func synthesizedPublisher() {
        let viewModel = MixedViewModel()
        var firings = 0
        let subscription = viewModel.objectWillChange.sink { firings += 1 }
        viewModel.name = "Nik"
        viewModel.isLoading = true
        #expect(firings == 2)
        subscription.cancel()
    }

    @Test("An owner without a stable publisher is left alone: the state still works")
    func ownerWithoutStablePublisher() {
        let viewModel = BareViewModel()
        viewModel.name = "Nik"
        #expect(viewModel.name == "Nik")
    }

    @Test("The wrappers' own objectWillChange fires before each change, never on subscription")
    func wrappersOwnPublisher() {
        let state = UIState(wrappedValue: 0)
        let model = ManagedState(wrappedValue: CounterModel())
        let subject = ValueSubject(wrappedValue: 0)
        let seen = Recorder<String>()
        let subscriptions = [
            state.objectWillChange.sink { seen.append("state was \(state.wrappedValue)") },
            model.objectWillChange.sink { seen.append("model was \(model.wrappedValue.count)") },
            subject.objectWillChange.sink { seen.append("subject was \(subject.wrappedValue)") },
        ]
        #expect(seen.all.isEmpty)
        state.wrappedValue = 1
        state.wrappedValue = 1
        model.wrappedValue.count = 3
        subject.wrappedValue = 7
        subject.wrappedValue = 7
        #expect(
            seen.all == ["state was 0", "model was 0", "subject was 0", "subject was 7"]
        )
        subscriptions.forEach { $0.cancel() }
    }

    @Test("A child ValueSubject's writes fire its root's objectWillChange")
    func childSubject() {
        struct Form: Equatable { var name = "" }
        let form = ValueSubject(wrappedValue: Form())
        var firings = 0
        let subscription = form.objectWillChange.sink { firings += 1 }
        form.name.wrappedValue = "Nik"
        #expect(firings == 1)
        #expect(form.name.objectWillChange === form.objectWillChange)
        subscription.cancel()
    }

    /// SwiftUI requires an observed `ObservableObject` to publish on the main thread ("Publishing changes from
    /// background threads is not allowed", SwiftUI's runtime warning). `@Published` fires on the writing thread, and
    /// so does a state: the article tells users to write on the main actor, and this pins why that is enough.
    @Test("objectWillChange fires on the thread that writes, as @Published does")
    func firesOnTheWritingThread() async {
        nonisolated(unsafe) let viewModel = ProfileViewModel()
        nonisolated(unsafe) let published = MixedViewModel()
        let firings = Recorder<(source: String, thread: Thread)>()
        let subscriptions = [
            viewModel.objectWillChange.sink { firings.append(("state", Thread.current)) },
            published.objectWillChange.sink { firings.append(("@Published", Thread.current)) },
        ]
        // Two writers, each on a thread of its own (the recorders keep the threads' objects alive, so that the two
        // cannot share an address).
        let writers = Recorder<Thread>()
        for _ in 0..<2 {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                Thread.detachNewThread {
                    writers.append(Thread.current)
                    viewModel.model.count += 1
                    published.isLoading.toggle()
                    continuation.resume()
                }
            }
        }
        let threads = writers.all
        #expect(threads.count == 2 && threads[0] !== threads[1])
        #expect(firings.all.map(\.source) == ["state", "@Published", "state", "@Published"])
        #expect(zip(firings.all.map(\.thread), [threads[0], threads[0], threads[1], threads[1]]).allSatisfy(===))
        subscriptions.forEach { $0.cancel() }
    }

    @Test("Concurrent writers: one firing per write, each before its change", .timeLimit(.minutes(5)))
    func concurrentWriters() {
        let state = UIState(wrappedValue: 0)
        // Each firing records how many firings came before it and the value it read. A write stored before its own
        // firing would let some firing read more writes than there had been firings.
        let firings = FiringLog()
        let subscription = state.objectWillChange.sink { firings.record { state.wrappedValue } }
        race(threads: 4) { _ in
            for _ in 0..<250 { state.withLock { $0 += 1 } }
        }
        #expect(state.wrappedValue == 1_000)
        let log = firings.entries
        #expect(log.count == 1_000)
        #expect(log.allSatisfy { $0.read <= $0.earlierFirings }, "a change was stored before its firing")
        subscription.cancel()
    }
}

/// What each `objectWillChange` firing saw: the firings before it, and the state's value it read.
private final class FiringLog: @unchecked Sendable {  // @unchecked: `items` is guarded by `lock`.
    private let lock = NSLock()
    private var items: [(earlierFirings: Int, read: Int)] = []

    /// Counts and reads under one lock, so that no other firing is recorded in between.
    func record(_ read: () -> Int) {
        lock.lock()
        items.append((items.count, read()))
        lock.unlock()
    }

    var entries: [(earlierFirings: Int, read: Int)] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
