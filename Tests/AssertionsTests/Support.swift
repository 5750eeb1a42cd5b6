// SPDX-License-Identifier: MPL-2.0

import Assertions
import SwiftConcurrency

/// Concatenation: associative but not commutative, so the value shows the order the manager folds in.
struct Trail: AssertionValue, Equatable {
    var text: String

    static var defaultValue: Trail { Trail(text: "") }

    static func reduce(into partialResult: inout Trail, nextValue: Trail) {
        partialResult.text += nextValue.text
    }
}

/// A running mean of pairs: not associative, and says so.
struct Smoothed: AssertionValue, Equatable {
    var level: Double

    static var defaultValue: Smoothed { Smoothed(level: 0) }
    static var isReductionAssociative: Bool { false }

    static func reduce(into partialResult: inout Smoothed, nextValue: Smoothed) {
        partialResult.level = (partialResult.level + nextValue.level) / 2
    }
}

/// A value that is not `Equatable`: every change must be reported.
struct Opaque: AssertionValue {
    var weight: Int

    static var defaultValue: Opaque { Opaque(weight: 0) }

    static func reduce(into partialResult: inout Opaque, nextValue: Opaque) {
        partialResult.weight = max(partialResult.weight, nextValue.weight)
    }
}

/// Records every report it gets, as text.
final class ReportLog: AssertionManagerDelegate, Sendable {
    private let reports = ConcurrencySafeContainer<[String]>([])

    func assertionManager<Value>(_ manager: AssertionManager<Value>, didUpdateValue value: Value) {
        let line = "\(manager.name): \(value)"
        reports.withLock { $0.append(line) }
    }

    var entries: [String] { reports.withLock { $0 } }
}
