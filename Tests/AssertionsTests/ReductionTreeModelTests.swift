// SPDX-License-Identifier: MPL-2.0

import TestSupport
import Testing

// `@testable`: `ReductionTree` is the manager's internal segment tree. Driving it directly reaches growth,
// clearing, rewriting and rebuilding at every capacity in a few operations; through the public API each path needs
// hundreds of assertions.
@testable import Assertions

/// One operation on the tree; `pick` chooses among the slots in use.
enum TreeOperation: CustomStringConvertible {
    case append(Int)
    case clear(pick: Int)
    case set(pick: Int, to: Int)
    case rebuild

    static func random(using random: inout SplitMix) -> TreeOperation {
        let value = Int.random(in: 0..<100, using: &random)
        let pick = Int.random(in: 0..<1_000, using: &random)
        return switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: .append(value)
        case 5, 6: .clear(pick: pick)
        case 7, 8: .set(pick: pick, to: value)
        default: .rebuild
        }
    }

    var description: String {
        switch self {
        case .append(let value): "append(\(value))"
        case .clear(let pick): "clear(pick: \(pick))"
        case .set(let pick, let value): "set(pick: \(pick), to: \(value))"
        case .rebuild: "rebuild"
        }
    }
}

/// Runs `operations` on a tree and on a plain array of slots, and returns the first step where the root is not
/// the left fold of the live leaves, in slot order, or a leaf differs.
private func treeDisagreement<Value: AssertionValue & Equatable>(
    _ operations: [TreeOperation], _ make: (Int) -> Value
) -> String? {
    var tree = ReductionTree<Value>(capacity: 1)
    var slots: [Value?] = []  // the model: every slot handed out, nil once cleared
    for (step, operation) in operations.enumerated() {
        switch operation {
        case .append(let value):
            if tree.isFull {
                // As the manager does: rebuild with the live leaves, in order, and room to grow.
                let live = slots.compactMap { $0 }
                tree = ReductionTree(capacity: max(1, live.count * 2).nextPowerOfTwo, leaves: live)
                slots = live
            }
            let slot = tree.append(make(value))
            if slot != slots.count { return "step \(step), \(operation): got slot \(slot), model \(slots.count)" }
            slots.append(make(value))
        case .clear(let pick):
            guard !slots.isEmpty else { continue }
            tree.clear(pick % slots.count)
            slots[pick % slots.count] = nil
        case .set(let pick, let value):
            guard !slots.isEmpty else { continue }
            tree.set(pick % slots.count, to: make(value))
            slots[pick % slots.count] = make(value)
        case .rebuild:
            let live = slots.compactMap { $0 }
            tree = ReductionTree(capacity: max(1, live.count).nextPowerOfTwo, leaves: live)
            slots = live
        }
        var fold = Value.defaultValue
        for case let leaf? in slots { Value.reduce(into: &fold, nextValue: leaf) }
        guard tree.value == fold else { return "step \(step), \(operation): root \(tree.value), left fold \(fold)" }
        for (slot, leaf) in slots.enumerated() where tree.leaf(slot) != leaf {
            return "step \(step), \(operation): slot \(slot) holds \(String(describing: tree.leaf(slot)))"
        }
    }
    return nil
}

extension Int {
    fileprivate var nextPowerOfTwo: Int {
        var power = 1
        while power < self { power *= 2 }
        return power
    }
}

@Suite("ReductionTree against a left fold")
struct ReductionTreeModelTests {
    @Test("An associative value: the root is the left fold of the live leaves after every step")
    func associativeRootIsTheLeftFold() {
        let failure = ModelCheck.run(
            sequences: 1_000, maxLength: 60,
            operation: TreeOperation.random(using:),
            check: { treeDisagreement($0) { Trail(text: "\($0),") } }
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    @Test("A non-associative value: the root is the exact left fold of the live leaves after every step")
    func nonAssociativeRootIsTheExactLeftFold() {
        let failure = ModelCheck.run(
            sequences: 1_000, maxLength: 60,
            operation: TreeOperation.random(using:),
            check: { treeDisagreement($0) { Smoothed(level: Double($0)) } }
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
