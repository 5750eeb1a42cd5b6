// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Swinject

/// The object graph every benchmark builds: A needs B, B needs C.
final class ServiceC {
    init() {}
}

final class ServiceB {
    let c: ServiceC
    init(c: ServiceC) { self.c = c }
}

final class ServiceA {
    let b: ServiceB
    init(b: ServiceB) { self.b = b }
}

/// A service with no dependencies, for the unique, singleton and type-based cases. `Sendable`, as
/// swift-dependencies requires of a dependency's value.
final class Leaf: Sendable {
    init() {}
}

extension DependencyContainer.Container {
    var uniqueLeaf: Factory<Leaf> { self { Leaf() } }
    var singletonLeaf: Factory<Leaf> { self { Leaf() }.singleton }
    /// A singleton whose definition captures `self` to resolve a dependency, as most real definitions do.
    var capturingSingleton: Factory<ServiceB> { self { ServiceB(c: self.serviceC()) }.singleton }
    var serviceC: Factory<ServiceC> { self { ServiceC() } }
    var serviceB: Factory<ServiceB> { self { ServiceB(c: self.serviceC()) } }
    var serviceA: Factory<ServiceA> { self { ServiceA(b: self.serviceB()) } }
}

let leafProvider = Provider(scope: AlwaysCreateNewScope()) { _ in Leaf() }

/// The A→B→C graph written provider-style, each unique like the `Factory` one.
let serviceCProvider = Provider(scope: AlwaysCreateNewScope()) { _ in ServiceC() }
let serviceBProvider = Provider(scope: AlwaysCreateNewScope()) { pod in ServiceB(c: pod.resolve(serviceCProvider)) }
let serviceAProvider = Provider(scope: AlwaysCreateNewScope()) { pod in ServiceA(b: pod.resolve(serviceBProvider)) }
let singletonLeafProvider = Provider { _ in Leaf() }

/// The Swinject peer, configured the way its documentation shows.
func makeSwinjectContainer() -> Swinject.Container {
    let container = Swinject.Container()
    container.register(Leaf.self) { _ in Leaf() }
    container.register(Leaf.self, name: "singleton") { _ in Leaf() }.inObjectScope(.container)
    container.register(ServiceC.self) { _ in ServiceC() }
    container.register(ServiceB.self) { resolver in ServiceB(c: resolver.resolve(ServiceC.self)!) }
    container.register(ServiceA.self) { resolver in ServiceA(b: resolver.resolve(ServiceB.self)!) }
    return container
}

/// Holds a dependency the way app code does with `@Injected`, next to a plain stored property.
final class InjectedClient {
    @Injected(\.singletonLeaf) var injected: Leaf
    let stored = Leaf()
}
