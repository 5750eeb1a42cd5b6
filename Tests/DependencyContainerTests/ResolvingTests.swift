// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Testing

@Suite("Resolving: registration by type")
struct ResolvingTests {
    @Test("resolve returns nil for a type never registered")
    func unregistered() {
        let container = Container()
        #expect(container.resolve(Leaf.self) == nil)
        let inferred: Numbered? = container.resolve()
        #expect(inferred == nil)
        #expect(container.factory(Leaf.self) == nil)
    }

    @Test("Type registrations are unique and the last one wins")
    func lastWinsAndUnique() {
        let container = Container()
        container.register { Numbered(1) }
        container.register(Numbered.self) { Numbered(2) }
        let first: Numbered? = container.resolve()
        let second = container.resolve(Numbered.self)
        #expect(first?.number == 2)
        #expect(first !== second)
    }

    @Test("A scope applied to the returned factory sticks to the registration")
    func scopedRegistration() {
        let container = Container()
        _ = container.register { Leaf() }.cached
        let first = container.resolve(Leaf.self)
        #expect(first != nil)
        #expect(container.resolve(Leaf.self) === first)
        _ = container.factory(Leaf.self)?.unique
        #expect(container.resolve(Leaf.self) !== container.resolve(Leaf.self))
    }

    @Test("Protocol types register and resolve by their existential")
    func protocolTypes() {
        let container = Container()
        container.register { MockGreeter() as any Greeter }
        #expect(container.resolve((any Greeter).self)?.greeting == "mock")
        #expect(container.resolve(MockGreeter.self) == nil)
    }

    @Test("Each container has its own type registrations")
    func perContainer() {
        let one = Container()
        one.register { 1 }
        #expect(one.resolve(Int.self) == 1)
        #expect(Container().resolve(Int.self) == nil)
    }
}
