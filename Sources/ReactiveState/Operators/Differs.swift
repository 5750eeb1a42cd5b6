// SPDX-License-Identifier: MPL-2.0

/// Whether two values differ at a key path: `differs(lhs: old, rhs: new, keyPath: \.name)`.
@inline(__always)
public func differs<Root, Member: Equatable>(lhs: Root, rhs: Root, keyPath: KeyPath<Root, Member>) -> Bool {
    lhs[keyPath: keyPath] != rhs[keyPath: keyPath]
}
