// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import SwiftConcurrency
import TestSupport
import Testing

/// Definitions used only by these tests, so that registrations on `Container.shared` (always inside an
/// isolated scope) never meet another suite's.
extension Container {
    var parityGreeter: Factory<any Greeter> { self { RealGreeter() } }
    var parityDoubled: ParameterFactory<Int, Int> { self { $0 * 2 } }
    var parityCounted: Factory<Numbered> { self { Numbered(Container.parityBuilds.increment()) } }
    static let parityBuilds = BuildCounter()
}

extension TestContainer {
    var parityLabel: Factory<String> { self { "definition" } }
    var parityTripled: ParameterFactory<Int, Int> { self { $0 * 3 } }
    var parityCounted: Factory<Numbered> { self { Numbered(TestContainer.parityBuilds.increment()) } }
    var parityLazyCounted: Factory<Numbered> { self { Numbered(TestContainer.parityBuilds.increment()) } }
    var paritySession: Factory<Numbered> { self { Numbered(TestContainer.parityBuilds.increment()) }.shared }
    var optionalGraph: Factory<Leaf?> { self { Leaf() }.graph }
    static let parityBuilds = BuildCounter()
}

/// A container that does not resolve by type.
final class PlainContainer: ManagedContainer {
    let manager = ContainerManager()
}

protocol Clock: Sendable {
    var now: Int { get }
}

struct FixedClock: Clock {
    let now: Int
}

final class ParityLazyHolder: @unchecked Sendable {  // invariant: the wrappers are never reassigned; they lock inside
    @LazyInjected(\TestContainer.parityLazyCounted) var counted
    @WeakLazyInjected(\TestContainer.paritySession) var session
}

struct DynamicHolder {
    @DynamicInjected(\TestContainer.parityCounted) var counted
    @DynamicInjected(\.parityGreeter) var greeter
}

struct TypeHolder {
    @InjectedType var clock: (any Clock)?
    @InjectedType(TestContainer.shared) var label: String?
    @InjectedType(PlainContainer()) var plainClock: (any Clock)?
}

struct ContainerHolder {
    @InjectedContainer var container
    @InjectedContainer(TestContainer.self) var testContainer

    mutating func resetTestContainer() {
        _testContainer.reset(options: .all)
    }
}

@Suite("Factory's API on top of the containers", .timeLimit(.minutes(5)))
struct FactoryParityTests {
    @Test("dependency(_:) resolves from Container.shared or a custom shared container, with or without a parameter")
    func globalDependencyFunctions() {
        Container.withIsolated { container in
            #expect(dependency(\.parityGreeter).greeting == "hello")
            container.parityGreeter.register { MockGreeter() }
            #expect(dependency(\.parityGreeter).greeting == "mock", "a registration applies")
            #expect(dependency(\.parityDoubled, parameter: 21) == 42)

            #expect(dependency(\TestContainer.parityLabel) == "definition")
            TestContainer.shared.parityLabel.register { "registered" }
            #expect(dependency(\TestContainer.parityLabel) == "registered")
            #expect(dependency(\TestContainer.parityTripled, parameter: 5) == 15)
        }
    }

    @Test("resolvedOrNil() reads a lazy property's dependency without resolving it")
    func resolvedOrNil() {
        TestContainer.withIsolated { container in
            // A counter of this test's own: the definition's static one also counts what other tests build.
            let builds = BuildCounter()
            container.parityLazyCounted.register { Numbered(builds.increment()) }
            let holder = ParityLazyHolder()
            #expect(holder.$counted.resolvedOrNil() == nil)
            #expect(!holder.$counted.isResolved, "asking did not resolve")
            #expect(builds.value == 0, "nothing was built")
            let first = holder.counted
            #expect(holder.$counted.resolvedOrNil() === first)

            #expect(holder.$session.resolvedOrNil() == nil)
            var owner: Numbered? = TestContainer.shared.paritySession()
            #expect(holder.session === owner)
            #expect(holder.$session.resolvedOrNil() === owner)
            owner = nil
            #expect(holder.$session.resolvedOrNil() == nil, "held weakly: gone once released")
            _ = owner
        }
    }

