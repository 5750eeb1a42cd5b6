// SPDX-License-Identifier: MPL-2.0

import Foundation
import ReactiveState
import Testing

/// Every code example of CombineExt's README (the UIKit and SwiftUI parts aside), written against ReactiveState and
/// checked for the behaviour it describes.
@Suite("CombineExt README examples", .timeLimit(.minutes(5)))
struct ReadmeExampleTests {
    @Test("ManagedState: the counter model's rules and the sink")
    func counterModel() {
        var cancellables = Set<AnyCancellable>()
        @ManagedState var model = CounterModel()
        let counts = Recorder<Int>()
        $model.sink { counts.append($0.count) }.store(in: &cancellables)
        model.count += 1
        #expect(counts.all == [0, 1])
        #expect(model.isOdd)
        #expect(model.displayText == "was: 0 - now: 1")
        model.count = 4
        #expect(!model.isOdd)
        #expect(model.displayText == "was: 1 - now: 4")
    }

    @Test("ManagedState: dynamic callable bindings apply the rules")
    func managedStateCallable() {
        @ManagedState var model = CounterModel()
        let binding = $model()
        let countBinding = $model(\.count)
        let displayBinding = $model(\.displayText)
        countBinding.wrappedValue = 10
        #expect(binding.wrappedValue.count == 10)
        #expect(model.displayText == "was: 0 - now: 10")
        displayBinding.wrappedValue = "Updated"
        #expect(model.displayText == "Updated")
        #expect(!model.isOdd)
    }

    @Test("UIState: a child binding and dynamic callable")
    func uiState() {
        var cancellables = Set<AnyCancellable>()
        struct ViewState: Equatable { var isOn: Bool }
        @UIState var state = ViewState(isOn: false)
        let toggles = Recorder<Bool>()
        $state.isOn.sink { toggles.append($0) }.store(in: &cancellables)
        state.isOn = true
        #expect(toggles.all == [false, true])

        let binding = $state()
        let isOnBinding = $state(\.isOn)
        isOnBinding.wrappedValue = false
        #expect(binding.wrappedValue == ViewState(isOn: false))
        #expect(toggles.all == [false, true, false])
    }

    @Test("Safe collection access")
    func safeCollectionAccess() {
        @UIState var names: [String?] = ["A", "B"]
        let name = $names.safe(10, default: "Fallback")
        #expect(name.wrappedValue == "Fallback")
        let safeItem = $names.safe(1)
        #expect(safeItem.wrappedValue == "B")

        @UIState var items = ["A", "B", "C"]
        #expect($items.safe(10, default: "Not Found").wrappedValue == "Not Found")
        #expect($items.safe(1).wrappedValue == "B")
        #expect($items.unsafe(1).wrappedValue == "B")
        let bindings = $items.bindingArray()
        bindings[0].wrappedValue = "Updated"
        #expect(items == ["Updated", "B", "C"])
        $items.safe(7, default: "x").wrappedValue = "ignored"
        #expect(items == ["Updated", "B", "C"])
    }

    @Test("UIBinding as a property wrapper, assigned later, with its publisher")
    func uiBindingWrapper() {
        struct State: Equatable { var name: String }
        final class MyView {
            @UIBinding(.placeholder) private var name: String
            var cancellables: Set<AnyCancellable> = []
            let diffs = Recorder<String>()
            let names = Recorder<String>()

            func configure(withName binding: UIBinding<String>) {
                _name = binding
                $name.sink { [diffs] diff in diffs.append("\(diff.old ?? "nil")->\(diff.new)") }
                    .store(in: &cancellables)
                $name.publisher.sink { [names] newName in names.append(newName) }.store(in: &cancellables)
            }

            func buttonTapped() { name = "new name" }
        }
        @UIState var state = State(name: "name")
        let view = MyView()
        view.configure(withName: $state.name)
        view.buttonTapped()
        #expect(state.name == "new name")
        #expect(view.diffs.all == ["nil->name", "name->new name"])
        #expect(view.names.all == ["name", "new name"])

        let constantView = MyView()
        constantView.configure(withName: .constant("test"))
        #expect(constantView.names.all == ["test"])
    }

    @Test("A constant binding reads its value, ignores writes, and publishes once")
    func constantBinding() {
        var cancellables = Set<AnyCancellable>()
        let titleBinding = UIBinding<String>.constant("Fixed Title")
        #expect(titleBinding.wrappedValue == "Fixed Title")
        titleBinding.wrappedValue = "New Title"
        #expect(titleBinding.wrappedValue == "Fixed Title")
        let seen = Recorder<String>()
        titleBinding.sink { diff in seen.append("\(diff.old ?? "nil")->\(diff.new)") }.store(in: &cancellables)
        titleBinding.publisher.sink { newTitle in seen.append(newTitle) }.store(in: &cancellables)
        #expect(seen.all == ["nil->Fixed Title", "Fixed Title"])
    }

