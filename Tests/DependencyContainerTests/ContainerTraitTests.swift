// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import DependencyContainerTesting
import Testing

extension Container {
    var traitLabel: Factory<String> { self { "definition" } }
    var traitSingleton: Factory<Numbered> { self { Numbered(0) }.singleton }
}

/// A custom container whose `shared` is a task-local, as Factory's `ContainerTrait(shared:container:)` expects.
final class TaskLocalContainer: SharedContainer {
    @TaskLocal static var shared = TaskLocalContainer()
    let manager = ContainerManager()
}

extension TaskLocalContainer {
    var taskLabel: Factory<String> { self { "definition" } }
}

extension Trait where Self == ContainerTrait<TaskLocalContainer> {
    static var taskLocalContainer: Self { .init(shared: TaskLocalContainer.$shared, container: .init()) }
}

extension Trait where Self == ContainerTrait<AutoContainer> {
    static var autoContainer: Self { ContainerTrait() }
}

/// Lets other tests running in parallel interleave with this one.
private func interleave() async {
    for _ in 0..<20 { await Task.yield() }
}

/// These tests register different mocks on the same shared containers; each must see only its own, whichever
/// order they run in, serially or in parallel.
@Suite(.container, .timeLimit(.minutes(5)))
struct ContainerTraitTests {
    @Test("A test starts from the definitions and sees only its own registration")
    func firstMock() async {
        #expect(Container.shared.traitLabel() == "definition")
        Container.shared.traitLabel.register { "first" }
        await interleave()
        #expect(Container.shared.traitLabel() == "first")
    }

    @Test("Another test registering a different mock sees only its own")
    func secondMock() async {
        #expect(Container.shared.traitLabel() == "definition")
        Container.shared.traitLabel.register { "second" }
        await interleave()
        #expect(Container.shared.traitLabel() == "second")
        #expect(dependency(\.traitLabel) == "second", "what resolves through Container.shared sees it too")
    }

    @Test("Each argument of a parameterized test gets its own container", arguments: ["a", "b", "c", "d"])
    func perArgument(label: String) async {
        #expect(Container.shared.traitLabel() == "definition")
        Container.shared.traitLabel.register { label }
        let number = Int(label.unicodeScalars.first?.value ?? 0)
        Container.shared.traitSingleton.register { Numbered(number) }
        await interleave()
        #expect(Container.shared.traitLabel() == label)
        #expect(Container.shared.traitSingleton().number == number, "singletons are the test's own too")
    }

    @Test(
        ".container { $0 … } runs its set-up on the fresh container before the test",
        .container { $0.traitLabel.register { "set up" } })
    func setUp() async {
        await interleave()
        #expect(Container.shared.traitLabel() == "set up")
    }

    @Test("A custom task-local container gets a new instance per test", .taskLocalContainer)
    func customContainerFirst() async {
        #expect(TaskLocalContainer.shared.taskLabel() == "definition")
        TaskLocalContainer.shared.taskLabel.register { "custom first" }
        await interleave()
        #expect(TaskLocalContainer.shared.taskLabel() == "custom first")
    }

    @Test(
        "A custom container's trait takes a set-up too",
        .taskLocalContainer { $0.taskLabel.register { "custom set up" } })
    func customContainerSetUp() async {
        await interleave()
        #expect(TaskLocalContainer.shared.taskLabel() == "custom set up")
        TaskLocalContainer.shared.taskLabel.register { "custom second" }
        #expect(TaskLocalContainer.shared.taskLabel() == "custom second")
    }

    @Test(
        "A container trait for an auto-registering container runs autoRegister() in the test's container",
        .autoContainer)
    func autoRegisteringContainer() async {
        #expect(AutoContainer.shared.autoLabel() == "auto")
        AutoContainer.shared.autoLabel.register { "mine" }
        await interleave()
        #expect(AutoContainer.shared.autoLabel() == "mine")
    }
}

@Suite("Outside the container trait", .timeLimit(.minutes(5)))
struct OutsideContainerTraitTests {
    @Test("What the trait's tests registered never reaches the shared containers")
    func sharedContainersUntouched() async {
        await interleave()
        #expect(Container.shared.traitLabel() == "definition")
        #expect(TaskLocalContainer.shared.taskLabel() == "definition")
    }
}