    @Test("resolvedOrNil() read during concurrent first reads is nil or the one resolved instance")
    func resolvedOrNilConcurrently() {
        for _ in 0..<20 {
            let holder = ParityLazyHolder()
            let collected = ConcurrencySafeContainer<[Numbered?]>([])
            race(threads: 8) { index in
                let read = index.isMultiple(of: 2) ? holder.counted : holder.$counted.resolvedOrNil()
                collected.withLock { $0.append(read) }
            }
            let seen = collected.withLock { $0 }
            let resolved = Set(seen.compactMap { $0.map(ObjectIdentifier.init) })
            #expect(resolved.count == 1, "every reader that saw an instance saw the same one")
            #expect(holder.$counted.resolvedOrNil() === holder.counted)
        }
    }

    @Test("@DynamicInjected resolves on every read and sees registrations made after its owner was created")
    func dynamicInjected() {
        TestContainer.withIsolated { container in
            let holder = DynamicHolder()
            let first = holder.counted
            let second = holder.counted
            #expect(first !== second, "a unique factory builds on every read")

            container.parityCounted.register { Numbered(-1) }
            #expect(holder.counted.number == -1)
            holder.$counted.register { Numbered(-2) }
            #expect(holder.counted.number == -2, "the projected value is the factory")
        }
        Container.withIsolated { container in
            let holder = DynamicHolder()
            #expect(holder.greeter.greeting == "hello")
            container.parityGreeter.register { MockGreeter() }
            #expect(holder.greeter.greeting == "mock")
        }
    }

    @Test("@InjectedType resolves by type at creation, nil when unregistered or when the container cannot")
    func injectedType() {
        Container.withIsolated { container in
            #expect(TypeHolder().clock == nil)
            container.register { FixedClock(now: 7) as any Clock }
            TestContainer.shared.register { "by type" }
            PlainContainer().manager.reset()
            let holder = TypeHolder()
            #expect(holder.clock?.now == 7)
            #expect(holder.label == "by type")
            #expect(holder.plainClock == nil)
        }
    }

    @Test("@InjectedContainer holds the shared container and resets it")
    func injectedContainer() {
        TestContainer.withIsolated { container in
            var holder = ContainerHolder()
            #expect(holder.container === Container.shared)
            #expect(holder.testContainer === TestContainer.shared)
            container.parityLabel.register { "registered" }
            #expect(holder.testContainer.parityLabel() == "registered")
            holder.resetTestContainer()
            #expect(holder.testContainer.parityLabel() == "definition")
        }
    }

    @Test("Container.shared { $0 … } runs the set-up on the container now, synchronously or asynchronously")
    func sharedContainerCallAsFunction() async {
        TestContainer.withIsolated { _ in
            TestContainer.shared {
                $0.parityLabel.register { "from the block" }
            }
            #expect(TestContainer.shared.parityLabel() == "from the block")
        }
        await TestContainer.withIsolated { _ in
            let returned = await TestContainer.shared { container async in
                await Task.yield()
                container.parityLabel.register { "from the async block" }
            }
            #expect(returned === TestContainer.shared)
            #expect(TestContainer.shared.parityLabel() == "from the async block")
        }
        #expect(TestContainer.shared.parityLabel() == "definition", "the isolated scopes kept it")
    }

    @Test("Calling a factory with a closure registers it, as register(factory:) does")
    func registrationShorthand() {
        TestContainer.withIsolated { container in
            container.parityLabel { "shorthand" }
            #expect(container.parityLabel() == "shorthand")
            container.parityTripled { $0 * 10 }
            #expect(container.parityTripled(4) == 40)
        }
    }

    @Test("decorator(_:) on a container sees every instance it resolves; nil removes it")
    func containerDecorator() {
        TestContainer.withIsolated { container in
            let seen = ConcurrencySafeContainer<[String]>([])
            container.decorator { instance in
                let text = "\(instance)"
                seen.withLock { $0.append(text) }
            }
            _ = container.parityLabel()
            _ = container.parityTripled(2)
            #expect(seen.withLock { $0 } == ["definition", "6"])
            container.decorator(nil)
            _ = container.parityLabel()
            #expect(seen.withLock { $0 }.count == 2)
        }
    }

    @Test("with(_:) takes an asynchronous set-up too")
    func asyncWith() async {
        await TestContainer.withIsolated { _ in
            let container = await TestContainer.shared.with { container async in
                container.parityLabel.register { "async with" }
            }
            #expect(container.parityLabel() == "async with")
        }
    }

    @Test(".graph on an Optional type returns the built value outside other resolutions, as in Factory")
    func optionalGraph() {
        let container = TestContainer()
        #expect(container.optionalGraph() != nil)
        #expect(container.optionalGraph() !== container.optionalGraph())
    }
}
