// SPDX-License-Identifier: MPL-2.0

/// Reads a cached instance back without checking the box's type.
///
/// A cache hit runs in code not specialized for `T`, where a checked cast to `TypedInstanceBox<T>` first looks
/// up that class's metadata in the runtime's cache, on every hit; an unchecked cast needs no metadata. Unsafe by
/// an invariant the compiler cannot check: an entry's key names the type it was built for (``FactoryKey/type``),
/// so the box under a key is always a `TypedInstanceBox` of the type asked for. Debug builds still check it.
enum _UnsafeInstanceBoxCast {
    @inline(__always)
    static func instance<T>(of box: InstanceBox, as _: T.Type) -> T {
        unsafeDowncast(box, to: TypedInstanceBox<T>.self).instance
    }
}
