import Benchmark
import BenchmarkSupport
import Foundation
import MultiCastDelegate

/// Every benchmark delivers this many callbacks per measured iteration: broadcasts × subscribers.
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

/// Queues one iteration's callbacks on a suspended `queue`, then resumes it and waits until they have all
/// run: each iteration pays for queueing and for running its callbacks. Holding the queue while queueing keeps
/// the comparison about delivery cost: otherwise the worker thread drains as fast as callbacks arrive and
/// sleeps and wakes between them, and how often it does depends on scheduling more than on the code measured.
func deliver(on queue: DispatchQueue, _ enqueue: () -> Void) {
    queue.suspend()
    enqueue()
    queue.resume()
    queue.sync {}
}

func broadcastBenchmarks(subscribers: Int) {
    let broadcasts = deliveriesPerIteration / subscribers
    let group = "Broadcast to \(subscribers)"
    let configuration = Suite.configuration(scalingFactor: .kilo)

    for weaklyReferenced in [true, false] {
        let name = weaklyReferenced ? "raw DispatchQueue.async per subscriber" : "raw, never weakly referenced"
        Benchmark("\(group): \(name)", configuration: configuration) { benchmark in
            let queue = DispatchQueue(label: "raw")
            let tickers = population(subscribers, weaklyReferenced: weaklyReferenced)
            benchmark.startMeasurement()
            deliver(on: queue) {
                for _ in 0..<broadcasts {
                    for ticker in tickers.reversed() {
                        queue.async { tick(ticker) }
                    }
                }
            }
        }
    }

    Benchmark("\(group): DelegateMultiCasting.invoke", configuration: configuration) { benchmark in
        let queue = DispatchQueue(label: "invoke")
        let tickers = population(subscribers)
        let metronome = Metronome()
        for ticker in tickers { metronome.subscribeDelegate(ticker, receive: queue) }
        benchmark.startMeasurement()
        deliver(on: queue) {
            for _ in 0..<broadcasts {
                metronome.invoke(invocation: tick)
            }
        }
        blackHole(tickers)
    }

    Benchmark("\(group): hand-rolled weak array + NSLock", configuration: configuration) { benchmark in
        let queue = DispatchQueue(label: "hand-rolled")
        let tickers = population(subscribers)
        let multicast = HandRolledMulticast()
        for ticker in tickers { multicast.add(ticker, queue: queue) }
        benchmark.startMeasurement()
        deliver(on: queue) {
            for _ in 0..<broadcasts {
                multicast.broadcast(tick)
            }
        }
        blackHole(tickers)
    }
}

/// One operation: subscribe an object, then unsubscribe it, while `live` others stay subscribed.
func churnBenchmarks(live: Int) {
    let group = "Subscribe+unsubscribe, \(live) live"
    let configuration = Suite.configuration(scalingFactor: .kilo)
    let queue = DispatchQueue(label: "churn")

    Benchmark("\(group): DelegateSubscriptionHandle", configuration: configuration) { benchmark in
        let handle = DelegateSubscriptionHandle()
        let residents = population(live)
        for resident in residents { handle.subscribe(resident, receive: queue) }
        let visitors = population(64)
        benchmark.startMeasurement()
        for operation in 0..<benchmark.scaledIterations.count {
            let visitor = visitors[operation & 63]
            handle.subscribe(visitor, receive: queue)
            handle.unsubscribe(visitor)
        }
        benchmark.stopMeasurement()
        blackHole(residents)
    }

    Benchmark("\(group): hand-rolled weak array + NSLock", configuration: configuration) { benchmark in
        let multicast = HandRolledMulticast()
        let residents = population(live)
        for resident in residents { multicast.add(resident, queue: queue) }
        let visitors = population(64)
        benchmark.startMeasurement()
        for operation in 0..<benchmark.scaledIterations.count {
            let visitor = visitors[operation & 63]
            multicast.add(visitor, queue: queue)
            multicast.remove(visitor)
        }
        benchmark.stopMeasurement()
        blackHole(residents)
    }
}

let benchmarks: @Sendable () -> Void = {
    for subscribers in [1, 10, 1_000] {
        broadcastBenchmarks(subscribers: subscribers)
    }
    for live in [10, 1_000, 10_000] {
        churnBenchmarks(live: live)
    }
}
