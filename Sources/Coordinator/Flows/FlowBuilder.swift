// SPDX-License-Identifier: MPL-2.0

/// Turns a flow's state into the screens to show: a pure function of the state, with no side effects.
public protocol FlowBuilder<State, Route>: Sendable {
    /// The flow's state.
    associatedtype State
    /// The routes it builds.
    associatedtype Route

    /// The stack for `state`, bottom first, or `nil` if this builder has nothing for it.
    func routes(for state: State) -> [Route]?
}

/// A builder made from a function.
public struct FlowStep<State, Route>: FlowBuilder {
    private let build: @Sendable (State) -> [Route]?

    /// A builder that calls `build`.
    public init(_ build: @escaping @Sendable (State) -> [Route]?) {
        self.build = build
    }

    /// A step that asks `builder`: how a builder of another type joins a list of steps.
    public init<Builder: FlowBuilder>(_ builder: Builder) where Builder.State == State, Builder.Route == Route {
        build = builder.routes(for:)
    }

    /// `build(state)`.
    public func routes(for state: State) -> [Route]? {
        build(state)
    }
}

/// Asks its builders in order; the first one with a result wins.
///
/// ```swift
/// let onboarding = ComposableFlowBuilder<Onboarding, Route>([
///     FlowStep { $0.sawWelcome ? nil : [.welcome] },
///     FlowStep { _ in [.welcome, .permissions] },
/// ])
/// ```
///
/// Builders of other types join the list as steps, `[FlowStep(welcome), FlowStep(permissions)]`, on every OS
/// version. From iOS 16, macOS 13, tvOS 16 and watchOS 9 they can also be passed and read as an array of
/// `any FlowBuilder<State, Route>` (the array initializer and ``builders``), which needs that OS's runtime.
public struct ComposableFlowBuilder<State, Route>: FlowBuilder {
    /// One builder, captured through its concrete type: an array of `any FlowBuilder<State, Route>` needs the
    /// runtime of iOS 16 and macOS 13, and this type works on every OS version the package supports.
    private struct Entry: Sendable {
        /// The builder as it was given, for ``builders``.
        let builder: any Sendable
        let routes: @Sendable (State) -> [Route]?

        init<Builder: FlowBuilder>(_ builder: Builder) where Builder.State == State, Builder.Route == Route {
            self.builder = builder
            routes = builder.routes(for:)
        }
    }

    private var entries: [Entry]

    /// A builder that asks `steps` in order.
    public init(_ steps: [FlowStep<State, Route>]) {
        entries = steps.map(Entry.init)
    }

    /// A builder that asks `builders` in order.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public init(_ builders: [any FlowBuilder<State, Route>]) {
        entries = builders.map { Entry($0) }
    }

    /// The builders, in the order they are asked.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public var builders: [any FlowBuilder<State, Route>] {
        // `as!` cannot fail: every entry was made from a builder with this `State` and `Route`.
        get { entries.map { $0.builder as! any FlowBuilder<State, Route> } }
        set { entries = newValue.map { Entry($0) } }
    }

    /// The first non-`nil` result among the builders, or `nil`.
    public func routes(for state: State) -> [Route]? {
        entries.firstAnswer { $0.routes(state) }
    }
}

extension Sequence {
    /// The first non-`nil` answer among the elements, asked in order; the elements after it are not asked.
    ///
    /// The rule of every composable builder here: ``ComposableFlowBuilder`` asks its builders for routes with it,
    /// and `ViewControllerComposableBuilder` its builders for a description and for a view controller.
    package func firstAnswer<Answer>(_ answer: (Element) throws -> Answer?) rethrows -> Answer? {
        for element in self {
            if let found = try answer(element) {
                return found
            }
        }
        return nil
    }
}
