// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// Every conformer that ships in the module, so each contract test runs against all of them.
enum Backend: String, CaseIterable, Sendable, CustomStringConvertible {
    case concurrencySafeContainer
    case legacyNSLock
    case mutexBox

    var description: String { rawValue }

    /// Builds a container of this backend, seen through the protocol existential.
    func make<State: Sendable>(_ state: State) -> any ConcurrencyContainerProtocol<State> {
        switch self {
        case .concurrencySafeContainer:
            return ConcurrencySafeContainer(state)
        case .legacyNSLock:
            return LegacyConcurrencySafe(state)
        case .mutexBox:
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                return MutexBox(state)
            }
            return LegacyConcurrencySafe(state)
        }
    }
}

struct Boom: Error, Equatable {
    let code: Int
}
