// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import TestSupport
import Testing

/// The three definitions the model drives, by scope.
enum ModelScope: Int, CaseIterable, CustomStringConvertible {
    case cached, unique, singleton

    var description: String { "\(self == .cached ? "cached" : self == .unique ? "unique" : "singleton")" }
}

/// One step through the public API.
enum RegistrationOperation: CustomStringConvertible {
    case resolve(ModelScope)
    /// `register { Numbered(generation) }` on the cached or the unique definition.
    case register(ModelScope, generation: Int)
    /// `factory.reset()`: registration, modifiers and cached instances (a singleton's included).
    case resetFactory(ModelScope)
    case resetContainerScopes
    case resetContainer
    case resetCachedScope
    case resetSingletons

    static func random(using random: inout SplitMix) -> RegistrationOperation {
        let scope = ModelScope.allCases[Int.random(in: 0..<3, using: &random)]
        return switch Int.random(in: 0..<16, using: &random) {
        case 0..<7: .resolve(scope)
        case 7, 8, 9:
            .register(scope == .singleton ? .cached : scope, generation: Int.random(in: 1...9, using: &random))
        case 10, 11: .resetFactory(scope)
        case 12: .resetContainerScopes
        case 13: .resetContainer
        case 14: .resetCachedScope
        default: .resetSingletons
        }
    }

    var description: String {
        switch self {
        case .resolve(let scope): "\(scope)()"
        case .register(let scope, let generation): "\(scope).register { Numbered(\(generation)) }"
        case .resetFactory(let scope): "\(scope).reset()"
        case .resetContainerScopes: "manager.reset(options: .scope)"
        case .resetContainer: "manager.reset()"
        case .resetCachedScope: "Scope.cached.reset()"
        case .resetSingletons: "Scope.singleton.reset()"
        }
    }
}

/// The reference: per definition, the registration in force (0 is the definition) and the instance it keeps.
private struct NaiveRegistrations {
    var registration: [ModelScope: Int] = [:]
    var kept: [ModelScope: Numbered] = [:]

    mutating func apply(_ operation: RegistrationOperation) {
        switch operation {
        case .resolve: break
        case .register(let scope, let generation):
            registration[scope] = generation
            kept[scope] = nil  // registering clears what the factory cached in the container
        case .resetFactory(let scope):
            registration[scope] = nil
            kept[scope] = nil
        case .resetContainerScopes, .resetCachedScope:
            kept[.cached] = nil
        case .resetContainer:
            registration = [:]
            kept[.cached] = nil
        case .resetSingletons:
            kept[.singleton] = nil
        }
    }
}

/// Runs `operations` in an isolated scope on a container of its own and on the reference; returns the first
/// resolution whose instance is not the one the reference expects (same object, or a new one from the
/// registration in force).
private func registrationDisagreement(_ operations: [RegistrationOperation]) -> String? {
    Container.withIsolated { _ in
        let container = Container()
        let factories: [ModelScope: Factory<Numbered>] = [
            .cached: Factory(container, key: "modelCached") { Numbered(0) }.cached,
            .unique: Factory(container, key: "modelUnique") { Numbered(0) },
            .singleton: Factory(container, key: "modelSingleton") { Numbered(0) }.singleton,
        ]
        var model = NaiveRegistrations()
        var seen: [Numbered] = []  // every instance, kept alive so that no new one can reuse an old address
        for (step, operation) in operations.enumerated() {
            switch operation {
            case .resolve(let scope):
                let instance = factories[scope]!()
                let expectedNumber = model.registration[scope] ?? 0
                if let kept = model.kept[scope] {
                    guard instance === kept else {
                        return "step \(step), \(operation): a new instance, not the kept one"
                    }
                } else {
                    guard !seen.contains(where: { $0 === instance }) else {
                        return "step \(step), \(operation): an old instance where a new one was due"
                    }
                    guard instance.number == expectedNumber else {
                        return "step \(step), \(operation): built by \(instance.number), model \(expectedNumber)"
                    }
                    if scope != .unique { model.kept[scope] = instance }
                }
                seen.append(instance)
            case .register(let scope, let generation):
                factories[scope]!.register { Numbered(generation) }
            case .resetFactory(let scope):
                factories[scope]!.reset()
            case .resetContainerScopes:
                container.manager.reset(options: .scope)
            case .resetContainer:
                container.manager.reset()
            case .resetCachedScope:
                Scope.cached.reset()
            case .resetSingletons:
                Scope.singleton.reset()
            }
            model.apply(operation)
        }
        return nil
    }
}

@Suite("Registrations, scopes and resets against a naive model")
struct RegistrationModelTests {
    @Test("Random registrations, resolutions and resets: every resolution gives the instance the model expects")
    func identityAtEveryStep() {
        let failure = ModelCheck.run(
            sequences: 1_500, maxLength: 40,
            operation: RegistrationOperation.random(using:),
            check: registrationDisagreement
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
