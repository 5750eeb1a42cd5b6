// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

/// A shared, observable value that publishes its plain values (not diffs), including the current one to each
/// new subscriber.
///
/// ```swift
/// struct Form: Equatable { var name: String }
/// @ValueSubject var form = Form(name: "")
/// $form.map(\.name).sink { print("Name changed to:", $0) }.store(in: &cancellables)
/// form.name = "Nik"
/// ```
///
/// Every assignment is published, equal or not. `$form.name` (or `$form(\.name)`) is a `ValueSubject` for one
/// property: reads and writes go to the parent, it publishes only when the property changes (for `Equatable`
/// properties), and creating one subscribes to nothing.
@propertyWrapper
@dynamicMemberLookup
@dynamicCallable
public final class ValueSubject<Output>: Publisher, ObservableObject {
    /// The failure type shared by the upstreams.
    public typealias Failure = Never

    private let source: UIBinding<Output>
    /// The core this subject (or, for a child, its root) stores the value in.
    let root: any OwnedState

    /// Creates the subject with its first value and, optionally, a choice of lock (default: thread-safe).
    public init(wrappedValue: Output, lock: StateLock = .threadSafe) {
        let core = _StateCore(wrappedValue, lock: lock, isDuplicate: nil)
        source = core.rootBinding()
        root = core
    }

    private init(source: UIBinding<Output>, root: any OwnedState) {
        self.source = source
        self.root = root
    }

    /// The current value. Every assignment is published.
    public var wrappedValue: Output {
        get { source.wrappedValue }
        set { source.wrappedValue = newValue }
    }

    /// The subject itself: `$form.sink`, `$form.name`, `$form(\.name)`.
    public var projectedValue: ValueSubject<Output> { self }

    /// `form` used as a stored property of a class: as `wrappedValue`, and links the class's
    /// `objectWillChange` when it is an `ObservableObject`.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Output>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, ValueSubject>
    ) -> Output {
        get { owned(by: owner, storage: storageKeyPath).wrappedValue }
        set { owned(by: owner, storage: storageKeyPath).wrappedValue = newValue }
    }

    /// `$form` used as a stored property of a class: the subject, after linking the class's `objectWillChange`.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        projected projectedKeyPath: KeyPath<Owner, ValueSubject>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, ValueSubject>
    ) -> ValueSubject {
        owned(by: owner, storage: storageKeyPath)
    }

    /// Fires before every assignment (equal or not, as every assignment is published), with no lock held. A
    /// child subject (`$form.name`) shares its parent's. A subject that is a stored property of an
    /// `ObservableObject` also fires that object's `objectWillChange`; see <doc:ObservableObjectInterop>.
    public var objectWillChange: ObservableObjectPublisher {
        root.willChangeSignal.publisher
    }

    /// Changes the value atomically and publishes the result once.
    @discardableResult
    public func withLock<Result>(_ body: (inout Output) -> Result) -> Result {
        source.withLock(body)
    }

    /// Attaches `subscriber` (Combine's `Publisher` requirement).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        source.publisher.map(\.new).receive(subscriber: subscriber)
    }

    /// A subject for one property, publishing only when it changes.
    public func observe<Member: Equatable>(keyPath: WritableKeyPath<Output, Member>) -> ValueSubject<Member> {
        ValueSubject<Member>(source: source.child(keyPath, isDuplicate: ==), root: root)
    }

    /// A subject for one property that is not `Equatable`: it publishes whenever the parent does.
    public func observe<Member>(keyPath: WritableKeyPath<Output, Member>) -> ValueSubject<Member> {
        ValueSubject<Member>(source: source.child(keyPath, isDuplicate: nil), root: root)
    }

    /// `$form.name`: a subject for one property.
    public subscript<Member: Equatable>(dynamicMember keyPath: WritableKeyPath<Output, Member>) -> ValueSubject<Member>
    {
        observe(keyPath: keyPath)
    }

    /// `$form.name` for a property that is not `Equatable`.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Output, Member>) -> ValueSubject<Member> {
        observe(keyPath: keyPath)
    }

    /// `$form()`: a `UIBinding` to the whole value, for APIs that take one.
    public func dynamicallyCall(withArguments arguments: [Never]) -> UIBinding<Output> {
        source
    }

    /// `$form(\.name)`: a subject for one property.
    public func dynamicallyCall<Member: Equatable>(
        withArguments keyPaths: [WritableKeyPath<Output, Member>]
    ) -> ValueSubject<Member> {
        ProgramStop.require(
            keyPaths.count == 1, "Call a subject with one key path, as in $form(\\.name), not with \(keyPaths.count)."
        )
        return observe(keyPath: keyPaths[0])
    }
}

extension ValueSubject where Output: ExpressibleByNilLiteral {
    /// A subject that starts as `nil`.
    public convenience init() { self.init(wrappedValue: nil) }
}

extension ValueSubject where Output: ExpressibleByArrayLiteral {
    /// A subject that starts as an empty collection.
    public convenience init() { self.init(wrappedValue: []) }
}

extension ValueSubject where Output: ExpressibleByDictionaryLiteral {
    /// A subject that starts as an empty dictionary.
    public convenience init() { self.init(wrappedValue: [:]) }
}

// Safety: the source is a locked core.
extension ValueSubject: @unchecked Sendable where Output: Sendable {}
