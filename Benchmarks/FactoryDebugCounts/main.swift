// SPDX-License-Identifier: MPL-2.0

// Factory 3.2's side of the debug instruction counts in BENCHMARKS.md: the cases of
// Benchmarks/Sources/DependencyContainerInstructionCounts (unique, cached `.singleton`, an A→B→C graph of
// unique definitions), each with a container filled the same way, written against Factory. Not part of any
// package: `scripts/count-factory-debug.sh` copies it into a package of its own that depends on a Factory
// checkout, builds it in debug and counts it under callgrind.

import FactoryKit
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

/// Keeps `value` alive to the optimiser.
@inline(never)
func consume<T>(_ value: T) { withExtendedLifetime(value) {} }

let cases: [String: () -> Void] = [
    "unique": { consume(Container.shared.uniqueLeaf()) },
    "singleton": { consume(Container.shared.singletonLeaf()) },
    "graph": { consume(Container.shared.serviceA()) },
]

let arguments = CommandLine.arguments
let name = arguments.count == 3 ? arguments[1] : ""
let filled = name.hasSuffix("-table")
let resolve = cases[filled ? String(name.dropLast("-table".count)) : name]
guard let resolve, let count = Int(arguments.last ?? "") else {
    print("usage: FactoryDebugCounts <\(cases.keys.sorted().joined(separator: "|"))>[-table] <count>")
    exit(2)
}
if filled { fillTable() }
for _ in 0..<count { resolve() }
