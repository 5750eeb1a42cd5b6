// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import Testing

extension TestContainer {
    var decorated: Factory<Numbered> {
        self { Numbered(1) }.cached.decorator { _ in TestContainer.decorations.increment() }
    }
    var onceDefined: Factory<any Greeter> { self { RealGreeter() }.onTest { RealGreeter() }.once() }
    var shortLived: Factory<Numbered> { self { Numbered(TestContainer.builds.increment()) }.cached.timeToLive(0.05) }
    var longLived: Factory<Numbered> { self { Numbered(TestContainer.builds.increment()) }.cached.timeToLive(60) }
    var forever: Factory<Numbered> {
        self { Numbered(TestContainer.builds.increment()) }.cached.timeToLive(.infinity)
    }
    var expiredAtOnce: Factory<Numbered> { self { Numbered(TestContainer.builds.increment()) }.cached.timeToLive(0) }
    var argumentDependent: Factory<String> { self { "default" }.onArg("uk-mock") { "mocked" } }

    static let decorations = BuildCounter()
    static let builds = BuildCounter()
}

@Suite("Contexts, decorators, once and time to live", .timeLimit(.minutes(5)))
struct ModifierTests {
    @Test("onTest applies under the test runner, and takes precedence over a plain registration")
    func onTestApplies() {
        #expect(FactoryContext.detected.isTest)
        let container = TestContainer()
        container.greeter.register { RealGreeter() }
        container.greeter.onTest { MockGreeter() }
        #expect(container.greeter().greeting == "mock")
        container.greeter.reset(.context)
        #expect(container.greeter().greeting == "hello")
    }

    @Test("Contexts follow FactoryContext: arguments, preview, debug, and precedence between them")
    func contextsFollowTheContext() {
        TestContainer.withIsolated { _ in
            let container = TestContainer()
            #expect(container.argumentDependent() == "default")
            FactoryContext.setArg("uk-mock", forKey: "mode")
            #expect(container.argumentDependent() == "mocked")
            FactoryContext.removeArg(forKey: "mode")
            #expect(container.argumentDependent() == "default")

            container.uniqueValue.onPreview { 2 }.onDebug { 3 }.onArgs(["a", "b"]) { 4 }
            FactoryContext.current.isTest = false
            FactoryContext.current.isDebug = true
            #expect(container.uniqueValue() == 3)
            FactoryContext.current.isPreview = true
            #expect(container.uniqueValue() == 2, "preview beats debug")
            FactoryContext.setArg("b", forKey: "x")
            #expect(container.uniqueValue() == 4, "arguments beat everything")
            container.uniqueValue.context(.arg("b"), .simulator) { 5 }
            #expect(container.uniqueValue() == 4, "the first registered argument context wins")
        }
        #expect(FactoryContext.current.runtimeArguments["x"] == nil, "the isolated scope's context stayed inside")
    }

    @Test("A decorator sees every resolution, cached ones included; so does a container decorator")
    func decorators() {
        let before = TestContainer.decorations.value
        let container = TestContainer()
        let seen = ConcurrencySafeContainer<[String]>([])
        container.manager.decorator = { instance in
            let name = String(describing: type(of: instance))
            seen.withLock { $0.append(name) }
        }
        let first = container.decorated()
        let second = container.decorated()
        #expect(first === second)
        #expect(TestContainer.decorations.value - before == 2)
        _ = container.uniqueValue()
        #expect(seen.withLock { $0 } == ["Numbered", "Numbered", "Int"])
        container.manager.reset()
        _ = container.uniqueValue()
        #expect(seen.withLock { $0 }.count == 3, "reset removes the container decorator")
    }

    @Test("once(): side effects before it happen once, so a later override survives the next access")
    func once() {
        let container = TestContainer()
        _ = container.onceDefined
        container.onceDefined.onTest { MockGreeter() }
        #expect(container.onceDefined().greeting == "mock", "the definition's onTest did not overwrite it")
        container.manager.reset()
        #expect(container.onceDefined().greeting == "hello", "after a reset the definition applies again")
        let plain = TestContainer()
        plain.greeter.onTest { MockGreeter() }
        #expect(plain.greeter().greeting == "mock")
    }

    @Test("timeToLive keeps a cached instance within its lifetime and discards it after")
    func timeToLive() {
        let container = TestContainer()
        let clock = ManualClock()
        container.manager.clock = clock
        let first = container.shortLived()
        clock.advance(by: 0.049)
        #expect(container.shortLived() === first, "0.049 s old, within its 0.05 s")
        clock.advance(by: 0.06)
        let second = container.shortLived()
        #expect(second !== first, "unused for 0.06 s, longer than its 0.05 s")
        #expect(second.number > first.number)
        let kept = container.longLived()
        clock.advance(by: 59)
        #expect(container.longLived() === kept, "59 s old, within its 60 s")
        clock.advance(by: 61)
        #expect(container.longLived() !== kept, "unused for 61 s, longer than its 60 s")
    }

    @Test("An infinite timeToLive keeps the instance and a zero one rebuilds every time")
    func timeToLiveExtremes() {
        let container = TestContainer()
        let kept = container.forever()
        #expect(container.forever() === kept)
        let first = container.expiredAtOnce()
        #expect(container.expiredAtOnce() !== first)
    }

    @Test("Custom scopes reset as a group, in every container")
    func customScopeGroup() {
        let container = TestContainer()
        let session = Scope.Cached()
        let a = container.greeter.scope(session)()
        let b = container.cachedGreeter()
        #expect(container.greeter.scope(session)() === a)
        session.reset()
        #expect(container.greeter.scope(session)() !== a)
        #expect(container.cachedGreeter() === b, "other scopes are untouched")
    }

    @Test("push() and pop() save and restore registrations, contexts and caches")
    func pushAndPop() {
        let container = TestContainer()
        container.greeter.register { MockGreeter() }
        let cached = container.cachedGreeter()
        container.manager.push()
        container.greeter.register { RealGreeter() }
        container.uniqueValue.onTest { 99 }
        container.manager.reset(options: .scope)
        #expect(container.greeter().greeting == "hello")
        #expect(container.uniqueValue() == 99)
        #expect(container.cachedGreeter() !== cached)
        container.manager.pop()
        #expect(container.greeter().greeting == "mock")
        #expect(container.uniqueValue() == 7)
        #expect(container.cachedGreeter() === cached)
        container.manager.pop()
        #expect(container.greeter().greeting == "mock", "popping with nothing pushed changes nothing")
    }
}
