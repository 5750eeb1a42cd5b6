// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// A reference to a value that lives elsewhere (a `UIState`, a `ManagedState`, one of their properties, or a
/// constant), which reads it, writes it and publishes its changes as `DiffedValue`s.
///
/// Bindings usually come from a state: `$state.name`, `$state(\.name)`, `$items.safe(0)`. As a property wrapper
/// it lets a view declare the binding it will be handed later:
///
/// ```swift
/// final class NameView {
///     @UIBinding(.placeholder) private var name: String
///     func configure(withName binding: UIBinding<String>) { _name = binding }
///     func buttonTapped() { name = "new name" }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
@dynamicCallable
public struct UIBinding<Value>: SafeBinding {
    private let read: () -> Value
    /// Applies a change to the source. `isAssignment` says the change only assigns (it may be run on a copy to
    /// see whether it changes anything), as opposed to a `withLock` block, which runs exactly once.
    private let modify: (_ change: (inout Value) -> Void, _ isAssignment: Bool) -> Void
    /// The binding's changes. A binding to a property emits only when that property changes.
    public let publisher: AnyPublisher<DiffedValue<Value>, Never>

    init(
        read: @escaping () -> Value,
        modify: @escaping (_ change: (inout Value) -> Void, _ isAssignment: Bool) -> Void,
        publisher: AnyPublisher<DiffedValue<Value>, Never>
    ) {
        self.read = read
        self.modify = modify
        self.publisher = publisher
    }

    /// A binding over your own storage. `publisher` defaults to one that never emits.
    public init(
        publisher: AnyPublisher<DiffedValue<Value>, Never>? = nil,
        get: @escaping () -> Value,
        set: @escaping (Value) -> Void
    ) {
        self.init(
            read: get,
            modify: { change, _ in
                var value = get()
                change(&value)
                set(value)
            },
            publisher: publisher ?? Empty(completeImmediately: false).eraseToAnyPublisher()
        )
    }

    /// Wraps another binding: `@UIBinding(.placeholder) var name: String`, or `@UIBinding(binding)`.
    public init(_ binding: UIBinding<Value>) {
        self = binding
    }

    /// A constant binding, so a property wrapper can be declared with a fixed value.
    public init(wrappedValue: Value) {
        self = .constant(wrappedValue)
    }

    /// The bound value. Setting it writes through to the source.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set { modify({ $0 = newValue }, true) }
    }

    /// The binding itself, so `$name` offers `sink`, `publisher` and child bindings.
    public var projectedValue: UIBinding<Value> { self }

    /// Runs `body` on the value atomically and publishes the result once.
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        var result: Result?
        modify({ result = body(&$0) }, false)
        guard let result else {
            ProgramStop.stop("The source of UIBinding<\(Value.self)> did not run a change it was given.")
        }
        return result
    }

    /// A binding to the whole value.
    public func observe() -> UIBinding<Value> { self }

    /// A binding to one property; with `isDuplicate`, it drops deliveries that leave the property unchanged.
    func child<Member>(
        _ keyPath: WritableKeyPath<Value, Member>,
        isDuplicate: ((Member, Member) -> Bool)?
    ) -> UIBinding<Member> {
        part(
            read: { $0[keyPath: keyPath] },
            modify: { value, change in change(&value[keyPath: keyPath]) },
            published: publisher.map { $0.map(keyPath: keyPath) },
            isDuplicate: isDuplicate
        )
    }

    /// A binding to a part of the value (a property, a collection's element). An assignment to the part stays an
    /// assignment to the source, so an equal write neither changes nor announces, as on the source; with
    /// `isDuplicate`, it also drops deliveries (`published`) that leave the part unchanged.
    func part<Member, Parts: Publisher>(
        read readPart: @escaping (Value) -> Member,
        modify modifyPart: @escaping (inout Value, (inout Member) -> Void) -> Void,
        published: Parts,
        isDuplicate: ((Member, Member) -> Bool)?
    ) -> UIBinding<Member> where Parts.Output == DiffedValue<Member>, Parts.Failure == Never {
        let read = read
        let modify = modify
        let erased: AnyPublisher<DiffedValue<Member>, Never> =
            if let isDuplicate {
                published.removeDuplicates { isDuplicate($0.new, $1.new) }.eraseToAnyPublisher()
            } else {
                published.eraseToAnyPublisher()
            }
        return UIBinding<Member>(
            read: { readPart(read()) },
            modify: { change, isAssignment in modify({ modifyPart(&$0, change) }, isAssignment) },
            publisher: erased
        )
    }
}

extension UIBinding: Equatable where Value: Equatable {
    /// Two bindings are equal when their current values are.
    public static func == (lhs: UIBinding, rhs: UIBinding) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

// Safety: closures forward to locked sources.
extension UIBinding: @unchecked Sendable where Value: Sendable {}
