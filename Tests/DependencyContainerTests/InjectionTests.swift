// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Dispatch
import SwiftConcurrency
import TestSupport
import Testing

extension TestContainer {
    var counted: Factory<Numbered> { self { Numbered(TestContainer.lazyBuilds.increment()) } }
    var sessionObject: Factory<Numbered> { self { Numbered(0) }.shared }
    var plainNumber: Factory<Int> { self { 5 } }
    static let lazyBuilds = BuildCounter()
}

final class InjectedHolder {
    @Injected(\TestContainer.greeter) var greeter
}

final class LazyHolder: @unchecked Sendable {  // invariant: the wrappers are never reassigned; they lock inside
    @LazyInjected(\TestContainer.counted) var counted
    @WeakLazyInjected(\TestContainer.sessionObject) var session
}

@Suite("Property wrappers", .timeLimit(.minutes(5)))
struct InjectionTests {
    @Test("@Injected resolves at creation, from the isolated scope when there is one")
    func injected() {
        TestContainer.withIsolated { container in
            container.greeter.register { MockGreeter() }
            let holder = InjectedHolder()
            #expect(holder.greeter.greeting == "mock")
            container.greeter.register { RealGreeter() }
            #expect(holder.greeter.greeting == "mock", "resolved once, at creation")
            var wrapper = holder.$greeter
            wrapper.resolve()
            #expect(wrapper.wrappedValue.greeting == "hello")
        }
    }

    @Test("@LazyInjected resolves on first read, exactly once under concurrent first reads")
    func lazyExactlyOnce() {
        for _ in 0..<20 {
            let holder = LazyHolder()
            #expect(!holder.$counted.isResolved)
            let numbers = ConcurrencySafeContainer(Set<Int>())
            race(threads: 8) { _ in
                let number = holder.counted.number
                numbers.withLock { _ = $0.insert(number) }
            }
            #expect(numbers.withLock { $0.count } == 1)
            #expect(holder.$counted.isResolved)
        }
    }

    @Test("@WeakLazyInjected holds weakly and reads nil once the instance is released")
    func weakLazy() {
        let holder = LazyHolder()
        var owner: Numbered? = TestContainer.shared.sessionObject()
        #expect(holder.session === owner)
        owner = nil
        #expect(holder.session == nil)
        holder.$session.resolve()
        #expect(holder.session == nil, "nothing else holds the new instance either")
        _ = owner
    }

    @Test("@WeakLazyInjected of a value type stops with a message")
    func weakLazyValueType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            struct Holder {
                @WeakLazyInjected(\TestContainer.plainNumber) var number
            }
            _ = Holder().number
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("@WeakLazyInjected needs an object"))
    }
}
