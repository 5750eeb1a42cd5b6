// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

@Suite("Factory and ParameterFactory")
struct FactoryTests {
    @Test("A factory builds a new instance on every resolution by default")
    func uniqueByDefault() {
        let container = TestContainer()
        let first = container.greeter()
        let second = container.greeter.resolve()
        #expect(first !== second)
        #expect(first.greeting == "hello")
    }

    @Test("register replaces what the factory builds; the last registration wins")
    func registerOverrides() {
        let container = TestContainer()
        container.greeter.register { MockGreeter() }
        #expect(container.greeter().greeting == "mock")
        container.greeter.register { RealGreeter() }
        #expect(container.greeter().greeting == "hello")
    }

    @Test("Registrations belong to one container")
    func registrationsAreIsolated() {
        let mocked = TestContainer()
        let plain = TestContainer()
        mocked.greeter.register { MockGreeter() }
        #expect(mocked.greeter().greeting == "mock")
        #expect(plain.greeter().greeting == "hello")
    }

    @Test("reset on a factory removes its registration and cached instance")
    func factoryReset() {
        let container = TestContainer()
        let original = container.cachedGreeter()
        container.cachedGreeter.register { MockGreeter() }
        let mocked = container.cachedGreeter()
        #expect(mocked.greeting == "mock")
        #expect(container.cachedGreeter() === mocked)
        container.cachedGreeter.reset()
        let rebuilt = container.cachedGreeter()
        #expect(rebuilt.greeting == "hello")
        #expect(rebuilt !== original)
    }

    @Test("reset(.scope) keeps the registration but drops the cached instance")
    func factoryResetScopeOnly() {
        let container = TestContainer()
        container.cachedGreeter.register { MockGreeter() }
        let first = container.cachedGreeter()
        container.cachedGreeter.reset(.scope)
        let second = container.cachedGreeter()
        #expect(second !== first)
        #expect(second.greeting == "mock")
        container.cachedGreeter.reset(.registration)
        #expect(container.cachedGreeter().greeting == "hello")
    }

    @Test("A parameter factory passes the parameter and can be overridden")
    func parameterFactory() {
        let container = Container()
        let factory = ParameterFactory<Int, Numbered>(container) { Numbered($0 * 2) }
        #expect(factory(21).number == 42)
        #expect(factory.resolve(5).number == 10)
        factory.register { Numbered(-$0) }
        #expect(factory(3).number == -3)
    }

    @Test("A cached parameter factory keeps the instance built from the first parameter")
    func cachedParameterFactory() {
        let container = Container()
        let factory = ParameterFactory<Int, Numbered>(container) { Numbered($0) }.cached
        #expect(factory(1).number == 1)
        #expect(factory(2).number == 1)
        container.manager.reset(options: .scope)
        #expect(factory(2).number == 2)
    }

    @Test("A parameter factory may resolve itself with other parameters (recursion is not a cycle)")
    func recursiveParameterFactory() {
        let container = Container()
        #expect(container.fibonacci(20) == 6_765)
    }

    @Test("Two definitions of the same type are independent")
    func definitionsAreKeyedBySite() {
        let container = TestContainer()
        let first = container.cachedGreeter()
        let second = container.sharedGreeter()
        #expect(first !== second)
    }

    @Test("Value types and Optionals resolve; nil is never cached")
    func valuesAndOptionals() {
        let container = Container()
        let counter = BuildCounter()
        let optional = Factory<Int?>(container) { counter.increment() > 1 ? 9 : nil }.cached
        #expect(optional() == nil)
        #expect(optional() == 9)
        #expect(optional() == 9)
        #expect(counter.value == 2)
        #expect(TestContainer().uniqueValue() == 7)
    }

    @Test("with(_:) configures a container where it is created")
    func withTransform() {
        let container = TestContainer().with { $0.greeter.register { MockGreeter() } }
        #expect(container.greeter().greeting == "mock")
    }
}

extension Container {
    fileprivate var fibonacci: ParameterFactory<Int, Int> {
        self { n in n < 2 ? n : self.fibonacci(n - 1) + self.fibonacci(n - 2) }
    }
}
