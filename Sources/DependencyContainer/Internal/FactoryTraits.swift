/// A factory value's scope kind, flags, name length and time to live, packed into one word.
///
/// Why one word: a ``FactoryRegistration`` is built and destroyed on every property access. The compiler
/// destroys a struct of up to seven scalar fields inline (a null check per reference), and a larger one
/// through its type's value witness table: a metadata lookup, an indirect call and a generic destroy, about a
/// sixth of a cached resolution. Packing these fields keeps the registration at seven scalars.
///
/// | bits | field |
/// |---|---|
/// | 0–2 | scope kind: 0 for none, else `Scope.Kind.rawValue + 1` |
/// | 3 | is a type registration |
/// | 4 | the modifier chain has passed `once()` |
/// | 5 | has a time to live |
/// | 8–31 | UTF-8 length of the definition's name |
/// | 32–63 | time to live in seconds, as a `Float` |
@usableFromInline
struct FactoryTraits: Sendable {
    @usableFromInline var bits: UInt64

    @inlinable
    init(nameLength: Int) {
        bits = UInt64(Swift.min(nameLength, Self.maxNameLength)) << 8
    }

    /// Longer names (there are none in practice: a name is a property's) are cut short in cycle reports.
    @usableFromInline static var maxNameLength: Int { 1 << 24 - 1 }

    @inlinable
    var scopeKind: Scope.Kind? {
        get {
            let code = UInt8(truncatingIfNeeded: bits & 7)
            return code == 0 ? nil : Scope.Kind(rawValue: code - 1)
        }
        set {
            bits = bits & ~7 | UInt64(newValue.map { $0.rawValue + 1 } ?? 0)
        }
    }

    @inlinable
    var isTypeRegistration: Bool {
        get { bits & 8 != 0 }
        set { bits = newValue ? bits | 8 : bits & ~8 }
    }

    @inlinable
    var passedOnce: Bool {
        get { bits & 16 != 0 }
        set { bits = newValue ? bits | 16 : bits & ~16 }
    }

    @inlinable
    var nameLength: Int { Int(truncatingIfNeeded: bits >> 8 & 0xFF_FFFF) }

    /// Seconds; single precision is far finer than the clock a time to live is measured against matters.
    @inlinable
    var timeToLive: Double? {
        get {
            guard bits & 32 != 0 else { return nil }
            return Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits >> 32)))
        }
        set {
            bits &= 0xFFFF_FFFF & ~32
            if let seconds = newValue {
                bits |= 32 | UInt64(Float(seconds).bitPattern) << 32
            }
        }
    }
}