    @Test("An app's ExpressibleByNilLiteral extension (CombineExt's) compiles on UIBinding: nil is a constant")
    func nilLiteralExtension() {
        final class MyView {
            @UIBinding(.placeholder) var optionalName: String?
            func reset() { _optionalName = UIBinding(nilLiteral: ()) }
            var binding: UIBinding<String?> { _optionalName }
        }
        let view = MyView()
        view.reset()
        #expect(view.optionalName == nil)
        view.optionalName = "ignored"
        #expect(view.optionalName == nil, "the extension's binding is the library's constant: writes are ignored")
        var cancellables = Set<AnyCancellable>()
        let seen = Recorder<String>()
        view.binding.sink { diff in seen.append("\(diff.old.map { "\($0 ?? "nil")" } ?? "none")->\(diff.new ?? "nil")")
        }
        .store(in: &cancellables)
        #expect(seen.all == ["none->nil"], "and it publishes its one value once")
    }

    @Test("ValueSubject: plain values, child subjects, dynamic callable")
    func valueSubject() {
        var cancellables = Set<AnyCancellable>()
        struct Form: Equatable { var name: String }
        @ValueSubject var form = Form(name: "")
        let names = Recorder<String>()
        $form.map(\.name).sink { names.append($0) }.store(in: &cancellables)
        form.name = "Nik"
        #expect(names.all == ["", "Nik"])

        struct User: Equatable {
            var name: String = "John"
            var age: Int = 25
        }
        @ValueSubject var user = User()
        let users = Recorder<User>()
        $user.sink { users.append($0) }.store(in: &cancellables)
        user.name = "Jane"
        user.age = 30
        #expect(users.all.map(\.age) == [25, 25, 30])
        let ages = Recorder<Int>()
        $user.age.sink { ages.append($0) }.store(in: &cancellables)
        $user(\.name).wrappedValue = "Ann"
        $user.age.wrappedValue = 31
        #expect(user == User(name: "Ann", age: 31))
        #expect(ages.all == [30, 31])
        #expect($user().wrappedValue == user)
    }

    @Test("IgnoredState: equality, ids, closures")
    func ignoredState() {
        struct DataCache: Equatable {
            var entries = 0
            static func == (lhs: DataCache, rhs: DataCache) -> Bool { true }
        }
        struct ViewModel: Equatable {
            var title: String = "Hello"
            @IgnoredState var cache = DataCache()
            @IgnoredState var timer: Timer?
        }
        let vm1 = ViewModel()
        var vm2 = ViewModel()
        vm2.cache = DataCache(entries: 3)
        #expect(vm1 == vm2)

        @IgnoredState var formatter: (Double) -> String = { value in String(format: "$%.2f", value) }
        #expect(formatter(99.99) == "$99.99")
        #expect(_formatter(1.5) == "$1.50")

        // CombineExt's README says this prints 1 then 2; in Swift `count` is local to each call, so both calls return 1.
        @IgnoredState var counter: () -> Int = {
            var count = 0
            count += 1
            return count
        }
        #expect(counter() == 1)
        #expect(_counter() == 1)

        struct Model: Hashable {
            @IgnoredState(id: 1) var cache1 = Data()
            @IgnoredState(id: 2) var cache2 = Data()
        }
        var model = Model()
        model.cache1 = Data([1, 2, 3])
        #expect(model == Model())
        #expect(model.hashValue == Model().hashValue)
        let first = IgnoredState(wrappedValue: Data([1]), id: 1)
        let second = IgnoredState(wrappedValue: Data([1]), id: 2)
        #expect(first != second)
        #expect(Set([first, second, IgnoredState(wrappedValue: Data([9]), id: 1)]).count == 2)
    }

    @Test("DiffedValue: old is nil first, then the previous value; dynamic member access")
    func diffedValue() {
        var cancellables = Set<AnyCancellable>()
        @UIState var counter = 0
        let lines = Recorder<String>()
        $counter.publisher.sink { diff in
            lines.append("Changed from \(diff.old.map(String.init) ?? "nil") to \(diff.new)")
        }
        .store(in: &cancellables)
        counter = 5
        #expect(lines.all == ["Changed from nil to 0", "Changed from 0 to 5"])

        struct User: Equatable {
            var name: String
            var age: Int
        }
        @UIState var user = User(name: "Alice", age: 30)
        let fields = Recorder<String>()
        $user.publisher.sink { (diff: DiffedValue<User>) in
            fields.append("\(diff.name) \(diff.age)")
        }
        .store(in: &cancellables)
        user.age = 31
        #expect(fields.all == ["Alice 30", "Alice 31"])
    }

