// SPDX-License-Identifier: MPL-2.0

// Fifty definitions that are not resolved in the measured loop, as in
// Benchmarks/Sources/DependencyContainerInstructionCounts/TableFiller.swift (the same definitions, written
// against Factory): every one is resolved once before measuring, and a few get a run-time registration.

import FactoryKit

final class Filler {}

extension Container {
    var filler00: Factory<Filler> { self { Filler() }.singleton }
    var filler01: Factory<Filler> { self { Filler() }.cached }
    var filler02: Factory<Filler> { self { Filler() } }
    var filler03: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler04: Factory<Filler> { self { Filler() }.shared }
    var filler05: Factory<Filler> { self { Filler() }.singleton }
    var filler06: Factory<Filler> { self { Filler() }.cached }
    var filler07: Factory<Filler> { self { Filler() } }
    var filler08: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler09: Factory<Filler> { self { Filler() }.shared }
    var filler10: Factory<Filler> { self { Filler() }.singleton }
    var filler11: Factory<Filler> { self { Filler() }.cached }
    var filler12: Factory<Filler> { self { Filler() } }
    var filler13: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler14: Factory<Filler> { self { Filler() }.shared }
    var filler15: Factory<Filler> { self { Filler() }.singleton }
    var filler16: Factory<Filler> { self { Filler() }.cached }
    var filler17: Factory<Filler> { self { Filler() } }
    var filler18: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler19: Factory<Filler> { self { Filler() }.shared }
    var filler20: Factory<Filler> { self { Filler() }.singleton }
    var filler21: Factory<Filler> { self { Filler() }.cached }
    var filler22: Factory<Filler> { self { Filler() } }
    var filler23: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler24: Factory<Filler> { self { Filler() }.shared }
    var filler25: Factory<Filler> { self { Filler() }.singleton }
    var filler26: Factory<Filler> { self { Filler() }.cached }
    var filler27: Factory<Filler> { self { Filler() } }
    var filler28: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler29: Factory<Filler> { self { Filler() }.shared }
    var filler30: Factory<Filler> { self { Filler() }.singleton }
    var filler31: Factory<Filler> { self { Filler() }.cached }
    var filler32: Factory<Filler> { self { Filler() } }
    var filler33: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler34: Factory<Filler> { self { Filler() }.shared }
    var filler35: Factory<Filler> { self { Filler() }.singleton }
    var filler36: Factory<Filler> { self { Filler() }.cached }
    var filler37: Factory<Filler> { self { Filler() } }
    var filler38: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler39: Factory<Filler> { self { Filler() }.shared }
    var filler40: Factory<Filler> { self { Filler() }.singleton }
    var filler41: Factory<Filler> { self { Filler() }.cached }
    var filler42: Factory<Filler> { self { Filler() } }
    var filler43: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler44: Factory<Filler> { self { Filler() }.shared }
    var filler45: Factory<Filler> { self { Filler() }.singleton }
    var filler46: Factory<Filler> { self { Filler() }.cached }
    var filler47: Factory<Filler> { self { Filler() } }
    var filler48: Factory<Filler> { self { Filler() }.cached.timeToLive(60) }
    var filler49: Factory<Filler> { self { Filler() }.shared }
}

/// Resolves every filler definition once, and registers an override for a few of them.
func fillTable() {
    let container = Container.shared
    let fillers: [Factory<Filler>] = [
        container.filler00, container.filler01, container.filler02, container.filler03, container.filler04,
        container.filler05, container.filler06, container.filler07, container.filler08, container.filler09,
        container.filler10, container.filler11, container.filler12, container.filler13, container.filler14,
        container.filler15, container.filler16, container.filler17, container.filler18, container.filler19,
        container.filler20, container.filler21, container.filler22, container.filler23, container.filler24,
        container.filler25, container.filler26, container.filler27, container.filler28, container.filler29,
        container.filler30, container.filler31, container.filler32, container.filler33, container.filler34,
        container.filler35, container.filler36, container.filler37, container.filler38, container.filler39,
        container.filler40, container.filler41, container.filler42, container.filler43, container.filler44,
        container.filler45, container.filler46, container.filler47, container.filler48, container.filler49,
    ]
    for filler in fillers { withExtendedLifetime(filler()) {} }
    // Run-time registrations, as a test's or a preview's set-up makes them.
    for index in stride(from: 2, to: fillers.count, by: 10) { fillers[index].register { Filler() } }
}
