// SPDX-License-Identifier: MPL-2.0

import Benchmark
import BenchmarkSupport
import Foundation
import MultiCastDelegate

/// Every broadcast benchmark delivers this many callbacks per measured iteration: broadcasts × subscribers.
let deliveriesPerIteration = 1_000

/// The closure every broadcast delivers, raw or not.
let tick: @Sendable ((any TickDelegate)?) -> Void = { $0?.tick() }

/// `subscribers` fresh tickers. By default each is also weakly referenced, as every subscriber of a weak
/// multicast store is: the first weak reference moves an object's reference count into a side table, which
/// makes every later retain and release of it slower. The raw baseline calls the same kind of object, so
/// the comparison is about delivery, not about the object; one extra raw row shows objects without one.
func population(_ subscribers: Int, weaklyReferenced: Bool = true) -> [Ticker] {
    let tickers = (0..<subscribers).map { _ in Ticker() }
    if weaklyReferenced {
        for ticker in tickers {
            weak let reference = ticker
            blackHole(reference)
        }
    }
    return tickers
}

/// Queues one iteration's callbacks on suspended `queues`, then resumes them and waits until every callback
/// has run: each iteration pays for queueing and for running its callbacks. Holding the queues while
/// queueing keeps the comparison about delivery cost: otherwise a worker thread drains as fast as callbacks
/// arrive and sleeps and wakes between them, and how often depends on scheduling more than on the code.
func deliver(on queues: [DispatchQueue], _ enqueue: () -> Void) {
    for queue in queues { queue.suspend() }
    enqueue()
    for queue in queues { queue.resume() }
    for queue in queues { queue.sync {} }
}

/// Broadcasts to `subscribers` tickers, all on one serial queue (as an app's delegates mostly sit on the main
/// queue) or each on its own.
func broadcastBenchmarks(subscribers: Int, queueEach: Bool = false) {
    let broadcasts = deliveriesPerIteration / subscribers
    let group = "Broadcast to \(subscribers)\(queueEach ? ", a queue each" : "")"
    let configuration = Suite.configuration(scalingFactor: .kilo)
    let queues = (0..<(queueEach ? subscribers : 1)).map { DispatchQueue(label: "subscriber \($0)") }
    let queue = { (subscriber: Int) in queues[queueEach ? subscriber : 0] }

    for weaklyReferenced in [true, false] {
        let name = weaklyReferenced ? "raw DispatchQueue.async per subscriber" : "raw, never weakly referenced"
        Benchmark("\(group): \(name)", configuration: configuration) { benchmark in
            let tickers = population(subscribers, weaklyReferenced: weaklyReferenced)
            benchmark.startMeasurement()
            deliver(on: queues) {
                for _ in 0..<broadcasts {
                    for (index, ticker) in tickers.enumerated().reversed() {
                        queue(index).async { tick(ticker) }
                    }
                }
            }
        }
    }

    func measure<Subject: Multicaster>(_ subject: Subject.Type, as name: String) {
        Benchmark("\(group): \(name)", configuration: configuration) { benchmark in
            let tickers = population(subscribers)
            let multicaster = Subject()
            for (index, ticker) in tickers.enumerated() { multicaster.add(ticker, queue: queue(index)) }
            benchmark.startMeasurement()
            deliver(on: queues) {
                for _ in 0..<broadcasts { multicaster.broadcast(tick) }
            }
            blackHole(tickers)
        }
    }
    measure(Metronome.self, as: "DelegateMultiCasting.invoke")
    measure(HandRolledMulticast.self, as: "hand-rolled weak array + NSLock")
}

/// One operation: subscribe an object, then unsubscribe it, while `live` others stay subscribed.
func churnBenchmarks(live: Int) {
    let configuration = Suite.configuration(scalingFactor: .kilo)
    let queue = DispatchQueue(label: "churn")

    func measure<Subject: Multicaster>(_ subject: Subject.Type, as name: String) {
        Benchmark("Subscribe+unsubscribe, \(live) live: \(name)", configuration: configuration) { benchmark in
            let multicaster = Subject()
            let residents = population(live)
            for resident in residents { multicaster.add(resident, queue: queue) }
            let visitors = population(64)
            benchmark.startMeasurement()
            for operation in 0..<benchmark.scaledIterations.count {
                let visitor = visitors[operation & 63]
                multicaster.add(visitor, queue: queue)
                multicaster.remove(visitor)
            }
            benchmark.stopMeasurement()
            blackHole(residents)
        }
    }
    measure(Metronome.self, as: "DelegateSubscriptionHandle")
    measure(HandRolledMulticast.self, as: "hand-rolled weak array + NSLock")
}

let benchmarks: @Sendable () -> Void = {
    for subscribers in [1, 10, 1_000] {
        broadcastBenchmarks(subscribers: subscribers)
    }
    broadcastBenchmarks(subscribers: 10, queueEach: true)
    for live in [10, 1_000, 10_000] {
        churnBenchmarks(live: live)
    }
}