    @Test("filterNils and mapVoid")
    func publisherExtensions() {
        var cancellables = Set<AnyCancellable>()
        let strings = Recorder<String>()
        Just<String?>(nil).filterNils().sink { strings.append($0) }.store(in: &cancellables)
        Just<String?>("Hello").filterNils().sink { strings.append($0) }.store(in: &cancellables)
        #expect(strings.all == ["Hello"])

        let taps = ActionSubject()
        let count = Recorder<Void>()
        taps.mapVoid().sink { count.append(()) }.store(in: &cancellables)
        taps.send(())
        taps.send(())
        #expect(count.all.count == 2)
    }

    @Test("Advanced binding methods on a state's publisher")
    func advancedBindings() {
        var cancellables = Set<AnyCancellable>()
        @UIState var state = BindingModel()
        let log = Recorder<String>()

        $state.publisher.bind(to: \BindingModel.username) { model in model.username = "updated" }
            .store(in: &cancellables)
        $state.publisher
            .bindDiffed(to: \BindingModel.count) { model, diff in
                log.append("Count changed from \(diff.old ?? 0) to \(diff.new)")
            }
            .store(in: &cancellables)
        $state.publisher.bind(to: \BindingModel.profile.name) { name in name = name.uppercased() }
            .store(in: &cancellables)
        $state.publisher.bind(to: \BindingModel.readOnlyProperty) { value in log.append("read-only: \(value)") }
            .store(in: &cancellables)
        $state.publisher
            .bindDiffed(to: \BindingModel.computedProperty) { model, diff in
                log.append("computed: \(diff.old ?? "nil") -> \(diff.new)")
            }
            .store(in: &cancellables)

        // The first delivery (old == nil) counts as a change for every binding.
        #expect(state.username == "updated")
        state.username = "someone"
        #expect(state.username == "updated")
        state.profile.name = "nik"
        #expect(state.profile.name == "NIK")
        state.count = 2
        state.readOnlyProperty = "r"
        #expect(
            log.all == [
                "Count changed from 0 to 0", "read-only: ", "computed: nil -> ", "Count changed from 0 to 2",
                "read-only: r",
            ])
    }

    @Test("CombineLatest5 and Zip5 as CombineExt's README writes them")
    func extendedPublishers() {
        var cancellables = Set<AnyCancellable>()
        let name = PassthroughSubject<String, Never>()
        let age = PassthroughSubject<Int, Never>()
        let email = PassthroughSubject<String, Never>()
        let isActive = PassthroughSubject<Bool, Never>()
        let lastLogin = PassthroughSubject<Date, Never>()
        let users = Recorder<String>()
        Publishers.CombineLatest5(name, age, email, isActive, lastLogin)
            .sink { name, age, email, isActive, _ in users.append("\(name), \(age), \(email), \(isActive)") }
            .store(in: &cancellables)
        name.send("Ann")
        age.send(30)
        email.send("a@b.c")
        isActive.send(true)
        #expect(users.all.isEmpty)
        lastLogin.send(Date())
        age.send(31)
        #expect(users.all == ["Ann, 30, a@b.c, true", "Ann, 31, a@b.c, true"])

        let steps = (0..<5).map { _ in PassthroughSubject<String, Never>() }
        let completed = Recorder<[String]>()
        Publishers.Zip5(steps[0], steps[1], steps[2], steps[3], steps[4])
            .sink { completed.append([$0, $1, $2, $3, $4]) }
            .store(in: &cancellables)
        for (index, step) in steps.enumerated() { step.send("s\(index)") }
        steps[0].send("again")
        #expect(completed.all == [["s0", "s1", "s2", "s3", "s4"]])
    }

    @Test("differs compares one key path")
    func differsFunction() {
        struct Person {
            let name: String
            let age: Int
        }
        let person1 = Person(name: "Alice", age: 30)
        let person2 = Person(name: "Bob", age: 30)
        #expect(differs(lhs: person1, rhs: person2, keyPath: \.name))
        #expect(!differs(lhs: person1, rhs: person2, keyPath: \.age))
    }

    @Test("EventSubject and ActionSubject")
    func subjects() {
        var cancellables = Set<AnyCancellable>()
        let messageSubject: EventSubject<String> = .init()
        let messages = Recorder<String>()
        messageSubject.sink { messages.append($0) }.store(in: &cancellables)
        messageSubject.send("Hello World")
        let didTapButton = ActionSubject()
        let taps = Recorder<Void>()
        didTapButton.sink { taps.append(()) }.store(in: &cancellables)
        didTapButton.send(())
        #expect(messages.all == ["Hello World"])
        #expect(taps.all.count == 1)
    }

    @Test("SafeBinding: justNew works on any conforming wrapper")
    func safeBindingProtocol() {
        var cancellables = Set<AnyCancellable>()
        struct State: Equatable { var value: String = "" }
        @UIState var uiState = State()
        @ManagedState var managed = PlainModel()
        let seen = Recorder<String>()
        func observeState(_ binding: some SafeBinding) {
            binding.justNew().sink { seen.append("\($0)") }.store(in: &cancellables)
        }
        observeState($uiState)
        observeState($managed)
        observeState($uiState.value)
        uiState.value = "x"
        #expect(seen.all.count == 5)
        #expect(seen.all.last == "x")
    }

    @Test("The login view model: rules settle, subscribers see the diffs")
    func loginViewModel() {
        final class LoginViewModel: ObservableObject {
            @ManagedState var state = LoginState()
            private var cancellables = Set<AnyCancellable>()
            let transitions = Recorder<String>()

            init() {
                $state
                    .sink { [transitions] (diff: DiffedValue<LoginState>) in
                        transitions.append("\(diff.old?.status ?? "nil") -> \(diff.new.status)")
                    }
                    .store(in: &cancellables)
            }
        }
        let viewModel = LoginViewModel()
        #expect(viewModel.state.status == "Please fill all fields")
        viewModel.state.username = "nik"
        viewModel.state.password = "secret"
        #expect(viewModel.state.status == "Ready to login")
        #expect(
            viewModel.transitions.all == [
                "nil -> Please fill all fields", "Please fill all fields -> Please fill all fields",
                "Please fill all fields -> Ready to login",
            ])
        // The view controller's part: a child binding of the projected state.
        var bag = Set<AnyCancellable>()
        let statuses = Recorder<String>()
        viewModel.$state.status.sink { statuses.append($0) }.store(in: &bag)
        viewModel.state.password = ""
        #expect(statuses.all == ["Ready to login", "Please fill all fields"])
    }

    @Test("An ObservableObject view model bridges objectWillChange")
    func observableObjectBridge() {
        struct AppState: BehavioralStateContract {
            var title: String = "Initial"
        }
        final class ViewModel: ObservableObject {
            @ManagedState var state: AppState = .init()
            private var cancellable: AnyCancellable?
            #if !canImport(Combine)
            // OpenCombine synthesizes a stable `objectWillChange` only for classes with a @Published property;
            // Apple's Combine does it for every class. Declaring it is the one line Linux needs.
            let objectWillChange = ObservableObjectPublisher()
            #endif

            init() {
                cancellable = $state.publisher
                    .dropFirst()
                    .sink { [weak self] _ in self?.objectWillChange.send() }
            }
        }
        var cancellables = Set<AnyCancellable>()
        let viewModel = ViewModel()
        let titles = Recorder<String>()
        let willChange = Recorder<Void>()
        viewModel.objectWillChange.sink { willChange.append(()) }.store(in: &cancellables)
        viewModel.$state.publisher.sink { state in titles.append(state.title) }.store(in: &cancellables)
        viewModel.state.title = "Updated"
        #expect(titles.all == ["Initial", "Updated"])
        // The hand-wired sink still works, and is now redundant: the state fires the view model's
        // objectWillChange itself, before the change (ObservableObjectTests), and the sink fires it after.
        #expect(willChange.all.count == 2)
    }

    @Test("Lock options: default, absent and custom all work, withLock included")
    func lockOptions() {
        struct MyState: BehavioralStateContract {
            var count = 0
        }
        @ManagedState var state1 = MyState()
        @ManagedState(lock: .absent) var state2 = MyState()
        @ManagedState(lock: .custom(NSRecursiveLock())) var state3 = MyState()
        for binding in [$state1, $state2, $state3] {
            binding.withLock { value in value.count += 1 }
            #expect(binding.wrappedValue.count == 1)
        }
    }

    @Test("The cyclic-dependency settings are readable and writable")
    func cyclicSettings() async {
        // No test changes them in this process (see CONTRIBUTING, "Globals in tests"): the defaults hold.
        #expect(ManagedStateCyclicDependencyWarning)
        #expect(ManagedStateCyclicDependencyMaxDepth == 100)
        // Writing them is process-wide, so it happens in a child process.
        await #expect(processExitsWith: .success) {
            ManagedStateCyclicDependencyWarning = false
            ManagedStateCyclicDependencyMaxDepth = 3
            #expect(!ManagedStateCyclicDependencyWarning)
            #expect(ManagedStateCyclicDependencyMaxDepth == 3)
        }
    }
}

// CombineExt's optional extension, written by the app (the library leaves it out on purpose).
extension UIBinding where Value: ExpressibleByNilLiteral {
    /// Joins the given publishers.
    public init(nilLiteral: ()) {
        self = .constant(nil)
    }
}
