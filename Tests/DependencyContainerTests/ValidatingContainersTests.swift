// SPDX-License-Identifier: MPL-2.0

import Foundation
import Testing

// @testable: the count of validating containers is internal; each test counts its own containers
// (`ContainerManager(countingIn:)`), apart from every other container that tests in parallel create.
@testable import DependencyContainer

/// A container whose manager counts in a count the test owns.
private final class CountedContainer: ManagedContainer {
    let manager: ContainerManager

    init(countingIn count: ValidatingContainers) {
        manager = ContainerManager(countingIn: count)
    }
}

extension CountedContainer {
    var countedLeaf: Factory<Leaf> { self { Leaf() }.cached }
    var countedRoot: Factory<Leaf> {
        self {
            _ = self.countedLeaf()
            return Leaf()
        }
    }
}

@Suite("The count of containers that validate", .timeLimit(.minutes(5)))
struct ValidatingContainersTests {
    @Test("A container counts while its validation is on, and stops counting when it is turned off or goes away")
    func validationOffLowersTheCount() {
        let count = ValidatingContainers()
        var container: CountedContainer? = CountedContainer(countingIn: count)
        let manager = container!.manager
        container!.manager.scopeValidation = .warn
        #expect(count.current == 1)
        manager.scopeValidation = .stop
        #expect(count.current == 1)
        manager.scopeValidation = .off
        #expect(count.current == 0)
        manager.scopeValidation = .off
        #expect(count.current == 0)
        manager.scopeValidation = .warn
        #expect(count.current == 1)
        container = nil
        withExtendedLifetime(manager) {}
        #expect(count.current == 1)
    }

    @Test("A manager that goes away with its validation on lowers the count")
    func managerDeinitLowersTheCount() {
        let count = ValidatingContainers()
        do {
            let container = CountedContainer(countingIn: count)
            container.manager.scopeValidation = .warn
            #expect(count.current == 1)
        }
        #expect(count.current == 0)
    }

    @Test("An isolated scope's copy of a validating container counts while the scope lasts")
    func isolatedCopyCounts() {
        let count = ValidatingContainers()
        let container = CountedContainer(countingIn: count)
        container.manager.scopeValidation = .warn
        Container.withIsolated { _ in
            _ = container.countedLeaf()
            #expect(count.current == 2)
            container.manager.scopeValidation = .off
            #expect(count.current == 1)
        }
        container.manager.scopeValidation = .off
        #expect(count.current == 0)
    }

    @Test("Containers turning validation on and off while others resolve: the count returns to zero")
    func concurrentToggling() async {
        let count = ValidatingContainers()
        let shared = CountedContainer(countingIn: count)
        shared.manager.scopeValidation = .off
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for round in 0..<200 {
                        if task.isMultiple(of: 2) {
                            // Create, toggle and drop containers of their own, and toggle the shared one.
                            let own = CountedContainer(countingIn: count)
                            own.manager.scopeValidation = round.isMultiple(of: 3) ? .off : .warn
                            _ = own.countedRoot()
                            own.manager.scopeValidation = .stop
                            shared.manager.scopeValidation = round.isMultiple(of: 2) ? .warn : .off
                        } else {
                            _ = shared.countedRoot()
                        }
                    }
                }
            }
        }
        shared.manager.scopeValidation = .off
        #expect(count.current == 0)
    }

    @Test("A container validating in the process's count turns the observed path on")
    func processCountDrivesObservation() {
        // The process's count is shared with every test running in parallel, so only what this test holds is
        // asserted: while it holds a validating container, resolutions are observed.
        let container = CountedContainer(countingIn: .process)
        container.manager.scopeValidation = .warn
        #expect(ValidatingContainers.process.current >= 1)
        let observing = EngineSwitches.process.observing.load(ordering: .relaxed)
        #expect(observing)
        container.manager.scopeValidation = .off
    }
}
