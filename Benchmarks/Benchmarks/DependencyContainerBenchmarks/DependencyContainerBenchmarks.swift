// SPDX-License-Identifier: MPL-2.0

import Benchmark
import BenchmarkSupport
import Dependencies
import DependencyContainer
import Swinject

/// Times `body` once per scaled iteration, keeping every result alive to the optimiser.
func measure<R>(_ name: String, scalingFactor: BenchmarkScalingFactor = .kilo, _ body: @escaping () -> R) {
    Benchmark(name, configuration: Suite.configuration(scalingFactor: scalingFactor)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(body())
        }
    }
}

/// Like `measure`, with every iteration inside one isolated scope: what a test running in one pays.
func measureInIsolatedScope<R>(_ name: String, _ body: @escaping (DependencyContainer.Container) -> R) {
    Benchmark(name, configuration: Suite.configuration(scalingFactor: .kilo)) { benchmark in
        DependencyContainer.Container.withIsolated { isolated in
            for _ in benchmark.scaledIterations {
                blackHole(body(isolated))
            }
        }
    }
}

/// Like `measure`, with every iteration inside one `withDependencies` scope that overrides `leaf`: the
/// swift-dependencies counterpart of `measureInIsolatedScope`.
func measureInsideWithDependencies<R>(_ name: String, _ body: @escaping (DependencyClient) -> R) {
    Benchmark(name, configuration: Suite.configuration(scalingFactor: .kilo)) { benchmark in
        withDependencies {
            $0.leaf = Leaf()
        } operation: {
            let client = DependencyClient()
            for _ in benchmark.scaledIterations {
                blackHole(body(client))
            }
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    let container = DependencyContainer.Container.shared
    let swinject = makeSwinjectContainer()
    container.register { Leaf() }
    let stored = Leaf()

    measure("Unique resolve: construct directly") { Leaf() }
    measure("Unique resolve: Factory") { container.uniqueLeaf() }
    measure("Unique resolve: Provider (AlwaysCreateNewScope)") { container.resolve(leafProvider) }
    measure("Unique resolve: Swinject transient") { swinject.resolve(Leaf.self)! }

    measure("Singleton resolve: read a stored reference") { stored }
    measure("Singleton resolve: Factory .singleton") { container.singletonLeaf() }
    measure("Singleton resolve: Factory .singleton, definition captures self") { container.capturingSingleton() }
    measure("Singleton resolve: Provider (SingletonScope)") { container.resolve(singletonLeafProvider) }
    measure("Singleton resolve: Swinject .container") { swinject.resolve(Leaf.self, name: "singleton")! }
    let dependencyClient = DependencyClient()
    measure("Singleton resolve: swift-dependencies @Dependency") { dependencyClient.leaf }

    measure("A->B->C graph: construct directly") { ServiceA(b: ServiceB(c: ServiceC())) }
    measure("A->B->C graph: Factory") { container.serviceA() }
    measure("A->B->C graph: Provider") { container.resolve(serviceAProvider) }
    measure("A->B->C graph: Swinject") { swinject.resolve(ServiceA.self)! }

    measure("Type-based resolve: construct directly") { Leaf() }
    measure("Type-based resolve: Resolving.resolve") { container.resolve(Leaf.self)! }
    measure("Type-based resolve: Swinject") { swinject.resolve(Leaf.self)! }

    let client = InjectedClient()
    measure("Injected access: read a stored property") { client.stored }
    measure("Injected access: @Injected") { client.injected }

    measure("Isolated resolve: unique, outside") { container.uniqueLeaf() }
    measure("Isolated resolve: singleton, outside") { container.singletonLeaf() }
    measureInIsolatedScope("Isolated resolve: singleton, inside withIsolated") { $0.singletonLeaf() }
    measureInIsolatedScope("Isolated resolve: unique, inside withIsolated") { $0.uniqueLeaf() }
    measureInsideWithDependencies("Isolated resolve: swift-dependencies @Dependency, inside withDependencies") {
        $0.leaf
    }

    // Entering a scope, overriding one dependency in it and resolving that dependency once: what a test pays
    // to set up its mock. Microseconds each, so one per measured iteration.
    measure("Scoped override: Container.withIsolated + register", scalingFactor: .one) {
        DependencyContainer.Container.withIsolated { isolated in
            isolated.uniqueLeaf.register { Leaf() }
            return isolated.uniqueLeaf()
        }
    }
    measure("Scoped override: swift-dependencies withDependencies", scalingFactor: .one) {
        withDependencies {
            $0.leaf = Leaf()
        } operation: {
            @Dependency(\.leaf) var leaf: Leaf
            return leaf
        }
    }
}
