// SPDX-License-Identifier: MPL-2.0

extension Collection {
    /// The element at `index`, or `nil` when `index` is out of bounds: `names[safe: 10] ?? "Fallback"`.
    public subscript(safe index: Index) -> Element? {
        index >= startIndex && index < endIndex ? self[index] : nil
    }
}

extension MutableCollection {
    /// The element at `index`, or `nil` when `index` is out of bounds. Assigning replaces the element; an
    /// assignment to an out-of-bounds index, or of `nil`, is ignored (the collection keeps its size).
    ///
    /// ```swift
    /// var names = ["A", "B"]
    /// names[safe: 1] = "b"   // ["A", "b"]
    /// names[safe: 5] = "z"   // ignored
    /// ```
    public subscript(safe index: Index) -> Element? {
        get { index >= startIndex && index < endIndex ? self[index] : nil }
        set {
            guard let newValue, index >= startIndex, index < endIndex else { return }
            self[index] = newValue
        }
    }
}
