/// Identifies one cached or registered dependency: the type it produces, where it is defined, and which
/// registration of that definition built it.
///
/// - `site` is the address of the definition's `StaticString` key (`#function` of the container property)
///   or of the ``Provider`` object, so two definitions of the same type never share a key.
/// - `variant` is 0 for the definition itself and the serial number of an override otherwise, so an
///   override's cached instances never mix with the definition's.
@usableFromInline
struct FactoryKey: Hashable, Sendable {
    @usableFromInline let type: ObjectIdentifier
    @usableFromInline let site: UInt
    @usableFromInline var variant: UInt

    @inlinable
    init(type: ObjectIdentifier, site: UInt, variant: UInt = 0) {
        self.type = type
        self.site = site
        self.variant = variant
    }

    @inlinable
    init<T>(_: T.Type, site: StaticString) {
        self.init(type: ObjectIdentifier(T.self), site: Self.address(of: site))
    }

    /// The key with the same definition and another registration of it.
    @inlinable
    func withVariant(_ variant: UInt) -> FactoryKey {
        var copy = self
        copy.variant = variant
        return copy
    }

    /// A string literal's address; a one-scalar literal has none, so its scalar stands in, tagged so that it
    /// cannot equal an address.
    @inlinable
    static func address(of site: StaticString) -> UInt {
        site.hasPointerRepresentation
            ? UInt(bitPattern: site.utf8Start) : UInt(site.unicodeScalar.value) | (1 << (UInt.bitWidth - 1))
    }

    /// The definition name whose `address(of:)` is `site`, given its UTF-8 length.
    static func name(at site: UInt, length: Int) -> String {
        let scalarTag: UInt = 1 << (UInt.bitWidth - 1)
        if site & scalarTag != 0 {
            return Unicode.Scalar(UInt32(truncatingIfNeeded: site & ~scalarTag)).map { String($0) } ?? "?"
        }
        // A string literal is immortal, so its bytes are still where `address(of:)` found them.
        guard let start = UnsafePointer<UInt8>(bitPattern: site) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
    }

    @inlinable
    static func == (lhs: FactoryKey, rhs: FactoryKey) -> Bool {
        lhs.site == rhs.site && lhs.type == rhs.type && lhs.variant == rhs.variant
    }

    @inlinable
    func hash(into hasher: inout Hasher) {
        hasher.combine(_rawHashValue(seed: 0))
    }

    // Every resolution looks a key up, and SipHash over three words costs more than the rest of a cached
    // resolution together. The words are addresses and serials chosen by this process, not input an attacker
    // controls, so a multiplicative mix (seeded, as `Dictionary` requires) is enough.
    @inlinable
    func _rawHashValue(seed: Int) -> Int {
        var mixed = UInt(bitPattern: seed) ^ site
        mixed = (mixed ^ UInt(bitPattern: type) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ variant ^ (mixed >> 31)) &* 0x94D0_49BB_1331_11EB
        return Int(bitPattern: mixed ^ (mixed >> 29))
    }
}
