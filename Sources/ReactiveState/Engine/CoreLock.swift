// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// The lock a `_StateCore` runs under, resolved from a `StateLock` once at creation.
///
/// Two optionals rather than an enum with payloads: matching a payload copies (retains and releases) it, four
/// times per change, while reading a stored `let` does not.
@usableFromInline
struct CoreLock: @unchecked Sendable {  // @unchecked: both fields are locks; neither set means `.absent`.
    /// The package's lock, used bare (a `_StateCore` releases it while subscribers run); `.threadSafe`.
    @usableFromInline let platform: ConcurrencySafeContainer<Void>?
    @usableFromInline let custom: (any NSLocking)?

    @usableFromInline
    init(_ option: StateLock) {
        switch option {
        case .threadSafe: (platform, custom) = (ConcurrencySafeContainer(()), nil)
        case .absent: (platform, custom) = (nil, nil)
        case .custom(let lock): (platform, custom) = (nil, lock)
        }
    }

    @inlinable
    func lock() {
        if let platform {
            platform.lock()
        } else if let custom {
            custom.lock()
        }
    }

    @inlinable
    func unlock() {
        if let platform {
            platform.unlock()
        } else if let custom {
            custom.unlock()
        }
    }

    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
