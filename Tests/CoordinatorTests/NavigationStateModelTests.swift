// SPDX-License-Identifier: MPL-2.0

import Coordinator
import Foundation
import TestSupport
import Testing

/// One operation of a random navigation sequence.
enum NavigationOperation: CustomStringConvertible {
    case push(MailRoute)
    case pop
    case popToRoot
    case present(MailRoute, PresentationStyle)
    case dismiss
    case dismissAll
    case replace([MailRoute])

    static func random(using random: inout SplitMix) -> NavigationOperation {
        func route() -> MailRoute {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: .inbox
            case 1: .compose
            case 2: .settings
            default: .message(id: Int.random(in: 0..<3, using: &random))
            }
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1, 2: return .push(route())
        case 3, 4: return .pop
        case 5: return .popToRoot
        case 6: return .present(route(), Bool.random(using: &random) ? .sheet : .fullScreen)
        case 7: return .dismiss
        case 8: return Int.random(in: 0..<3, using: &random) == 0 ? .dismissAll : .dismiss
        default: return .replace((0..<Int.random(in: 0..<3, using: &random)).map { _ in route() })
        }
    }

    var description: String {
        switch self {
        case .push(let route): "push(\(route))"
        case .pop: "pop()"
        case .popToRoot: "popToRoot()"
        case .present(let route, let style): "present(\(route), style: .\(style))"
        case .dismiss: "dismiss()"
        case .dismissAll: "dismissAll()"
        case .replace(let routes): "replace(with: \(routes))"
        }
    }
}

/// The reference: every screen on one flat list, bottom first; a screen that was presented carries its style and
/// starts a layer. Nothing here knows about layers as `NavigationState` stores them.
struct NaiveNavigation {
    var screens: [(route: MailRoute, style: PresentationStyle?)] = []
    /// A planted bug, for the test that checks that failures shrink: lets `pop` remove a presented screen.
    var popsPresentedScreens = false

    private var topStart: Int { screens.lastIndex { $0.style != nil } ?? 0 }

    /// Applies `operation`; returns what it returns (a route, a dismissed layer's routes) or the error it throws.
    mutating func apply(_ operation: NavigationOperation) -> String {
        switch operation {
        case .push(let route):
            screens.append((route, nil))
            return "ok"
        case .pop:
            guard let last = screens.last, last.style == nil || popsPresentedScreens else { return "nothingToPop" }
            screens.removeLast()
            return "\(last.route)"
        case .popToRoot:
            while let last = screens.last, last.style == nil { screens.removeLast() }
            return "ok"
        case .present(let route, let style):
            screens.append((route, style))
            return "ok"
        case .dismiss:
            guard let start = screens.lastIndex(where: { $0.style != nil }) else { return "nothingPresented" }
            let removed = screens[start...].map(\.route)
            screens.removeSubrange(start...)
            return "\(removed)"
        case .dismissAll:
            if let start = screens.firstIndex(where: { $0.style != nil }) { screens.removeSubrange(start...) }
            return "ok"
        case .replace(let routes):
            let start = topStart
            guard let style = screens.indices.contains(start) ? screens[start].style : nil else {
                screens = routes.map { ($0, nil) }
                return "ok"
            }
            guard let first = routes.first else { return "emptyPresentedLayer" }
            screens.replaceSubrange(start..., with: [(first, style)] + routes.dropFirst().map { ($0, nil) })
            return "ok"
        }
    }

    /// The layers `NavigationState` should report: split at each presented screen.
    var layers: [(PresentationStyle?, [MailRoute])] {
        var result: [(PresentationStyle?, [MailRoute])] = [(nil, [])]
        for screen in screens {
            if let style = screen.style {
                result.append((style, [screen.route]))
            } else {
                result[result.count - 1].1.append(screen.route)
            }
        }
        return result
    }
}

extension NavigationState<MailRoute> {
    /// Applies `operation`; returns what it returns or the error it throws, spelled as `NaiveNavigation` does.
    mutating func apply(_ operation: NavigationOperation) -> String {
        do throws(NavigationError) {
            switch operation {
            case .push(let route): push(route)
            case .pop: return "\(try pop())"
            case .popToRoot: popToRoot()
            case .present(let route, let style): present(route, style: style)
            case .dismiss: return "\(try dismiss().routes)"
            case .dismissAll: dismissAll()
            case .replace(let routes): try replace(with: routes)
            }
            return "ok"
        } catch {
            switch error {
            case .nothingToPop: return "nothingToPop"
            case .nothingPresented: return "nothingPresented"
            case .emptyPresentedLayer: return "emptyPresentedLayer"
            case .unrecognizedDeepLink: return "unrecognizedDeepLink"
            case .unknownTab, .duplicateTab: return "tab"  // no operation here involves tabs
            }
        }
    }
}

