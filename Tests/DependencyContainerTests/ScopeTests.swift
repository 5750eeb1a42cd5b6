// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

extension Scope {
    fileprivate static let session = Cached()
}

/// Generic code reaches the scope modifiers through `FactoryModifying`, not through the factory types' own.
private func throughTheProtocol<F: FactoryModifying>(_ factory: F, _ scope: Scope?) -> F {
    factory.scope(scope)
}

private func cachedThroughTheProtocol<F: FactoryModifying>(_ factory: F) -> F {
    factory.cached
}

extension TestContainer {
    fileprivate var genericallyScoped: Factory<any Greeter> { throughTheProtocol(self { RealGreeter() }, .singleton) }
    fileprivate var genericallyCached: ParameterFactory<Int, Numbered> {
        cachedThroughTheProtocol(self { Numbered($0) })
    }
}

@Suite("Scopes")
struct ScopeTests {
    @Test("The protocol's modifiers, used from generic code, store and apply scopes as the factory types' own do")
    func modifiersThroughTheProtocol() {
        let container = TestContainer()
        let other = TestContainer()
        let singleton = container.genericallyScoped()
        #expect(container.genericallyScoped() === singleton)
        #expect(other.genericallyScoped() === singleton)
        let cached = container.genericallyCached(1)
        #expect(container.genericallyCached(2) === cached)
        #expect(other.genericallyCached(1) !== cached)
        // A statement through the protocol lasts, like one through the factory type.
        _ = throughTheProtocol(container.greeter, .cached)
        #expect(container.greeter() === container.greeter())
        container.greeter.reset()
        #expect(container.greeter() !== container.greeter())
        Scope.singleton.reset()
        #expect(container.genericallyScoped() !== singleton)
    }

    @Test("cached: one instance per container until a reset")
    func cached() {
        let container = TestContainer()
        let other = TestContainer()
        let first = container.cachedGreeter()
        #expect(container.cachedGreeter() === first)
        #expect(other.cachedGreeter() !== first)
        container.manager.reset(options: .scope)
        #expect(container.cachedGreeter() !== first)
    }

    @Test("shared: reused while held elsewhere, rebuilt once released")
    func shared() {
        let container = TestContainer()
        var held: (any Greeter)? = container.sharedGreeter()
        let heldID = ObjectIdentifier(held!)
        #expect(ObjectIdentifier(container.sharedGreeter()) == heldID)
        weak let weakHeld = held
        held = nil
        #expect(weakHeld == nil)
        #expect(container.sharedGreeter().greeting == "hello")
    }

    @Test("shared: value types are not cached")
    func sharedValue() {
        let counter = BuildCounter()
        let factory = Factory<Int>(Container()) { counter.increment() }.shared
        #expect(factory() == 1)
        #expect(factory() == 2)
    }

    @Test("singleton: one instance per process, across containers, until Scope.singleton.reset()")
    func singleton() {
        // Isolated: `Scope.singleton.reset()` outside a scope would clear every other test's singletons.
        Container.withIsolated { _ in
            let first = Container().scopedSingleton()
            #expect(Container().scopedSingleton() === first)
            #expect(Container.shared.scopedSingleton() === first)
            Container().manager.reset()
            #expect(Container().scopedSingleton() === first)
            Scope.singleton.reset()
            #expect(Container().scopedSingleton() !== first)
        }
    }

    @Test("graph: one instance per resolution cycle")
    func graph() {
        let container = Container()
        let branch = container.branch()
        #expect(branch.left === branch.right)
        let next = container.branch()
        #expect(next.left !== branch.left)
        #expect(container.graphLeaf() !== container.graphLeaf())
    }

    @Test("A custom cached scope resets as a group, in every container")
    func customScope() {
        let one = Container()
        let two = Container()
        let a = one.sessionLeaf()
        let b = two.sessionLeaf()
        let plainCached = one.cachedLeaf()
        #expect(one.sessionLeaf() === a)
        Scope.session.reset()
        #expect(one.sessionLeaf() !== a)
        #expect(two.sessionLeaf() !== b)
        #expect(one.cachedLeaf() === plainCached)
    }

    @Test("manager.reset(scope:) clears one scope in one container")
    func managerResetScope() {
        let container = Container()
        let session = container.sessionLeaf()
        let cached = container.cachedLeaf()
        container.manager.reset(scope: .session)
        #expect(container.sessionLeaf() !== session)
        #expect(container.cachedLeaf() === cached)
    }

    @Test("scope(_:) with nil is unique; modifiers chain and the last wins")
    func scopeModifier() {
        let container = Container()
        let unique = Factory<Leaf>(container) { Leaf() }.cached.scope(nil)
        #expect(unique() !== unique())
        let cached = Factory<Leaf>(container) { Leaf() }.unique.cached
        #expect(cached() === cached())
    }

    @Test("manager.reset() clears registrations and caches; .none clears nothing")
    func managerReset() {
        let container = TestContainer()
        container.cachedGreeter.register { MockGreeter() }
        container.register { 5 }
        let cached = container.cachedGreeter()
        container.manager.reset(options: .none)
        #expect(container.cachedGreeter() === cached)
        container.reset(options: .registration)
        #expect(container.cachedGreeter().greeting == "hello")
        #expect(container.resolve(Int.self) == nil)
        container.register { 5 }
        let hello = container.cachedGreeter()
        container.manager.reset()
        #expect(container.resolve(Int.self) == nil)
        #expect(container.cachedGreeter() !== hello)
    }
}

extension Container {
    fileprivate var scopedSingleton: Factory<Leaf> { self { Leaf() }.singleton }
    fileprivate var graphLeaf: Factory<Leaf> { self { Leaf() }.graph }
    fileprivate var branch: Factory<Branch> { self { Branch(left: self.graphLeaf(), right: self.graphLeaf()) } }
    fileprivate var sessionLeaf: Factory<Leaf> { self { Leaf() }.scope(.session) }
    fileprivate var cachedLeaf: Factory<Leaf> { self { Leaf() }.cached }
}
