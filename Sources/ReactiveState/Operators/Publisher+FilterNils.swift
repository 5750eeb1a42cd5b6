// SPDX-License-Identifier: MPL-2.0

extension Publisher {
    /// Drops `nil`s and unwraps the rest.
    public func filterNils<Wrapped>() -> Publishers.CompactMap<Self, Wrapped> where Output == Wrapped? {
        compactMap { $0 }
    }
}
