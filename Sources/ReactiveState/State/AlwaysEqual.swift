// SPDX-License-Identifier: MPL-2.0

/// CombineExt's name for a property that never counts as a change: `@AlwaysEqual var cache = DataCache()`.
///
/// The same wrapper as ``IgnoredState`` without an `id`: any two values compare equal and hash alike, so a
/// change to the property alone is stored but not published.
public typealias AlwaysEqual<Value> = IgnoredState<Value>
