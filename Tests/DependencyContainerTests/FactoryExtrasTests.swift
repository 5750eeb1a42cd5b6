// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import TestSupport
import Testing

extension TestContainer {
    var promisedGreeter: Factory<(any Greeter)?> { promised() }
    var promisedNumber: ParameterFactory<Int, Numbered?> { promised() }
    var perParameter: ParameterFactory<Int, Numbered> { self { Numbered($0) }.scopeOnParameters.cached }
    var firstParameterWins: ParameterFactory<Int, Numbered> { self { Numbered($0) }.cached }
}

@Suite("promised(), the two-argument decorator and scopeOnParameters", .timeLimit(.minutes(5)))
struct FactoryExtrasTests {
    @Test("promised() resolves to nil until registered when promiseTriggersError is off")
    func promisedWithoutError() {
        let container = TestContainer()
        container.manager.promiseTriggersError = false
        #expect(container.promisedGreeter() == nil)
        #expect(container.promisedNumber(4) == nil)
        container.promisedGreeter.register { MockGreeter() }
        container.promisedNumber.register { Numbered($0) }
        #expect(container.promisedGreeter()?.greeting == "mock")
        #expect(container.promisedNumber(4)?.number == 4)
    }

    @Test("promiseTriggersError defaults to on in debug builds outside previews, per container")
    func promiseDefault() {
        let context = FactoryContext.current
        #expect(TestContainer().manager.promiseTriggersError == (context.isDebug && !context.isPreview))
        let container = TestContainer()
        container.manager.promiseTriggersError = false
        #expect(TestContainer().manager.promiseTriggersError == (context.isDebug && !context.isPreview))
    }

    #if DEBUG
    @Test("In a debug build, resolving an unregistered promise stops with a message naming it")
    func promisedStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = TestContainer()
            container.manager.promiseTriggersError = true
            _ = container.promisedGreeter()
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("promisedGreeter"))
        #expect(message.contains("is promised, but nothing was registered"))
    }
    #endif

    @Test("decorator { instance, instantiated in }: true when built, false when taken from the cache")
    func twoArgumentDecorator() {
        let container = TestContainer()
        let seen = ConcurrencySafeContainer<[Bool]>([])
        container.cachedGreeter.decorator { _, instantiated in seen.withLock { $0.append(instantiated) } }
        _ = container.cachedGreeter()
        _ = container.cachedGreeter()
        #expect(seen.withLock { $0 } == [true, false])
        container.manager.reset(options: .scope)
        _ = container.cachedGreeter()
        #expect(seen.withLock { $0 } == [true, false, true])

        let unique = ConcurrencySafeContainer<[Bool]>([])
        container.greeter.decorator { _, instantiated in unique.withLock { $0.append(instantiated) } }
        _ = container.greeter()
        _ = container.greeter()
        #expect(unique.withLock { $0 } == [true, true])
    }

    @Test("scopeOnParameters caches one instance per parameter value; without it the first parameter wins")
    func scopeOnParameters() {
        let container = TestContainer()
        let one = container.perParameter(1)
        #expect(container.perParameter(1) === one)
        #expect(container.perParameter(2).number == 2)
        #expect(container.perParameter(2) !== one)
        container.manager.reset(options: .scope)
        #expect(container.perParameter(1) !== one)

        #expect(container.firstParameterWins(1).number == 1)
        #expect(container.firstParameterWins(2).number == 1)
        _ = container.firstParameterWins.scopeOnParameters
        #expect(container.firstParameterWins(2).number == 2, "as a statement, it lasts")
        #expect(container.firstParameterWins(2) === container.firstParameterWins(2))

        container.perParameter.register { Numbered($0 * 10) }
        #expect(container.perParameter(3).number == 30)
        #expect(container.perParameter(3) === container.perParameter(3))
        container.perParameter.reset()
        #expect(container.perParameter(3).number == 3)
    }

    @Test("scopeOnParameters under concurrent resolution builds each parameter's instance once")
    func scopeOnParametersConcurrently() {
        let container = TestContainer()
        let collected = ConcurrencySafeContainer<[[Int: ObjectIdentifier]]>([])
        race(threads: 8) { _ in
            var ids: [Int: ObjectIdentifier] = [:]
            for parameter in 0..<50 { ids[parameter] = ObjectIdentifier(container.perParameter(parameter)) }
            collected.withLock { [ids] in $0.append(ids) }
        }
        let seen = collected.withLock { $0 }
        for parameter in 0..<50 {
            #expect(Set(seen.map { $0[parameter] }).count == 1)
        }
    }
}