/// Runs `operations` on a `NavigationState` and on `model`, and returns the first difference: a result, the
/// layers, the derived properties, or, at the end, a JSON round trip that does not give back an equal state with an
/// equal hash.
func navigationDisagreement(_ operations: [NavigationOperation], model start: NaiveNavigation) -> String? {
    var state = NavigationState<MailRoute>()
    var model = start
    for (step, operation) in operations.enumerated() {
        let before = state
        let actual = state.apply(operation)
        let expected = model.apply(operation)
        guard actual == expected else { return "step \(step), \(operation): returned \(actual), model \(expected)" }
        if actual.hasPrefix("nothing") || actual.hasPrefix("empty"), state != before {
            return "step \(step), \(operation): refused, yet the state changed"
        }
        let layers = state.layers.map { ($0.presentation, $0.routes) }
        guard layers.elementsEqual(model.layers, by: { $0.0 == $1.0 && $0.1 == $1.1 }) else {
            return "step \(step), \(operation): layers \(layers), model \(model.layers)"
        }
        guard state.path == model.layers[0].1, state.visibleRoute == model.screens.last?.route,
            state.presentedLayers.count == model.layers.count - 1
        else { return "step \(step), \(operation): path, visibleRoute or presentedLayers disagree with the layers" }
    }
    do {
        let decoded = try JSONDecoder().decode(NavigationState<MailRoute>.self, from: JSONEncoder().encode(state))
        guard decoded == state, decoded.hashValue == state.hashValue else {
            return "at the end: the JSON round trip gave \(decoded.layers)"
        }
    } catch {
        return "at the end: the JSON round trip threw \(error)"
    }
    return nil
}

@Suite("NavigationState against a naive model")
struct NavigationStateModelTests {
    @Test("Random push/pop/present/dismiss/replace sequences match a flat list of screens, and survive JSON")
    func matchesTheNaiveModel() {
        let failure = ModelCheck.run(
            sequences: 2_000, maxLength: 30,
            operation: NavigationOperation.random(using:),
            check: { navigationDisagreement($0, model: NaiveNavigation()) }
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }

    @Test("A disagreement is reported with its replay value and shrunk to the shortest sequence that shows it")
    func failuresShrink() throws {
        // The model is wrong on purpose: it lets `pop` remove a presented screen. Two operations show it.
        var planted = NaiveNavigation()
        planted.popsPresentedScreens = true
        let failure = try #require(
            ModelCheck.run(
                sequences: 3_000, maxLength: 40,
                operation: NavigationOperation.random(using:),
                simpler: { operation in
                    if case .present(_, let style) = operation { [.present(.inbox, style)] } else { [] }
                },
                check: { navigationDisagreement($0, model: planted) }
            ))
        #expect(
            failure.minimal.map(\.description) == ["present(inbox, style: .sheet)", "pop()"]
                || failure.minimal.map(\.description) == ["present(inbox, style: .fullScreen)", "pop()"])
        #expect(failure.originalLength >= failure.minimal.count)
        #expect(failure.description.contains("UTILITYKIT_MODEL_SEED=\(failure.baseSeed)"))
    }

    @Test("Decoding accepts exactly the layer lists the naive rules allow")
    func decodingMatchesTheRules() {
        struct RawLayer: Codable {
            var presentation: PresentationStyle?
            var routes: [MailRoute]
        }
        struct RawState: Codable { var layers: [RawLayer] }
        let failure = ModelCheck.run(
            sequences: 1_000, maxLength: 4,
            operation: { random in
                RawLayer(
                    presentation: [nil, .sheet, .fullScreen][Int.random(in: 0..<3, using: &random)],
                    routes: Array(repeating: MailRoute.inbox, count: Int.random(in: 0..<3, using: &random)))
            },
            check: { layers in
                let valid =
                    layers.first?.presentation == nil && !layers.isEmpty
                    && layers.dropFirst().allSatisfy { $0.presentation != nil && !$0.routes.isEmpty }
                let data = (try? JSONEncoder().encode(RawState(layers: layers))) ?? Data()
                let decoded = try? JSONDecoder().decode(NavigationState<MailRoute>.self, from: data)
                if valid != (decoded != nil) { return "valid: \(valid), decoded: \(decoded != nil)" }
                if let decoded, decoded.layers.map(\.routes) != layers.map(\.routes) { return "decoded other routes" }
                return nil
            }
        )
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}
