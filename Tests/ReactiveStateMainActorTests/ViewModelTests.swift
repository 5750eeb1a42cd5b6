// SPDX-License-Identifier: MPL-2.0

import ReactiveState
import Testing

// Built with `-default-isolation MainActor`, as an Xcode 26 app target is: every declaration below is implicitly
// `@MainActor`, and nothing is marked otherwise.

struct SignUpForm: BehavioralStateContract {
    var name = ""
    var acceptsTerms = false
    var canSubmit = false

    mutating func applyRules() { canSubmit = !name.isEmpty && acceptsTerms }
}

/// A model that background code writes too: `nonisolated`, so that its conformance is not main-actor isolated.
/// (A main-actor model's state cannot be written off the main actor at all: the compiler refuses it.)
nonisolated struct SyncProgress: BehavioralStateContract {
    var done = 0
}

/// The view model the guide shows: states in an `ObservableObject`, with the one line that gives it a stable
/// publisher, and a sink that updates the view model's own (main-actor) storage.
final class SignUpViewModel: @MainActor ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @ManagedState var form = SignUpForm()
    @UIState var title = "Sign up"
    @ManagedState var progress = SyncProgress()
    private(set) var submitStates: [Bool] = []
    private(set) var progressSeen: [Int] = []
    private var bag = Set<AnyCancellable>()

    func start() {
        $form(\.canSubmit).sink { [weak self] (canSubmit: Bool) in
            MainActor.preconditionIsolated("a main-actor sink ran off the main actor")
            self?.submitStates.append(canSubmit)
        }
        .store(in: &bag)
        $progress.sink { [weak self] (progress: SyncProgress) in
            MainActor.preconditionIsolated("a main-actor sink ran off the main actor")
            self?.progressSeen.append(progress.done)
        }
        .store(in: &bag)
    }
}

/// A view model declared with a plain `ObservableObject` conformance.
final class PlainViewModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @UIState var name = ""
}

@Suite("A view model in a default-main-actor target", .timeLimit(.minutes(1)))
struct ViewModelTests {
    @Test("Writes on the main actor reach the sink and fire objectWillChange once per change")
    func mainActorWrites() async {
        let viewModel = SignUpViewModel()
        viewModel.start()
        var firings = 0
        let willChange = viewModel.objectWillChange.sink { firings += 1 }
        viewModel.form.name = "Ada"
        viewModel.$form.acceptsTerms.wrappedValue = true
        viewModel.$form.acceptsTerms.wrappedValue = true
        #expect(viewModel.form.canSubmit)
        #expect(firings == 2)
        // Delivered at once where the main actor is the main thread (an app); queued to it otherwise (this test
        // runner's main actor runs on another thread).
        while viewModel.submitStates.last != true { await Task.yield() }
        #expect(viewModel.submitStates == [false, true])
        willChange.cancel()
    }

    @Test("A plain ObservableObject conformance works too")
    func plainConformance() {
        let viewModel = PlainViewModel()
        var firings = 0
        let willChange = viewModel.objectWillChange.sink { firings += 1 }
        viewModel.name = "Ada"
        #expect(firings == 1)
        willChange.cancel()
    }

    @Test("A write from a detached task reaches the view model's sink on the main actor")
    func detachedWrites() async {
        let viewModel = SignUpViewModel()
        viewModel.start()
        let progress = viewModel.$progress
        await Task.detached {
            for _ in 1...20 { progress.withLock { $0.done += 1 } }
        }.value
        while viewModel.progressSeen.last != 20 { await Task.yield() }
        #expect(viewModel.progressSeen == Array(0...20))
    }
}
