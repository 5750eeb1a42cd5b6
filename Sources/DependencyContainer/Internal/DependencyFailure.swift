import Foundation

/// The program-ending reports of DependencyContainer.
///
/// A dependency cycle has no correct result, and returning anything would hide the bug, so it stops the
/// program, but only after saying exactly what went wrong. The message is written to standard error first,
/// because optimised builds drop `preconditionFailure`'s own message.
@usableFromInline
enum DependencyFailure {
    /// `link` was requested while the same definition was already being built on this thread.
    @usableFromInline
    static func cycle(_ chain: [ResolutionLink], closingAt key: FactoryKey) -> Never {
        let start = chain.firstIndex { $0.key == key } ?? 0
        stop(cycleMessage(Array(chain[start...]), note: nil))
    }

    /// Two threads each wait for an instance the other is building: a cycle split across threads.
    static func crossThreadCycle(_ links: [ResolutionLink]) -> Never {
        stop(cycleMessage(links, note: "The cycle spans two threads, each building one side of it."))
    }

    @usableFromInline
    static func tooDeep(_ chain: [ResolutionLink]) -> Never {
        let tail = chain.suffix(12).map(\.typeName).joined(separator: " -> ")
        stop(
            """
            DependencyContainer: resolution nested more than \(ResolutionContext.depthLimit) levels deep, \
            which is almost certainly a cycle through a ParameterFactory that resolves itself. Last links: \
            … -> \(tail). Fix: break the recursion, or pass the dependency in as a parameter.
            """
        )
    }

    static func cycleMessage(_ links: [ResolutionLink], note: String?) -> String {
        let types = links.map(\.typeName).joined(separator: " -> ")
        let definitions = links.map(\.definitionName).joined(separator: " -> ")
        return """
            DependencyContainer: dependency cycle: \(types) (definitions: \(definitions)). \
            \(note.map { $0 + " " } ?? "")Each of these needs the next to be built first, so none can be. \
            Fix: remove one edge, e.g. by injecting a lazy reference or a closure instead of the instance.
            """
    }

    static func stop(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        preconditionFailure(message)
    }
}
