// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

extension SafeBinding where Value: MutableCollection {
    /// A binding to the element at `index`, or `defaultValue` while the index is out of bounds.
    ///
    /// Writes to an out-of-bounds index are ignored. The binding emits the default while out of bounds.
    ///
    /// ```swift
    /// @UIState var names = ["A", "B"]
    /// $names.safe(10, default: "Fallback").wrappedValue  // "Fallback"
    /// ```
    public func safe(
        _ index: Value.Index,
        default defaultValue: @autoclosure @escaping () -> Value.Element
    ) -> UIBinding<Value.Element> {
        let whole = observe()
        return UIBinding(
            read: { whole.wrappedValue[safe: index] ?? defaultValue() },
            modify: { change, _ in
                whole.withLock { collection in
                    guard collection.indices.contains(index) else { return }
                    change(&collection[index])
                }
            },
            publisher: whole.publisher
                .map { diff in
                    DiffedValue(
                        old: diff.old.map { $0[safe: index] ?? defaultValue() },
                        new: diff.new[safe: index] ?? defaultValue(),
                        editor: nil
                    )
                }
                .eraseToAnyPublisher()
        )
    }

    /// A binding to the element at `index`, falling back to that element's current value once the collection
    /// shrinks. The index must be valid now: an invalid one stops the program with a message naming it.
    public func safe(_ index: Value.Index) -> UIBinding<Value.Element> {
        let current = wrappedValue
        ProgramStop.require(
            current.indices.contains(index),
            "safe(\(index)): the index is out of bounds of the \(current.count) elements; use safe(_:default:)."
        )
        return safe(index, default: current[index])
    }

    /// A binding to the element at `index`, which must stay valid: reading or writing it after the collection has
    /// shrunk stops the program with a message naming the index.
    public func unsafe(_ index: Value.Index) -> UIBinding<Value.Element> {
        let whole = observe()
        func element(of collection: Value) -> Value.Element {
            guard let element = collection[safe: index] else {
                ProgramStop.stop("unsafe(\(index)): the index is out of bounds of \(collection.count) elements.")
            }
            return element
        }
        return UIBinding(
            read: { element(of: whole.wrappedValue) },
            modify: { change, _ in
                whole.withLock { collection in
                    _ = element(of: collection)
                    change(&collection[index])
                }
            },
            publisher: whole.publisher
                .filter { $0.new.indices.contains(index) }
                .map { DiffedValue(old: $0.old?[safe: index], new: $0.new[index], editor: nil) }
                .eraseToAnyPublisher()
        )
    }

    /// One binding per element, each to its index.
    public func bindingArray() -> [UIBinding<Value.Element>] {
        let current = wrappedValue
        return current.indices.map { index in safe(index, default: current[index]) }
    }
}
