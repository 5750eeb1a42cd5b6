// SPDX-License-Identifier: MPL-2.0

import Foundation

/// Model-based testing: random operation sequences run against the system under test and a naive reference model,
/// and a failing sequence shrunk to a minimal one.
///
/// Each sequence is drawn from its own seed, derived from a base seed and the sequence's number, so a failure can be
/// replayed exactly. The base seed is fixed, so CI runs the same sequences every time; set the environment variable
/// `UTILITYKIT_MODEL_SEED` to explore others, and `UTILITYKIT_MODEL_SCALE` to run that many times more sequences.
public enum ModelCheck {
    /// The base seed of this run.
    public static var baseSeed: UInt64 {
        ProcessInfo.processInfo.environment["UTILITYKIT_MODEL_SEED"].flatMap { UInt64($0) } ?? 0x00C0_FFEE_2026
    }

    /// How many times the default number of sequences to run.
    static var scale: Int {
        ProcessInfo.processInfo.environment["UTILITYKIT_MODEL_SCALE"].flatMap { Int($0) }.map { max(1, $0) } ?? 1
    }

    /// A failing sequence, shrunk.
    public struct Failure<Operation>: CustomStringConvertible {
        /// The base seed of the run.
        public let baseSeed: UInt64
        /// The number of the sequence that failed, within the run.
        public let sequence: Int
        /// How many operations the failing sequence had before shrinking.
        public let originalLength: Int
        /// The shortest failing sequence found: removing any one operation (or simplifying it) makes it pass.
        public let minimal: [Operation]
        /// What the check reported for `minimal`.
        public let message: String

        /// The message, the seed to replay it with, and the minimal sequence, one operation a line.
        public var description: String {
            let steps = minimal.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
            return """
                Model check failed: \(message)
                Sequence \(sequence) of base seed \(baseSeed) (replay with UTILITYKIT_MODEL_SEED=\(baseSeed)), \
                shrunk from \(originalLength) to \(minimal.count) operations:
                \(steps)
                """
        }
    }

    /// Runs `sequences` random sequences of 1 to `maxLength` operations through `check`, which builds a fresh system
    /// and model, applies the operations to both and returns a description of the first disagreement (`nil` when they
    /// agree throughout). Returns the first failure, shrunk: operations are removed, and each remaining one replaced
    /// by its `simpler` forms, for as long as the sequence still fails.
    public static func run<Operation>(
        sequences: Int,
        maxLength: Int,
        operation: (inout SplitMix) -> Operation,
        simpler: (Operation) -> [Operation] = { _ in [] },
        check: ([Operation]) -> String?
    ) -> Failure<Operation>? {
        let base = baseSeed
        for sequence in 0..<sequences * scale {
            var random = SplitMix(seed: base ^ (UInt64(sequence) &* 0x9E37_79B9_7F4A_7C15))
            let length = Int.random(in: 1...maxLength, using: &random)
            let operations = (0..<length).map { _ in operation(&random) }
            guard let message = check(operations) else { continue }
            let (minimal, minimalMessage) = shrink(operations, message: message, simpler: simpler, check: check)
            return Failure(
                baseSeed: base, sequence: sequence, originalLength: operations.count, minimal: minimal,
                message: minimalMessage)
        }
        return nil
    }

    /// Removes chunks of operations, halving the chunk size down to one, then simplifies operations one by one,
    /// until no change keeps the sequence failing (or a budget of checks is spent).
    static func shrink<Operation>(
        _ failing: [Operation],
        message: String,
        simpler: (Operation) -> [Operation],
        check: ([Operation]) -> String?
    ) -> ([Operation], String) {
        var current = failing
        var currentMessage = message
        var budget = 5_000
        var improved = true
        while improved, budget > 0 {
            improved = false
            var chunk = max(1, current.count / 2)
            while chunk >= 1, budget > 0 {
                var start = 0
                while start < current.count, budget > 0 {
                    var candidate = current
                    candidate.removeSubrange(start..<min(start + chunk, current.count))
                    budget -= 1
                    if let failure = check(candidate) {
                        current = candidate
                        currentMessage = failure
                        improved = true
                    } else {
                        start += chunk
                    }
                }
                chunk /= 2
            }
            for index in current.indices where budget > 0 {
                for replacement in simpler(current[index]) where budget > 0 {
                    var candidate = current
                    candidate[index] = replacement
                    budget -= 1
                    if let failure = check(candidate) {
                        current = candidate
                        currentMessage = failure
                        improved = true
                        break
                    }
                }
            }
        }
        return (current, currentMessage)
    }
}
