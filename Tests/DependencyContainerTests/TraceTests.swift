// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import TestSupport
import Testing

/// A container only the trace test resolves from, so that its lines are told apart from other tests' trees.
final class TraceContainer: SharedContainer {
    static let shared = TraceContainer()
    let manager = ContainerManager()
}

final class TraceRoot: Sendable {
    let left: Leaf
    let right: Leaf
    let value: Int
    init(_ left: Leaf, _ right: Leaf, _ value: Int) {
        self.left = left
        self.right = right
        self.value = value
    }
}

extension TraceContainer {
    var traceRoot: Factory<TraceRoot> { self { TraceRoot(self.traceLeaf(), self.traceLeaf(), self.traceValue()) } }
    var traceLeaf: Factory<Leaf> { self { Leaf() }.cached }
    var traceValue: Factory<Int> { self { 42 } }
    var traceA: Factory<TraceA> { self { TraceA(self.traceB()) }.cached }
    var traceB: Factory<Leaf> { self { Leaf() }.cached }
}

final class TraceA: Sendable {
    let b: Leaf
    init(_ b: Leaf) { self.b = b }
}

/// An object's address as a trace line writes it: in decimal, as Factory does.
private func traced(_ object: AnyObject) -> Int { Int(bitPattern: ObjectIdentifier(object)) }

@Suite("manager.trace and logger", .timeLimit(.minutes(5)))
struct TraceTests {
    /// The trace switch and logger are shared by every container, so one test covers them, from start to end, in a
    /// child process of its own: tracing switched on here would trace every test running in parallel.
    @Test("trace writes each resolution tree, one line per logger call; concurrent trees stay whole")
    func trace() async {
        await #expect(processExitsWith: .success) {
            let manager = TraceContainer.shared.manager
            let written = ConcurrencySafeContainer<[String]>([])
            let previousLogger = manager.logger
            manager.logger = { line in
                if line.contains("TraceContainer.") { written.withLock { $0.append(line) } }
            }
            defer {
                manager.trace = false
                manager.logger = previousLogger
            }
            #expect(!manager.trace)
            let container = TraceContainer()
            _ = container.traceRoot()
            #expect(written.withLock { $0 }.isEmpty, "nothing is written while trace is off")

            manager.trace = true
            #expect(Container.shared.manager.trace, "the switch is shared by every container")
            let root = container.traceRoot()
            let address = traced(root.left)
            let lines = written.withLock { $0 }
            #expect(lines.count == 4, "one logger call per line")
            #expect(lines.first?.hasPrefix("0: TraceContainer.traceRoot<TraceRoot> = F:\(traced(root))") == true)
            #expect(lines.first?.hasSuffix(":\(traced(root)) TraceRoot") == true)
            #expect(lines.dropFirst().first == "1:     TraceContainer.traceLeaf<Leaf> = C:\(address) Leaf")
            #expect(lines.dropFirst(2).first == "1:     TraceContainer.traceLeaf<Leaf> = C:\(address) Leaf")
            #expect(lines.last == "1:     TraceContainer.traceValue<Int> = F Int")

            let fresh = TraceContainer()
            written.withLock { $0.removeAll() }
            _ = fresh.traceRoot()
            let freshLines = written.withLock { $0 }
            #expect(freshLines.dropFirst().first?.contains("traceLeaf<Leaf> = F:") == true, "built: F")
            #expect(freshLines.dropFirst(2).first?.contains("traceLeaf<Leaf> = C:") == true, "then cached: C")

            // Concurrent traced resolutions, while the switch is flipped: every tree written is whole, and no
            // other tree's line comes between two of its lines.
            written.withLock { $0.removeAll() }
            race(threads: 8) { thread in
                for round in 0..<50 {
                    if thread == 0, round.isMultiple(of: 5) { manager.trace.toggle() }
                    _ = TraceContainer().traceRoot()
                }
            }
            let stream = written.withLock { $0 }
            #expect(!stream.isEmpty)
            let depths = stream.map { Int($0.prefix { $0 != ":" }) ?? -1 }
            #expect(depths.first == 0)
            #expect(zip(depths, depths.dropFirst()).allSatisfy { $1 >= 0 && $1 <= $0 + 1 }, "\(stream)")
        }
    }

    /// A bounded stress test of the logger's turns: with the trace on throughout, each `traceRoot` resolution
    /// writes exactly its four lines in a row (depths 0, 1, 1, 1), whatever the other threads write meanwhile.
    @Test("Trees traced on 8 threads at once reach the logger line by line, each tree's lines in a row")
    func concurrentTreesStayTogether() async {
        await #expect(processExitsWith: .success) {
            let manager = TraceContainer.shared.manager
            let written = ConcurrencySafeContainer<[String]>([])
            manager.logger = { line in
                if line.contains("TraceContainer.") { written.withLock { $0.append(line) } }
            }
            manager.trace = true
            race(threads: 8) { _ in
                for _ in 0..<50 { _ = TraceContainer().traceRoot() }
            }
            manager.trace = false
            let stream = written.withLock { $0 }
            #expect(stream.count == 8 * 50 * 4)
            var trees: [[String]] = []
            for line in stream {
                if line.hasPrefix("0: ") {
                    trees.append([line])
                } else if !trees.isEmpty {
                    trees[trees.count - 1].append(line)
                }
            }
            #expect(trees.count == 8 * 50)
            for tree in trees {
                #expect(tree.map { $0.prefix(3) } == ["0: ", "1: ", "1: ", "1: "], "\(tree)")
                #expect(tree.first?.contains("traceRoot") == true && tree.last?.contains("traceValue") == true)
            }
        }
    }
}

