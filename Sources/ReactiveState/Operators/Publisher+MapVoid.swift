// SPDX-License-Identifier: MPL-2.0

extension Publisher {
    /// Replaces every value with `()`, for subscribers that only care that something happened.
    public func mapVoid() -> Publishers.Map<Self, Void> {
        map { _ in () }
    }
}
