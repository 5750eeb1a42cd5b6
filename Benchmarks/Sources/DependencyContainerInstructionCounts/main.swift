// SPDX-License-Identifier: MPL-2.0

// Resolves one case `count` times, for instruction counts that do not move with the machine's load:
//
//     valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//         .build/release/DependencyContainerInstructionCounts unique 10001
//
// Run it with a count of 1 and of 10,001; the difference in collected instructions divided by 10,000 is the
// cost of one resolution. A case named with `-table` (`unique-table`) first fills the container with fifty
// other definitions (see `fillTable()`), as an app's container is filled; `.ci/instruction-budgets` runs every
// case that way and checks its budget.

import DependencyContainer
import Foundation

final class Leaf {}

final class ServiceC {}

final class ServiceB {
    let c: ServiceC
    init(c: ServiceC) { self.c = c }
}

final class ServiceA {
    let b: ServiceB
    init(b: ServiceB) { self.b = b }
}

extension Container {
    var uniqueLeaf: Factory<Leaf> { self { Leaf() } }
    var singletonLeaf: Factory<Leaf> { self { Leaf() }.singleton }
    var serviceC: Factory<ServiceC> { self { ServiceC() } }
    var serviceB: Factory<ServiceB> { self { ServiceB(c: self.serviceC()) } }
    var serviceA: Factory<ServiceA> { self { ServiceA(b: self.serviceB()) } }
}

let serviceCProvider = Provider(scope: AlwaysCreateNewScope()) { _ in ServiceC() }
let serviceBProvider = Provider(scope: AlwaysCreateNewScope()) { pod in ServiceB(c: pod.resolve(serviceCProvider)) }
let serviceAProvider = Provider(scope: AlwaysCreateNewScope()) { pod in ServiceA(b: pod.resolve(serviceBProvider)) }
let singletonLeafProvider = Provider { _ in Leaf() }
let uniqueLeafProvider = Provider(scope: AlwaysCreateNewScope()) { _ in Leaf() }

/// Keeps `value` alive to the optimiser.
@inline(never)
func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

let cases: [String: () -> Void] = [
    "direct": { consume(Leaf()) },
    "unique": { consume(Container.shared.uniqueLeaf()) },
    "singleton": { consume(Container.shared.singletonLeaf()) },
    "provider-unique": { consume(Container.shared.resolve(uniqueLeafProvider)) },
    "provider-singleton": { consume(Container.shared.resolve(singletonLeafProvider)) },
    "direct-graph": { consume(ServiceA(b: ServiceB(c: ServiceC()))) },
    "graph": { consume(Container.shared.serviceA()) },
    "provider-graph": { consume(Container.shared.resolve(serviceAProvider)) },
]

let arguments = CommandLine.arguments
let name = arguments.count == 3 ? arguments[1] : ""
let filled = name.hasSuffix("-table")
let resolve = cases[filled ? String(name.dropLast("-table".count)) : name]
guard let resolve, let count = Int(arguments.last ?? "") else {
    print("usage: DependencyContainerInstructionCounts <\(cases.keys.sorted().joined(separator: "|"))>[-table] <count>")
    exit(2)
}
if filled { fillTable() }
for _ in 0..<count { resolve() }
