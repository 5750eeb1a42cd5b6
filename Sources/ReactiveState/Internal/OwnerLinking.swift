// SPDX-License-Identifier: MPL-2.0

import SwiftConcurrency

// How a state reaches the `objectWillChange` of the object whose stored property holds it (a view model).

/// Announces a state's changes before they are stored: to the state's own `objectWillChange`, and to the
/// `objectWillChange` of the object that owns the state (a view model), once the two are linked.
///
/// A state creates its signal only when someone asks for it, so a state nobody observes this way pays nothing
/// but a `nil` check per change.
@usableFromInline
// Safety: every stored property is read and written only under `targets`' lock; the publishers lock themselves.
final class WillChangeSignal: @unchecked Sendable {
    /// Who hears a change. The owner is held weakly: once it is gone, its publisher gets nothing more from this
    /// state. A state has one owner at most (the object whose stored property holds it).
    private struct Targets {
        var own: ObservableObjectPublisher?
        weak var owner: AnyObject?
        weak var ownerPublisher: ObservableObjectPublisher?
    }

    private let targets = ConcurrencySafeContainer(Targets())

    init() {}

    /// The state's own `objectWillChange`, created when first asked for: a state that is only ever observed
    /// through its owner sends nothing to it.
    var publisher: ObservableObjectPublisher {
        targets.withLockUnchecked { targets in
            if let own = targets.own { return own }
            let own = ObservableObjectPublisher()
            targets.own = own
            return own
        }
    }

    /// Fires every publisher, with no lock held (a subscriber may read or write the state).
    @usableFromInline
    func send() {
        let (own, owner) = targets.withLockUnchecked { targets in
            (targets.own, targets.owner == nil ? nil : targets.ownerPublisher)
        }
        own?.send()
        owner?.send()
    }

    /// Links `owner` (the object whose stored property holds the state), unless an owner is linked already.
    /// Returns what the caller may report: why `owner` could not be linked, or `nil`.
    func link(_ owner: AnyObject) -> String? {
        let isLinked = targets.withLockUnchecked { $0.owner != nil }
        guard !isLinked else { return nil }
        guard let observable = owner as? any ObservableObject else { return nil }
        guard let publisher = Self.stablePublisher(of: observable) else {
            return "\(type(of: owner)) is an ObservableObject whose objectWillChange is a new publisher on every "
                + "read (it has no @Published property), so its state changes cannot reach SwiftUI. Declare "
                + "`let objectWillChange = ObservableObjectPublisher()` in it."
        }
        targets.withLockUnchecked { targets in
            guard targets.owner == nil else { return }
            targets.owner = owner
            targets.ownerPublisher = publisher
        }
        return nil
    }

    /// The owner's `objectWillChange` if it is an `ObservableObjectPublisher` that stays the same object.
    ///
    /// Combine's and OpenCombine's default `objectWillChange` keep one publisher only in a `@Published`
    /// property; an object with none returns a new, unconnected publisher each time.
    private static func stablePublisher<Owner: ObservableObject>(of owner: Owner) -> ObservableObjectPublisher? {
        guard let first = owner.objectWillChange as? ObservableObjectPublisher,
            let second = owner.objectWillChange as? ObservableObjectPublisher,
            first === second
        else { return nil }
        return first
    }
}

/// A property-wrapper class that links the object storing it (that object's `objectWillChange`) on every use
/// through that object.
///
/// The `_enclosingInstance` subscripts of ``UIState``, ``ManagedState`` and ``ValueSubject`` all forward to
/// ``owned(by:storage:)``. Swift looks those subscripts up on the wrapper type itself, never in a protocol
/// extension, so each type still declares its two; what they do is written once, here.
@usableFromInline
protocol _OwnerLinkedWrapper: AnyObject {
    /// Links `owner`'s `objectWillChange` to this wrapper's changes; only the first owner is linked.
    func _linkOwner(_ owner: AnyObject)
}

extension _OwnerLinkedWrapper {
    /// The wrapper stored at `storage` in `owner`, after linking `owner`.
    @inlinable
    static func owned<Owner: AnyObject>(by owner: Owner, storage: ReferenceWritableKeyPath<Owner, Self>) -> Self {
        let wrapper = owner[keyPath: storage]
        wrapper._linkOwner(owner)
        return wrapper
    }
}

extension _OwnerLinkedWrapper where Self: StateWrapper {
    @inlinable
    func _linkOwner(_ owner: AnyObject) {
        _core.linkOwner(owner)
    }
}

extension UIState: _OwnerLinkedWrapper {}

extension ManagedState: _OwnerLinkedWrapper {}

extension ValueSubject: _OwnerLinkedWrapper {
    @usableFromInline
    func _linkOwner(_ owner: AnyObject) {
        root.linkOwner(owner)
    }
}

/// A core seen without its value type: what a `ValueSubject` and its children share for `objectWillChange`.
protocol OwnedState: AnyObject, Sendable {
    var willChangeSignal: WillChangeSignal { get }
    func linkOwner(_ owner: AnyObject)
}

extension _StateCore: OwnedState {}
