// SPDX-License-Identifier: MPL-2.0

/// An object's address as a number, for the trace's lines, which write it in decimal as Factory's do.
///
/// Unsafe by what it reads: the bits of a reference, which identify the object only while it lives. The trace
/// prints them and never turns them back into a reference.
enum _UnsafeObjectAddress {
    /// The address of `object`, in the bits of an `Int`.
    static func of(_ object: AnyObject) -> Int {
        Int(bitPattern: ObjectIdentifier(object))
    }
}