extension TraceTests {
    /// In a child process, as above: the switch and the logger are shared by every test.
    @Test("Trace lines are Factory's: F built by the definition, C cached, O by a context, R by a registration")
    func factoryLines() async {
        await #expect(processExitsWith: .success) {
            let manager = TraceContainer.shared.manager
            let trees = ConcurrencySafeContainer<[String]>([])
            manager.logger = { line in trees.withLock { $0.append(line) } }
            manager.trace = true
            let container = TraceContainer()

            // A first resolution of A -> B: A's line, then B's one level deeper, each built by its definition.
            let a = container.traceA()
            #expect(
                trees.withLock { $0 }.suffix(2) == [
                    "0: TraceContainer.traceA<TraceA> = F:\(traced(a)) TraceA",
                    "1:     TraceContainer.traceB<Leaf> = F:\(traced(a.b)) Leaf",
                ])

            // A second resolution finds A cached: one line, C, and B is not resolved at all.
            #expect(container.traceA() === a)
            #expect(trees.withLock { $0 }.last == "0: TraceContainer.traceA<TraceA> = C:\(traced(a)) TraceA")

            // A context's registration: O for the instance it builds; a run-time registration: R.
            FactoryContext.setArg("traced", forKey: "trace-test")
            container.traceB.reset(.scope)
            container.traceB.onArg("traced") { Leaf() }
            let overridden = container.traceB()
            #expect(
                trees.withLock { $0 }.last == "0: TraceContainer.traceB<Leaf> = O:\(traced(overridden)) Leaf")
            FactoryContext.removeArg(forKey: "trace-test")
            container.traceB.reset(.context)
            container.traceB.register { Leaf() }
            let registered = container.traceB()
            #expect(trees.withLock { $0 }.last == "0: TraceContainer.traceB<Leaf> = R:\(traced(registered)) Leaf")
            manager.trace = false
        }
    }
}

