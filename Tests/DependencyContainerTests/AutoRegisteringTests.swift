// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import TestSupport
import Testing

/// A container that sets itself up: it counts its `autoRegister()` runs, so each test uses a new one.
final class AutoContainer: SharedContainer, AutoRegistering {
    static let shared = AutoContainer()
    let manager = ContainerManager()
    let runs = BuildCounter()
    /// How long `autoRegister()` takes, to widen the window in which racing first resolutions meet.
    let delay: TimeInterval

    init(delay: TimeInterval = 0) {
        self.delay = delay
    }

    func autoRegister() {
        runs.increment()
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
        manager.defaultScope = .cached
        autoLabel.register { "auto" }
        _ = autoNumbered()  // resolving inside autoRegister() goes ahead instead of waiting for itself
    }
}

extension AutoContainer {
    var autoLabel: Factory<String> { self { "definition" } }
    var autoNumbered: Factory<Numbered> { self { Numbered(0) } }
    var autoUnique: Factory<Numbered> { self { Numbered(0) }.unique }
}

@Suite("AutoRegistering and defaultScope", .timeLimit(.minutes(5)))
struct AutoRegisteringTests {
    @Test("autoRegister() runs once, before the container's first resolution")
    func runsOnceBeforeFirstResolution() {
        let container = AutoContainer()
        #expect(container.runs.value == 0)
        #expect(container.autoLabel() == "auto")
        #expect(container.autoLabel() == "auto")
        _ = container.autoNumbered()
        #expect(container.runs.value == 1)
        #expect(AutoContainer().runs.value == 0, "each container runs its own")
    }

    @Test("It runs before the first change too, so a test's registration made before any resolution wins")
    func runsBeforeFirstChange() {
        let container = AutoContainer()
        container.autoLabel.register { "test" }
        #expect(container.runs.value == 1)
        #expect(container.autoLabel() == "test")
    }

    @Test("It runs again after a reset that forgets registrations, not after a cache reset")
    func runsAgainAfterReset() {
        let container = AutoContainer()
        container.autoLabel.register { "test" }
        container.manager.reset(options: .scope)
        #expect(container.autoLabel() == "test")
        #expect(container.runs.value == 1)
        container.manager.reset()
        #expect(container.autoLabel() == "auto")
        #expect(container.runs.value == 2)
        container.manager.reset(options: .registration)
        #expect(container.autoLabel() == "auto")
        #expect(container.runs.value == 3)
    }

    @Test("Type lookups wait for it as well")
    func typeLookups() {
        final class TypedAutoContainer: SharedContainer, AutoRegistering, Resolving {
            static let shared = TypedAutoContainer()
            let manager = ContainerManager()
            func autoRegister() { register { FixedClock(now: 3) as any Clock } }
        }
        let clock: (any Clock)? = TypedAutoContainer().resolve()
        #expect(clock?.now == 3)
    }

    @Test("manager.defaultScope applies to definitions without a scope; an explicit one wins; resets keep it")
    func defaultScope() {
        let container = AutoContainer()
        #expect(container.autoNumbered() === container.autoNumbered(), "autoRegister() set .cached")
        #expect(container.autoUnique() !== container.autoUnique())
        #expect(container.manager.defaultScope === Scope.cached)
        container.manager.reset(options: .scope)
        #expect(container.autoNumbered() === container.autoNumbered())
        container.manager.defaultScope = nil
        #expect(container.autoNumbered() !== container.autoNumbered())

        let plain = TestContainer()
        #expect(plain.manager.defaultScope == nil)
        plain.manager.defaultScope = .cached
        plain.manager.reset()
        #expect(plain.manager.defaultScope === Scope.cached)
        let first = plain.greeter()
        #expect(plain.greeter() === first)
    }

    @Test("Racing first resolutions run autoRegister() exactly once, and all of them see what it registered")
    func racingFirstResolutions() {
        for _ in 0..<30 {
            let container = AutoContainer(delay: 0.001)
            let labels = ConcurrencySafeContainer<[String]>([])
            race(threads: 8) { index in
                let label = index.isMultiple(of: 2) ? container.autoLabel() : container.autoLabel.resolve()
                labels.withLock { $0.append(label) }
            }
            #expect(container.runs.value == 1)
            #expect(labels.withLock { $0 } == Array(repeating: "auto", count: 8))
        }
    }
}
