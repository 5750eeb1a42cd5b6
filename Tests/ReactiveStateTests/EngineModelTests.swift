// SPDX-License-Identifier: MPL-2.0

import ReactiveState
import TestSupport
import Testing

// MARK: - Delivery: random writes, subscribers that write back, cancellations

/// What a subscriber does when it receives `n`: writes `n + step` when `n % modulus == remainder` and `n < 60`, at
/// most `Reaction.limit` times (several subscribers writing back on every value would multiply the deliveries).
struct Reaction: CustomStringConvertible {
    var modulus: Int
    var remainder: Int
    var step: Int

    static let limit = 3

    func write(after value: Int, reactionsSoFar: inout Int) -> Int? {
        guard reactionsSoFar < Self.limit, value < 60, value % modulus == remainder else { return nil }
        reactionsSoFar += 1
        return value + step
    }

    var description: String { "n % \(modulus) == \(remainder) ? n + \(step)" }
}

enum DeliveryOperation: CustomStringConvertible {
    case write(Int)
    case subscribe(Reaction?)
    case cancel(pick: Int)

    static func random(using random: inout SplitMix) -> DeliveryOperation {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: return .write(Int.random(in: 0..<12, using: &random))
        case 5..<8:
            guard Bool.random(using: &random) else { return .subscribe(nil) }
            let modulus = Int.random(in: 1...4, using: &random)
            return .subscribe(
                Reaction(
                    modulus: modulus, remainder: Int.random(in: 0..<modulus, using: &random),
                    step: Int.random(in: 1...5, using: &random)))
        default: return .cancel(pick: Int.random(in: 0..<100, using: &random))
        }
    }

    var description: String {
        switch self {
        case .write(let value): "write(\(value))"
        case .subscribe(let reaction): "subscribe(\(reaction.map(String.init(describing:)) ?? "no reaction"))"
        case .cancel(let pick): "cancel(pick: \(pick))"
        }
    }
}

/// The reference: a queue of stored states, each handed to every subscriber before the next; a write made by a
/// subscriber is stored at once and queued; a write equal to the stored state is dropped.
struct BreadthFirstSimulator {
    var stored = 0
    var subscribers: [(id: Int, reaction: Reaction?, reactions: Int, lastSeen: Int?, log: [String])] = []
    private var pending: [Int] = []
    private var isDelivering = false

    mutating func write(_ value: Int) {
        guard value != stored else { return }
        stored = value
        pending.append(value)
        guard !isDelivering else { return }
        isDelivering = true
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for index in subscribers.indices {
                subscribers[index].log.append("\(subscribers[index].lastSeen.map(String.init) ?? "nil")>\(next)")
                subscribers[index].lastSeen = next
                if let echo = subscribers[index].reaction?.write(
                    after: next, reactionsSoFar: &subscribers[index].reactions)
                {
                    write(echo)
                }
            }
        }
        isDelivering = false
    }

    mutating func subscribe(id: Int, _ reaction: Reaction?) {
        subscribers.append((id, reaction, 0, stored, ["nil>\(stored)"]))
        let index = subscribers.count - 1
        if let echo = reaction?.write(after: stored, reactionsSoFar: &subscribers[index].reactions) { write(echo) }
    }
}

/// Runs `operations` on a `UIState` and on the simulator; returns the first difference in what a subscriber
/// received, or a subscriber whose `old` is not the `new` it received before.
private func deliveryDisagreement(_ operations: [DeliveryOperation]) -> String? {
    let state = UIState(wrappedValue: 0)
    var simulator = BreadthFirstSimulator()
    var live: [(id: Int, log: Recorder<String>, subscription: AnyCancellable)] = []
    var finished: [(id: Int, log: Recorder<String>)] = []
    for (step, operation) in operations.enumerated() {
        switch operation {
        case .write(let value):
            state.wrappedValue = value
            simulator.write(value)
        case .subscribe(let reaction):
            let log = Recorder<String>()
            var reactions = 0
            let subscription = state.publisher.sink { diff in
                log.append("\(diff.old.map(String.init) ?? "nil")>\(diff.new)")
                if let echo = reaction?.write(after: diff.new, reactionsSoFar: &reactions) { state.wrappedValue = echo }
            }
            live.append((step, log, subscription))
            simulator.subscribe(id: step, reaction)
        case .cancel(let pick):
            guard !live.isEmpty else { continue }
            let cancelled = live.remove(at: pick % live.count)
            cancelled.subscription.cancel()
            finished.append((cancelled.id, cancelled.log))
            simulator.subscribers.removeAll { $0.id == cancelled.id }
        }
        guard state.wrappedValue == simulator.stored else {
            return "step \(step), \(operation): state \(state.wrappedValue), simulator \(simulator.stored)"
        }
        for subscriber in live {
            let received = subscriber.log.all
            let expected = simulator.subscribers.first { $0.id == subscriber.id }?.log ?? []
            guard received == expected else {
                return
                    "step \(step), \(operation): subscriber \(subscriber.id) received \(received), simulator \(expected)"
            }
        }
    }
    // Every chain, live or cancelled, is gap-free: each `old` is the `new` before it.
    for subscriber in live.map({ ($0.id, $0.log) }) + finished.map({ ($0.id, $0.log) }) {
        let pairs = subscriber.1.all.map { $0.split(separator: ">").map(String.init) }
        for (previous, next) in zip(pairs, pairs.dropFirst()) where next[0] != previous[1] {
            return "subscriber \(subscriber.0): \(previous) then \(next) leaves a gap"
        }
    }
    return nil
}

