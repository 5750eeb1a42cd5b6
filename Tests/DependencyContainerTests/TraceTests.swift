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
    @Test("trace writes each resolution tree, indented, with new and cached instances; concurrent trees stay whole")
    func trace() async {
        await #expect(processExitsWith: .success) {
            let manager = TraceContainer.shared.manager
            let trees = ConcurrencySafeContainer<[String]>([])
            let previousLogger = manager.logger
            manager.logger = { tree in
                if tree.contains("TraceContainer.") { trees.withLock { $0.append(tree) } }
            }
            defer {
                manager.trace = false
                manager.logger = previousLogger
            }
            #expect(!manager.trace)
            let container = TraceContainer()
            _ = container.traceRoot()
            #expect(trees.withLock { $0 }.isEmpty, "nothing is written while trace is off")

            manager.trace = true
            #expect(Container.shared.manager.trace, "the switch is shared by every container")
            let root = container.traceRoot()
            let address = traced(root.left)
            let tree = trees.withLock { $0 }.last ?? ""
            let lines = tree.split(separator: "\n").map(String.init)
            #expect(lines.count == 4)
            #expect(lines.first?.hasPrefix("0: TraceContainer.traceRoot<TraceRoot> = F:\(traced(root))") == true)
            #expect(lines.first?.hasSuffix(":\(traced(root)) TraceRoot") == true)
            #expect(lines.dropFirst().first == "1:     TraceContainer.traceLeaf<Leaf> = C:\(address) Leaf")
            #expect(lines.dropFirst(2).first == "1:     TraceContainer.traceLeaf<Leaf> = C:\(address) Leaf")
            #expect(lines.last == "1:     TraceContainer.traceValue<Int> = F Int")

            let fresh = TraceContainer()
            _ = fresh.traceRoot()
            let freshLines = (trees.withLock { $0 }.last ?? "").split(separator: "\n")
            #expect(freshLines.dropFirst().first?.contains("traceLeaf<Leaf> = F:") == true, "built: F")
            #expect(freshLines.dropFirst(2).first?.contains("traceLeaf<Leaf> = C:") == true, "then cached: C")

            // Concurrent traced resolutions, while the switch is flipped: every tree written is whole.
            trees.withLock { $0.removeAll() }
            race(threads: 8) { thread in
                for round in 0..<50 {
                    if thread == 0, round.isMultiple(of: 5) { manager.trace.toggle() }
                    _ = TraceContainer().traceRoot()
                }
            }
            let written = trees.withLock { $0 }
            #expect(!written.isEmpty)
            for tree in written {
                let depths = tree.split(separator: "\n").map { Int($0.prefix { $0 != ":" }) ?? -1 }
                #expect(depths.first == 0)
                #expect(zip(depths, depths.dropFirst()).allSatisfy { $1 >= 0 && $1 <= $0 + 1 }, "\(tree)")
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
            manager.logger = { tree in trees.withLock { $0.append(tree) } }
            manager.trace = true
            let container = TraceContainer()

            // A first resolution of A -> B: A's line, then B's one level deeper, each built by its definition.
            let a = container.traceA()
            #expect(
                trees.withLock { $0 }.last
                    == """
                    0: TraceContainer.traceA<TraceA> = F:\(traced(a)) TraceA
                    1:     TraceContainer.traceB<Leaf> = F:\(traced(a.b)) Leaf
                    """)

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
