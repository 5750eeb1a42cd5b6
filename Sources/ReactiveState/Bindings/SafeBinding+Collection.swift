// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

extension SafeBinding where Value: MutableCollection {
    /// A binding to the element at `index`, or `defaultValue` while the index is out of bounds.
    ///
    /// Writes to an out-of-bounds index are ignored. The binding emits the default while out of bounds. When the
    /// elements are `Equatable`, an equal write neither changes nor announces, and the binding emits only when its
    /// element changes.
    ///
    /// ```swift
    /// @UIState var names = ["A", "B"]
    /// $names.safe(10, default: "Fallback").wrappedValue  // "Fallback"
    /// ```
    public func safe(
        _ index: Value.Index,
        default defaultValue: @autoclosure @escaping () -> Value.Element
    ) -> UIBinding<Value.Element> {
        element(at: index, default: defaultValue, isDuplicate: nil)
    }

    /// A binding to the element at `index`, falling back to that element's current value once the collection
    /// shrinks. The index must be valid now: an invalid one stops the program with a message naming it.
    public func safe(_ index: Value.Index) -> UIBinding<Value.Element> {
        element(atValid: index, isDuplicate: nil)
    }

    /// A binding to the element at `index`, which must stay valid: reading or writing it after the collection has
    /// shrunk stops the program with a message naming the index.
    public func unsafe(_ index: Value.Index) -> UIBinding<Value.Element> {
        element(atRequired: index, isDuplicate: nil)
    }

    /// One binding per element, each to its index.
    public func bindingArray() -> [UIBinding<Value.Element>] {
        elements(isDuplicate: nil)
    }

    // The bindings above and their `Equatable` overloads below, which differ only in `isDuplicate`.
    func element(
        at index: Value.Index,
        default defaultValue: @escaping () -> Value.Element,
        isDuplicate: ((Value.Element, Value.Element) -> Bool)?
    ) -> UIBinding<Value.Element> {
        let whole = observe()
        func element(of collection: Value) -> Value.Element { collection[safe: index] ?? defaultValue() }
        return whole.part(
            read: element(of:),
            modify: { collection, change in
                guard collection.indices.contains(index) else { return }
                change(&collection[index])
            },
            published: whole.publisher
                .map { DiffedValue(old: $0.old.map(element(of:)), new: element(of: $0.new), editor: nil) },
            isDuplicate: isDuplicate
        )
    }

    func element(
        atValid index: Value.Index,
        isDuplicate: ((Value.Element, Value.Element) -> Bool)?
    ) -> UIBinding<Value.Element> {
        let current = wrappedValue
        ProgramStop.require(
            current.indices.contains(index),
            "safe(\(index)): the index is out of bounds of the \(current.count) elements; use safe(_:default:)."
        )
        return element(at: index, default: { current[index] }, isDuplicate: isDuplicate)
    }

    func element(
        atRequired index: Value.Index,
        isDuplicate: ((Value.Element, Value.Element) -> Bool)?
    ) -> UIBinding<Value.Element> {
        let whole = observe()
        func element(of collection: Value) -> Value.Element {
            guard let element = collection[safe: index] else {
                ProgramStop.stop("unsafe(\(index)): the index is out of bounds of \(collection.count) elements.")
            }
            return element
        }
        return whole.part(
            read: element(of:),
            modify: { collection, change in
                _ = element(of: collection)
                change(&collection[index])
            },
            published: whole.publisher
                .filter { $0.new.indices.contains(index) }
                .map { DiffedValue(old: $0.old?[safe: index], new: $0.new[index], editor: nil) },
            isDuplicate: isDuplicate
        )
    }

    func elements(isDuplicate: ((Value.Element, Value.Element) -> Bool)?) -> [UIBinding<Value.Element>] {
        let current = wrappedValue
        return current.indices.map { index in
            element(at: index, default: { current[index] }, isDuplicate: isDuplicate)
        }
    }
}

/// The same bindings for `Equatable` elements: an equal write neither changes nor announces, as on the collection
/// itself, and each binding emits only when its own element changes.
extension SafeBinding where Value: MutableCollection, Value.Element: Equatable {
    /// A binding to the element at `index`, or `defaultValue` while the index is out of bounds; an equal write
    /// changes and announces nothing.
    public func safe(
        _ index: Value.Index,
        default defaultValue: @autoclosure @escaping () -> Value.Element
    ) -> UIBinding<Value.Element> {
        element(at: index, default: defaultValue, isDuplicate: ==)
    }

    /// A binding to the element at `index`, which must be valid now; an equal write changes and announces nothing.
    public func safe(_ index: Value.Index) -> UIBinding<Value.Element> {
        element(atValid: index, isDuplicate: ==)
    }

    /// A binding to the element at `index`, which must stay valid; an equal write changes and announces nothing.
    public func unsafe(_ index: Value.Index) -> UIBinding<Value.Element> {
        element(atRequired: index, isDuplicate: ==)
    }

    /// One binding per element, each to its index; an equal write changes and announces nothing.
    public func bindingArray() -> [UIBinding<Value.Element>] {
        elements(isDuplicate: ==)
    }
}
