// SPDX-License-Identifier: MPL-2.0

import Dispatch
import TestSupport
import Testing

// `@testable`: `SubscriberRegistry` is the handle's internal bookkeeping. Driving it directly reaches every path
// (vacant slots, sweeps, compaction, a new object at a dead subscriber's address) in a few operations, with no
// lock or queue in the way.
@testable import MultiCastDelegate

/// One operation on the registry, naming subscribers by their place in a small pool.
enum RegistryOperation: CustomStringConvertible {
    case subscribe(Int, queue: Int)
    case unsubscribe(Int)
    case release(Int)
    case reportDeath

    static let pool = 40
    static let queues = (0..<3).map { DispatchQueue.tagged("registry\($0)") }

    static func random(using random: inout SplitMix) -> RegistryOperation {
        let subscriber = Int.random(in: 0..<pool, using: &random)
        return switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: .subscribe(subscriber, queue: Int.random(in: 0..<queues.count, using: &random))
        case 5, 6: .unsubscribe(subscriber)
        case 7, 8: .release(subscriber)
        default: .reportDeath
        }
    }

    var description: String {
        switch self {
        case .subscribe(let index, let queue): "subscribe(\(index), queue: \(queue))"
        case .unsubscribe(let index): "unsubscribe(\(index))"
        case .release(let index): "release(\(index))"
        case .reportDeath: "reportDeath"
        }
    }
}

/// Runs `operations` on a registry and on an ordered map from pool index to queue, and returns the first
/// difference in the live subscribers (their order included) or in a subscriber's queue.
private func registryDisagreement(_ operations: [RegistryOperation]) -> String? {
    var registry = SubscriberRegistry()
    var objects: [Recorder?] = Array(repeating: nil, count: RegistryOperation.pool)
    var model: [(index: Int, queue: Int)] = []  // registration order
    for (step, operation) in operations.enumerated() {
        var keepAlive: [any MultiCastDelegate] = []
        switch operation {
        case .subscribe(let index, let queue):
            let object = objects[index] ?? Recorder("\(index)")
            objects[index] = object
            registry.subscribe(object, queue: RegistryOperation.queues[queue], keepAlive: &keepAlive)
            if let position = model.firstIndex(where: { $0.index == index }) {
                model[position].queue = queue
            } else {
                model.append((index, queue))
            }
        case .unsubscribe(let index):
            guard let object = objects[index] else { continue }
            let flag = registry.unsubscribe(object)
            let wasRegistered = model.contains { $0.index == index }
            if (flag != nil) != wasRegistered {
                return "step \(step), \(operation): returned \(flag != nil ? "a flag" : "nil"), model \(wasRegistered)"
            }
            model.removeAll { $0.index == index }
        case .release(let index):
            objects[index] = nil  // deallocated: drops out of the live list, whatever the registry holds
            model.removeAll { $0.index == index }
        case .reportDeath:
            registry.deathReport.store(true, ordering: .releasing)
            registry.sweepIfReported(keepAlive: &keepAlive)
        }
        keepAlive.removeAll()
        let live = registry.liveSubscribers.map { ($0 as? Recorder)?.name ?? "?" }
        let expected = model.map { "\($0.index)" }
        guard live == expected else { return "step \(step), \(operation): live \(live), model \(expected)" }
        for (index, queue) in model where registry.slot(for: objects[index]!)?.queue !== RegistryOperation.queues[queue]
        {
            return "step \(step), \(operation): subscriber \(index) is not on queue \(queue)"
        }
    }
    for (index, object) in objects.enumerated() where !model.contains(where: { $0.index == index }) {
        if let object, registry.slot(for: object) != nil { return "at the end: \(index) is still registered" }
    }
    return nil
}

@Suite("SubscriberRegistry against an ordered map")
struct SubscriberRegistryModelTests {
    @Test("Random subscribes, unsubscribes, releases and sweeps keep the live subscribers, in order, on their queues")
    func matchesAnOrderedMap() {
        let failure = ModelCheck.run(
            sequences: 1_000, maxLength: 100,
            operation: RegistryOperation.random(using:),
            check: registryDisagreement
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