// MARK: - Rule settling: fixpoints and runaway rules

/// One rule of a model's `applyRules()`: `cells[target] = f(cells[source])`.
enum CellRule: CustomStringConvertible, Sendable {
    /// `min(cells[source] + add, cap)`: programs of these usually settle.
    case derive(source: Int, target: Int, add: Int, cap: Int)
    /// `cells[target] + 1`: never settles.
    case increment(target: Int)

    func apply(to cells: inout [Int]) {
        switch self {
        case .derive(let source, let target, let add, let cap): cells[target] = min(cells[source] + add, cap)
        case .increment(let target): cells[target] += 1
        }
    }

    var description: String {
        switch self {
        case .derive(let source, let target, let add, let cap): "c\(target) = min(c\(source) + \(add), \(cap))"
        case .increment(let target): "c\(target) += 1"
        }
    }
}

/// A model whose rules are data, so that random programs can be settled.
struct Machine: BehavioralStateContract {
    var cells = [0, 0, 0]
    @IgnoredState var program: [CellRule] = []

    mutating func applyRules() {
        for rule in program { rule.apply(to: &cells) }
    }
}

enum SettleOperation: CustomStringConvertible {
    case addRule(CellRule)
    case write(cell: Int, value: Int)

    static func random(runaway: Bool, using random: inout SplitMix) -> SettleOperation {
        func cell() -> Int { Int.random(in: 0..<3, using: &random) }
        if Int.random(in: 0..<3, using: &random) == 0 {
            return .write(cell: cell(), value: Int.random(in: 0..<10, using: &random))
        }
        if runaway, Int.random(in: 0..<4, using: &random) == 0 { return .addRule(.increment(target: cell())) }
        return .addRule(
            .derive(
                source: cell(), target: cell(), add: Int.random(in: 0..<3, using: &random),
                cap: Int.random(in: 0..<12, using: &random)))
    }

    var description: String {
        switch self {
        case .addRule(let rule): "addRule(\(rule))"
        case .write(let cell, let value): "write(c\(cell) = \(value))"
        }
    }
}

/// The reference settler: runs the program until a pass changes nothing, or `limit` passes ran.
/// Returns the cells and whether they settled.
func referenceSettle(_ cells: [Int], program: [CellRule], limit: Int) -> (cells: [Int], settled: Bool) {
    var cells = cells
    for _ in 0..<limit {
        let start = cells
        for rule in program { rule.apply(to: &cells) }
        if cells == start { return (cells, true) }
    }
    return (cells, false)
}

/// Applies `operations` to a `ManagedState<Machine>` and to the reference. With `stopAtRunaway`, the sequence ends
/// before the first change the reference cannot settle within `limit` passes (in-process, such a change would
/// stop the program in a debug build).
func settleDisagreement(_ operations: [SettleOperation], limit: Int, stopAtRunaway: Bool) -> String? {
    let state = ManagedState(wrappedValue: Machine())
    var cells = [0, 0, 0]
    var program: [CellRule] = []
    for (step, operation) in operations.enumerated() {
        var nextCells = cells
        var nextProgram = program
        switch operation {
        case .addRule(let rule): nextProgram.append(rule)
        case .write(let cell, let value): nextCells[cell] = value
        }
        let expected = referenceSettle(nextCells, program: nextProgram, limit: limit)
        if stopAtRunaway, !expected.settled { return nil }
        state.withLock { machine in
            machine.program = nextProgram
            machine.cells = nextCells
        }
        (cells, program) = (expected.cells, nextProgram)
        let actual = state.wrappedValue
        guard actual.cells == cells else {
            return "step \(step), \(operation): cells \(actual.cells), reference \(cells)"
        }
        if expected.settled {
            var again = actual
            again.applyRules()
            guard again.cells == actual.cells else { return "step \(step), \(operation): not a fixpoint" }
        }
    }
    return nil
}

@Suite("The ReactiveState engine against reference models", .timeLimit(.minutes(5)))
struct EngineModelTests {
    @Test("Random writes, write-backs and cancellations: every subscriber sees the breadth-first order, gap-free")
    func deliveryMatchesTheBreadthFirstSimulator() {
        let failure = ModelCheck.run(
            sequences: 1_000, maxLength: 30,
            operation: DeliveryOperation.random(using:),
            check: deliveryDisagreement
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    @Test("Random rule programs that settle: the state is the reference fixpoint, after every change")
    func settlingRulesReachTheFixpoint() {
        let failure = ModelCheck.run(
            sequences: 1_500, maxLength: 12,
            operation: { SettleOperation.random(runaway: false, using: &$0) },
            check: { settleDisagreement($0, limit: ManagedStateCyclicDependencyMaxDepth, stopAtRunaway: true) }
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    // The limits are process-wide settings: changed only in a child process.
    @Test("Random rule programs, runaway ones included: with the warning off, each change stops at the pass limit")
    func runawayRulesStopAtTheLimit() async {
        await #expect(processExitsWith: .success) {
            ManagedStateCyclicDependencyWarning = false
            ManagedStateCyclicDependencyMaxDepth = 7
            let failure = ModelCheck.run(
                sequences: 1_000, maxLength: 12,
                operation: { SettleOperation.random(runaway: true, using: &$0) },
                check: { settleDisagreement($0, limit: 7, stopAtRunaway: false) }
            )
            #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
        }
    }
}
