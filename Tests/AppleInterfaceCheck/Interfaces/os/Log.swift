// SPDX-License-Identifier: MPL-2.0

// The unified log as the iOS 17.0 and macOS 14.0 SDKs' `os` module declares it (`os.swiftinterface`, and
// <os/log.h> as Swift imports it), limited to what the package's diagnostic reporter uses. In the SDKs
// `OSLogMessage`, `OSLogInterpolation` and `Logger`'s methods are `@_transparent`, compiler-evaluated code; here
// they are plain declarations with the same signatures. `OSLog` is an `OS_OBJECT` class there (an `NSObject`
// subclass); here a plain class. Interface only: declarations for the type checker; no body ever runs.

/// `OS_ENUM(os_log_type, uint8_t, …)` in <os/log.h>, imported as a struct wrapping the raw value.
/// https://developer.apple.com/documentation/os/oslogtype
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    /// The type with this raw value.
    public init(_ rawValue: UInt8) { fatalError() }
    /// The type with this raw value.
    public init(rawValue: UInt8) { fatalError() }
    /// `OS_LOG_TYPE_DEFAULT` is 0x00, `OS_LOG_TYPE_FAULT` 0x11.
    public var rawValue: UInt8 { fatalError() }
}

extension OSLogType {
    /// https://developer.apple.com/documentation/os/oslogtype/default
    @available(macOS 10.12, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
    public static var `default`: OSLogType { fatalError() }
    /// https://developer.apple.com/documentation/os/oslogtype/fault
    @available(macOS 10.12, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
    public static var fault: OSLogType { fatalError() }
}

/// `OS_OBJECT_DECL_SWIFT(os_log)` in <os/log.h>: a log object.
/// https://developer.apple.com/documentation/os/oslog
open class OSLog {
    /// https://developer.apple.com/documentation/os/oslog/init(subsystem:category:)
    @available(macOS 10.12, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
    public init(subsystem: String, category: String) { fatalError() }

    /// https://developer.apple.com/documentation/os/oslog/default
    @available(macOS 10.12, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
    public static var `default`: OSLog { fatalError() }
}

/// https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:)
@available(macOS 10.12, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) { fatalError() }

/// https://developer.apple.com/documentation/os/logger
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct Logger {
    /// https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
    public init(subsystem: String, category: String) { fatalError() }

    /// https://developer.apple.com/documentation/os/logger/log(level:_:)
    public func log(level: OSLogType, _ message: OSLogMessage) { fatalError() }
}

/// https://developer.apple.com/documentation/os/oslogmessage
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// A message from an interpolated string literal.
    public init(stringInterpolation: OSLogInterpolation) { fatalError() }
    /// A message from a plain string literal.
    public init(stringLiteral value: String) { fatalError() }
}

/// https://developer.apple.com/documentation/os/osloginterpolation
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// Called by the compiler for an interpolated string literal.
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    /// Called by the compiler for a literal segment.
    public mutating func appendLiteral(_ literal: String) { fatalError() }

    /// https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-1omkc
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) { fatalError() }
}

/// https://developer.apple.com/documentation/os/oslogprivacy
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct OSLogPrivacy {
    /// https://developer.apple.com/documentation/os/oslogprivacy/public
    public static var `public`: OSLogPrivacy { fatalError() }
    /// https://developer.apple.com/documentation/os/oslogprivacy/auto
    public static var auto: OSLogPrivacy { fatalError() }
}

/// https://developer.apple.com/documentation/os/oslogstringalignment
@available(macOS 11.0, iOS 14.0, watchOS 7.0, tvOS 14.0, *)
public struct OSLogStringAlignment {
    /// https://developer.apple.com/documentation/os/oslogstringalignment/none
    public static var none: OSLogStringAlignment { fatalError() }
}
