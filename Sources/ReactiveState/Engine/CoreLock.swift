// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency

/// The lock a `_StateCore` runs under, resolved from a `StateLock` once at creation.
///
/// Two optionals rather than an enum with payloads: matching a payload copies (retains and releases) it, four
/// times per change, while reading a stored `let` does not.
@usableFromInline
// Safety: both fields are locks; neither set means `.absent`.
struct CoreLock: @unchecked Sendable {
    /// The package's lock, used bare (a `_StateCore` releases it while subscribers run); `.threadSafe`.
    @usableFromInline let _platform: ConcurrencySafeContainer<Void>?
    @usableFromInline let _custom: (any NSLocking)?

    @usableFromInline
    init(_ option: StateLock) {
        switch option {
        case .threadSafe: (_platform, _custom) = (ConcurrencySafeContainer(()), nil)
        case .absent: (_platform, _custom) = (nil, nil)
        case .custom(let lock): (_platform, _custom) = (nil, lock)
        }
    }

    @inlinable
    func lock() {
        if let _platform {
            _platform.lock()
        } else if let _custom {
            _custom.lock()
        }
    }

    /// Takes the lock; a debug build stops the program with `reentry` when this thread already holds the
    /// package's lock on Linux (see `ConcurrencySafeContainer.lock(reentry:)`). A custom lock does what that
    /// lock does.
    @inlinable
    func lock(reentry: @autoclosure () -> String) {
        if let _platform {
            _platform.lock(reentry: reentry())
        } else if let _custom {
            _custom.lock()
        }
    }

    @inlinable
    func unlock() {
        if let _platform {
            _platform.unlock()
        } else if let _custom {
            _custom.unlock()
        }
    }

    @inlinable
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