@Suite("manager.logger, as Factory's")
struct LoggerTests {
    /// Run in a child process: the trace switch and logger are shared by every container and every test.
    @Test("The logger may be a closure that is not @Sendable, appending to a local array")
    func nonSendableLogger() async {
        await #expect(processExitsWith: .success) {
            let manager = TraceContainer.shared.manager
            var lines: [String] = []
            manager.logger = { lines.append($0) }
            manager.trace = true
            _ = TraceContainer.shared.traceValue()
            manager.trace = false
            guard lines.count == 1, lines[0].contains("TraceContainer.traceValue<Int>") else { exit(1) }
        }
    }
}

// Factory's trace fixtures (its `ProtocolConsumer` and the definitions it resolves), written in this package's
// API: a `.cached` consumer resolves two `.unique` providers, each of which returns the one `.graph` service.
final class TraceConsumer: Sendable {
    let ids: TraceService
    let values: TraceService
    init(ids: TraceService, values: TraceService) {
        self.ids = ids
        self.values = values
    }
}

final class TraceService: Sendable {}

extension TraceContainer {
    var consumer: Factory<TraceConsumer> {
        self { TraceConsumer(ids: self.idProvider(), values: self.valueProvider()) }.cached
    }
    var idProvider: Factory<TraceService> { self { self.commonProvider() } }
    var valueProvider: Factory<TraceService> { self { self.commonProvider() } }
    var commonProvider: Factory<TraceService> { self { TraceService() }.graph }
}

extension TraceTests {
    /// Factory's `testTrace` (FactoryCoreTests), ported: 5 logger calls for the first resolution of `consumer`
    /// (levels 0/1/2/1/2; the consumer built by its `onDebug` context, the providers by their definitions, the
    /// `.graph` service built once and then found), then 1 for the cached hit. The fixtures also make no
    /// captive-dependency warning: the `.cached` consumer keeps the `.graph` service, which nothing replaces.
    @Test("Factory's testTrace: one logger call per line, 5 for a fresh consumer, 1 for a cached one; no captive")
    func factoryTestTrace() async {
        await #expect(processExitsWith: .success) {
            let manager = TraceContainer.shared.manager
            let log = ConcurrencySafeContainer<[String]>([])
            manager.logger = { line in log.withLock { $0.append(line) } }
            manager.scopeValidation = .warn
            manager.trace = true
            let container = TraceContainer()
            container.consumer.onDebug {
                TraceConsumer(ids: container.idProvider(), values: container.valueProvider())
            }
            let consumer = container.consumer()
            let lines = log.withLock { $0 }
            #expect(lines.count == 5, "\(lines)")
            if lines.count == 5 {
                #if DEBUG
                let contextCode = "O:"  // onDebug applies in debug builds, as in Factory
                #else
                let contextCode = "F:"
                #endif
                let expected: [(level: String, code: String, name: String)] = [
                    ("0:", contextCode, "consumer"), ("1:", "F:", "idProvider"), ("2:", "F:", "commonProvider"),
                    ("1:", "F:", "valueProvider"), ("2:", "C:", "commonProvider"),
                ]
                for (line, want) in zip(lines, expected) {
                    #expect(
                        line.hasPrefix(want.level) && line.contains(want.code) && line.contains(want.name), "\(line)")
                }
            }
            #expect(consumer.ids === consumer.values, "one .graph instance for the whole resolution")
            #expect(container.consumer() === consumer)
            let after = log.withLock { $0 }
            #expect(after.count == 6)
            #expect(after.last?.hasPrefix("0:") == true && after.last?.contains("C:") == true)
            #expect(after.last?.contains("consumer") == true)
            manager.trace = false
            #expect(!log.withLock { $0 }.contains { $0.contains("Captive dependency") }, "no captive warning")
        }
    }

    @Test("Factory's trace fixtures validate without a problem: a .graph dependency is not captive")
    func factoryFixturesValidate() {
        let report = TraceContainer().validate(\.consumer, \.idProvider, \.valueProvider)
        #expect(report.problems.isEmpty, "\(report)")
    }
}
