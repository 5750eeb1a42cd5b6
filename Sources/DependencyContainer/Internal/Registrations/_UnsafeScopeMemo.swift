// SPDX-License-Identifier: MPL-2.0

/// What one thread's scope modifiers last found in the tables: for a few definitions, that the table stored
/// nothing for the definition but its scope, and which scope, at which table ``RegistrationTable/generation``.
///
/// What it buys: a definition's chain (`self { … }.singleton`) writes its scope on every access, and nearly
/// always finds it stored already. While the table's generation has not moved since the thread last looked,
/// the modifier knows that without taking the table's lock and looking the key up; the resolution that follows
/// then holds no settings object, as the definition's own scope is all there is to read.
///
/// A direct-mapped table of plain values (no references), owned by one thread's ``_UnsafeResolutionThread``
/// and touched only by that thread: a private hash table, hence the name. Generations are unique in the
/// process (a changed table and a new one each take a number no table had), so an entry can only match the
/// table and the state it was read from; a table that changes in any way invalidates every entry for it.
struct _UnsafeScopeMemo {
    private struct Entry {
        var generation: UInt = 0
        var key = FactoryKey(Void.self, name: "")
        var scope = ObjectIdentifier(Void.self)
    }

    private static let slotCount = 32
    private let entries: UnsafeMutablePointer<Entry>

    /// An empty memo; ``destroy()`` frees it.
    init() {
        entries = .allocate(capacity: Self.slotCount)
        entries.initialize(repeating: Entry(), count: Self.slotCount)
    }

    func destroy() {
        entries.deinitialize(count: Self.slotCount)
        entries.deallocate()
    }

    /// Whether, at `generation`, the table stores nothing for `key` but the scope `scope`.
    @inline(__always)
    func storesOnly(_ scope: ObjectIdentifier, for key: FactoryKey, at generation: UInt) -> Bool {
        guard let slot = Self.slot(of: key) else { return false }
        let entry = entries + slot
        return entry.pointee.generation == generation && entry.pointee.scope == scope && entry.pointee.key == key
    }

    /// Remembers that, at `generation`, the table stores nothing for `key` but the scope `scope`.
    func remember(_ scope: ObjectIdentifier, for key: FactoryKey, at generation: UInt) {
        guard let slot = Self.slot(of: key) else { return }
        entries[slot] = Entry(generation: generation, key: key, scope: scope)
    }

    /// The slot of `key`: from the addresses of its type and its name's text. Two copies of one name's text
    /// take two slots, and each matches by `==`; a name without an address (a single scalar) is not remembered.
    @inline(__always)
    private static func slot(of key: FactoryKey) -> Int? {
        guard case .named(let name) = key.definition, name.name.hasPointerRepresentation else { return nil }
        let bits = UInt(bitPattern: name.name.utf8Start) ^ UInt(bitPattern: key.type) >> 4
        return Int(truncatingIfNeeded: (bits ^ bits >> 9) & UInt(slotCount - 1))
    }
}
