// SPDX-License-Identifier: MPL-2.0

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
