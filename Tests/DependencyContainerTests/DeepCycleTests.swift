// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import Testing

/// A chain of `depth` providers whose innermost resolves `Container().cycleA()`.
private func chainEndingInACycle(depth: Int) -> Provider<Int> {
    var provider = Provider(scope: AlwaysCreateNewScope()) { _ in
        _ = Container().cycleA()
        return 0
    }
    for _ in 1..<depth {
        let previous = provider
        provider = Provider(scope: AlwaysCreateNewScope()) { pod in pod.resolve(previous) + 1 }
    }
    return provider
}

@Suite("Cycles deep in a chain")
struct DeepCycleTests {
    @Test("A cycle that starts 50 levels deep is reported with its own chain")
    func cycleDeepInAChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().resolve(chainEndingInACycle(depth: 50))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: CycleA -> CycleB -> CycleA"))
        #expect(message.contains("cycleA -> cycleB -> cycleA"))
    }

    @Test("A cycle that spans the 32nd level is reported with its chain")
    func cycleAcrossTheScannedDepth() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().resolve(chainEndingInACycle(depth: 31))
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: CycleA -> CycleB -> CycleA"))
    }
}
