// SPDX-License-Identifier: MPL-2.0

import Foundation

/// The reports of DependencyContainer: dependency cycles and runaway recursion.
///
/// A dependency cycle has no correct result, and returning anything would hide the bug, so it stops the
/// program, but only after saying exactly what went wrong. The message is written to standard error first,
/// because optimised builds drop `preconditionFailure`'s own message.
enum DependencyFailure {
    /// A dependency was requested while it was already being built by the same resolution; `chain` runs
    /// from that build to the request.
    static func cycle(_ chain: [ResolutionLink]) -> Never {
        stop(cycleMessage(chain, note: nil))
    }

    /// Two resolutions, on two threads, each wait for an instance the other is building.
    static func crossThreadCycle(_ links: [ResolutionLink]) -> Never {
        stop(cycleMessage(links, note: "The cycle spans two threads, each building one side of it."))
    }

    /// A `ParameterFactory` was resolved inside its own resolution `repeats` times.
    static func runaway(_ link: ResolutionLink, repeats: Int) -> Never {
        let tail = link.chain.suffix(6).map(\.typeName).joined(separator: " -> ")
        stop(
            """
            DependencyContainer: the ParameterFactory \(link.definitionName) (producing \(link.typeName)) was \
            resolved inside its own resolution \(repeats) times, \(link.depth) resolutions deep (last links: … -> \
            \(tail)). Past \(Resolution.runawayRepeats) nested repeats it is stopped before it exhausts the stack. \
            Fix: give the recursion a base case, or compute deep recursions outside the container.
            """
        )
    }

    /// `waiter`, inside a builder, has waited `delay` seconds for `builder`, whose resolution waits for nothing
    /// the container knows of: if it waits for `waiter`'s thread outside the container, neither can finish.
    static func reportProbableCycle(builder: ResolutionLink, waiter: ResolutionLink, after delay: Double) {
        let links = [builder] + waiter.chain
        let types = links.map(\.typeName).joined(separator: " -> ")
        let definitions = links.map(\.definitionName).joined(separator: " -> ")
        write(
            """
            DependencyContainer: probable dependency cycle across threads: \(types) (definitions: \
            \(definitions)). This thread is building \(waiter.parent?.typeName ?? "?") and has waited \
            \(Int(delay)) s for \(builder.typeName), which another thread is building while it waits for nothing \
            the container knows of. If that builder waits for this thread (DispatchQueue.sync, a semaphore, a \
            lock), neither can finish. Fix: remove one edge, e.g. inject a lazy reference or a closure instead of \
            the instance, or resolve before hopping threads.
            """
        )
    }

    /// A definition isolated to `actor` was resolved off that actor's executor.
    static func wrongExecutor(_ definition: String, actor: String) -> Never {
        stop(wrongExecutorMessage(definition, actor: actor))
    }

    static func wrongExecutorMessage(_ definition: String, actor: String) -> String {
        let fix =
            actor == "MainActor"
            ? "resolve it from main-actor code, or hop there first: `await factory.resolveOnMainActor()`"
            : "resolve it on that actor, e.g. `await factory.resolveOnGlobalActor(\(actor).shared)`"
        return """
            DependencyContainer: \(definition) is isolated to \(actor) (it was defined or registered in \(actor) \
            code), but was resolved on another thread, where building it would be a data race. Fix: \(fix).
            """
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
        write(message)
        preconditionFailure(message)
    }

    private static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
