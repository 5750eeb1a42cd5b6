// SPDX-License-Identifier: MPL-2.0

import Coordinator
import TestSupport
import Testing

/// SwiftUI on iOS showing the SwiftUI adapters' presentations with `sheet(item:)` / `fullScreenCover(item:)`, under
/// the rule of UIKit, which it presents with: one presentation or dismissal at a time, from the view on top (as
/// ``UIKitPresentationModel`` enforces). An update that asks for two changes at once, or for one while a transition
/// runs, is recorded as a violation: UIKit would refuse one of them. The presented view's `onAppear` runs before its
/// first frame, while the presentation still runs: the end is reported when the transition ends (`finish()`), as
/// UIKit's `viewDidAppear(_:)` is; `onDisappear` runs once the dismissal ended.
@MainActor
struct SwiftUIScreenModel {
    typealias Presentation = SwiftUIPresentations<NavigationState<MailRoute>>.Presentation

    let shell: SwiftUIPresentations<NavigationState<MailRoute>>
    /// The presented views, layer 1 first.
    private(set) var onScreen: [Presentation] = []
    /// The transitions SwiftUI ran, in order: "present compose", "dismiss compose".
    private(set) var steps: [String] = []
    private(set) var violations: [String] = []
    private var running: (appearing: Presentation?, leaving: [Presentation])?

    init(shell: SwiftUIPresentations<NavigationState<MailRoute>>) { self.shell = shell }

    var isTransitionRunning: Bool { running != nil }

    /// SwiftUI renders the presentations asked for now, and starts the transition they need.
    mutating func render() {
        let wanted = Array(shell.presentations.prefix { $0.isPresented })
        guard wanted.map(\.id) != onScreen.map(\.id) else { return }
        guard running == nil else { return violations.append("asked while a transition runs: \(steps)") }
        if wanted.count == onScreen.count + 1, wanted.starts(with: onScreen, by: { $0.id == $1.id }) {
            running = (wanted.last, [])
            steps.append("present \(wanted[onScreen.count].layer.routes[0])")
            onScreen = wanted
        } else if onScreen.starts(with: wanted, by: { $0.id == $1.id }) {
            running = (nil, Array(onScreen[wanted.count...]))
            steps.append("dismiss \(onScreen[wanted.count].layer.routes[0])")
            onScreen = wanted
        } else {
            violations.append("two changes in one update: \(onScreen.map(\.id)) to \(wanted.map(\.id))")
        }
    }

    /// The running transition's animation ends.
    mutating func finish() {
        guard let transition = running else { return }
        running = nil
        if let presented = transition.appearing { shell.presentationEnded(presented.id) }
        for presentation in transition.leaving { shell.disappeared(presentation.id) }
    }

    /// Renders and lets every transition end until nothing changes.
    mutating func settle() {
        for _ in 0..<20 {
            render()
            guard running != nil else { return }
            finish()
        }
        violations.append("never settled")
    }

    /// The user swipes the top sheet down: SwiftUI sets its binding to `nil` and animates it away.
    mutating func userSwipesDown() {
        let top = onScreen.removeLast()
        running = (nil, [top])
        shell.dismissedByUser(top.id)
    }
}

@MainActor
@Suite("SwiftUI presentations: the planner's decisions, rendered with SwiftUI's signals")
struct SwiftUIPresentationTests {
    let coordinator = NavigationCoordinator<MailRoute>()
    let screen: SwiftUIScreenModel

    init() {
        screen = SwiftUIScreenModel(shell: SwiftUIPresentations(coordinator: coordinator))
    }

    /// The base appeared with `state` in the coordinator, and SwiftUI caught up with it.
    private func started(with state: NavigationState<MailRoute>) -> SwiftUIScreenModel {
        coordinator.show(state)
        var screen = screen
        screen.shell.baseAppeared(in: nil)
        screen.settle()
        return screen
    }

    @Test("A restored state with three presented layers is presented one layer per step")
    func restoredLayersOnePerStep() {
        var state = NavigationState<MailRoute>(path: [.inbox])
        state.present(.compose, style: .sheet)
        state.present(.settings, style: .fullScreen)
        state.present(.message(id: 7), style: .sheet)
        let screen = started(with: state)
        #expect(screen.violations.isEmpty)
        #expect(screen.steps == ["present compose", "present settings", "present message(id: 7)"])
        #expect(screen.onScreen.map(\.layer.presentation) == [.sheet, .fullScreen, .sheet])
    }

    @Test("What the coordinator shows when the base appears (a restored state) is presented without animation")
    func restoredLayersAreNotAnimated() {
        let animations = AnimationLog()
        let coordinator = NavigationCoordinator<MailRoute>()
        let shell = SwiftUIPresentations(coordinator: coordinator, animating: animations.log)
        var screen = SwiftUIScreenModel(shell: shell)
        coordinator.present(.compose, style: .sheet)
        coordinator.present(.settings, style: .fullScreen)
        screen.shell.baseAppeared(in: nil)
        screen.settle()
        #expect(screen.steps == ["present compose", "present settings"])
        #expect(animations.changes == [false, false])
        // Later changes animate, unless made with the hint not to.
        try? coordinator.dismiss()
        screen.settle()
        coordinator.show(.init(), animated: false)
        screen.settle()
        #expect(screen.steps == ["present compose", "present settings", "dismiss settings", "dismiss compose"])
        #expect(animations.changes == [false, false, true, false] && screen.violations.isEmpty)
    }

    @Test("UIKit runs one transition at a time per window: a presentation waits for the one another client runs")
    func presentationTakesTheWindowsTurn() throws {
        let window = PresentationContext()
        var endOtherClientsTransition: (@MainActor () -> Void)?
        window.run { endOtherClientsTransition = $0 }  // a UIKit driver's presentation runs in the window
        coordinator.present(.compose, style: .sheet)
        var screen = screen
        screen.shell.baseAppeared(in: window)
        screen.settle()
        #expect(screen.steps.isEmpty && screen.shell.presentations.isEmpty)
        let endTransition = try #require(endOtherClientsTransition)
        endTransition()
        screen.render()
        #expect(screen.steps == ["present compose"])
        // The other client's next transition waits for SwiftUI's presentation to end.
        var otherClientStarted = false
        window.run { ended in
            otherClientStarted = true
            ended()
        }
        #expect(!otherClientStarted && window.isTransitionRunning)
        screen.finish()
        #expect(otherClientStarted && !window.isTransitionRunning && screen.violations.isEmpty)
    }

    @Test("UIKit presents only from a view in a window: nothing is presented while the base is out of it")
    func nothingPresentedOutOfTheWindow() {
        var screen = started(with: .init())
        screen.shell.baseDisappeared()  // another tab of an enclosing tab view shows
        coordinator.present(.compose, style: .sheet)
        screen.settle()
        #expect(screen.steps.isEmpty)
        screen.shell.baseAppeared(in: nil)
        screen.settle()
        #expect(screen.steps == ["present compose"])
        // A full-screen layer takes the base out of the window; the next layer is presented from it.
        coordinator.present(.settings, style: .fullScreen)
        screen.settle()
        screen.shell.baseDisappeared()
        coordinator.present(.message(id: 1), style: .sheet)
        screen.settle()
        #expect(screen.steps == ["present compose", "present settings", "present message(id: 1)"])
        #expect(screen.violations.isEmpty)
    }

    @Test("UIKit refuses to present from a view controller that presents already (an alert) and never calls back")
    func refusedPresentationIsTriedAgain() {
        let window = PresentationContext()
        @MainActor final class Alert { var isShown = true }
        let alert = Alert()  // the app's alert over the base
        var screen = screen
        screen.shell.canPresentFrom[0] = { !alert.isShown }
        screen.shell.baseAppeared(in: window)
        coordinator.present(.compose, style: .sheet)
        screen.settle()
        // Not presented, and the window's turn is free for its other clients.
        #expect(screen.steps.isEmpty && !window.isTransitionRunning)
        alert.isShown = false
        coordinator.push(.inbox)  // the next event tries again
        screen.settle()
        #expect(screen.steps == ["present compose"] && screen.violations.isEmpty)
        #expect(screen.shell.presentations.map(\.layer.routes) == [[.compose, .inbox]])
    }

    @Test("UIKit presents one at a time: a style change dismisses the layer, then presents it anew")
    func styleChangeDismissesThenPresents() {
        var state = NavigationState<MailRoute>()
        state.present(.compose, style: .sheet)
        var screen = started(with: state)
        let sheet = screen.onScreen[0].id
        _ = try? state.dismiss()
        state.present(.compose, style: .fullScreen)
        coordinator.show(state)
        screen.settle()
        #expect(screen.violations.isEmpty)
        #expect(screen.steps == ["present compose", "dismiss compose", "present compose"])
        #expect(screen.onScreen.map(\.layer.presentation) == [.fullScreen])
        #expect(screen.onScreen[0].id != sheet)
    }

    @Test("A new identity for a new route: a route replaced at the same depth is a new presentation")
    func replacedRouteIsNewPresentation() throws {
        coordinator.present(.message(id: 1), style: .sheet)
        var screen = started(with: coordinator.navigation)
        let first = screen.onScreen[0].id
        try coordinator.replace(with: [.message(id: 2)])
        screen.settle()
        #expect(screen.violations.isEmpty)
        #expect(screen.steps == ["present message(id: 1)", "dismiss message(id: 1)", "present message(id: 2)"])
        #expect(screen.onScreen.count == 1 && screen.onScreen[0].id != first)
    }

    @Test("A binding belongs to its presentation: a late nil from a replaced layer leaves the new one")
    func lateDismissalOfReplacedLayerIsIgnored() throws {
        coordinator.present(.message(id: 1), style: .sheet)
        var screen = started(with: coordinator.navigation)
        let replaced = screen.onScreen[0].id
        try coordinator.replace(with: [.message(id: 2)])
        screen.settle()
        screen.shell.dismissedByUser(replaced)
        screen.settle()
        #expect(coordinator.navigation.layers.map(\.routes) == [[], [.message(id: 2)]])
        #expect(screen.onScreen.map(\.layer.routes) == [[.message(id: 2)]])
        // The binding of the presentation on screen does dismiss it.
        screen.userSwipesDown()
        screen.settle()
        #expect(coordinator.navigation.layers.count == 1)
        #expect(screen.shell.presentations.isEmpty && screen.violations.isEmpty)
    }

    @Test("A layer dismissed by code renders its last content until its view disappeared")
    func dismissedLayerKeepsItsContent() throws {
        coordinator.present(.compose, style: .sheet)
        var screen = started(with: coordinator.navigation)
        try coordinator.dismiss()
        screen.render()
        #expect(screen.shell.presentations.map(\.layer.routes) == [[.compose]])
        #expect(screen.shell.presentations.map(\.isPresented) == [false])
        screen.finish()
        #expect(screen.shell.presentations.isEmpty && screen.violations.isEmpty)
    }

    @Test("A pop the user makes on a presented layer reaches the coordinator, and a change after it waits for nothing")
    func userPopOnPresentedLayer() {
        coordinator.present(.message(id: 1), style: .sheet)
        coordinator.push(.settings)
        var screen = started(with: coordinator.navigation)
        screen.shell.setPath([], of: screen.onScreen[0].id)
        #expect(coordinator.navigation.layers[1].routes == [.message(id: 1)])
        coordinator.present(.compose, style: .sheet)
        screen.settle()
        #expect(screen.steps == ["present message(id: 1)", "present compose"] && screen.violations.isEmpty)
        #expect(screen.shell.presentations.map(\.layer.routes) == [[.message(id: 1)], [.compose]])
    }

    @Test("A path written by a presentation whose route the coordinator replaced meanwhile leaves the new route")
    func pathOfReplacedLayerIsIgnored() throws {
        coordinator.present(.message(id: 1), style: .sheet)
        coordinator.present(.compose, style: .sheet)
        var screen = started(with: coordinator.navigation)
        let replaced = screen.onScreen[0].id
        try coordinator.dismiss()
        screen.render()  // the compose sheet slides away: the replacement waits for it
        try coordinator.replace(with: [.message(id: 2)])
        screen.shell.setPath([.inbox], of: replaced)
        screen.settle()
        #expect(coordinator.navigation.layers.map(\.routes) == [[], [.message(id: 2)]])
        #expect(screen.onScreen.map(\.layer.routes) == [[.message(id: 2)]] && screen.violations.isEmpty)
    }

    @Test(
        "Random changes, renders, transition ends and the user's swipes and pops keep SwiftUI's rules and end in sync")
    func randomSequencesKeepTheRules() {
        let failure = ModelCheck.run(sequences: 300, maxLength: 30, operation: SwiftUIStep.random(using:)) { steps in
            let coordinator = NavigationCoordinator<MailRoute>()
            var screen = SwiftUIScreenModel(shell: SwiftUIPresentations(coordinator: coordinator))
            screen.shell.baseAppeared(in: nil)
            for step in steps { step.apply(to: coordinator, &screen) }
            screen.settle()
            let onScreen = screen.onScreen.map(\.id).map { id in screen.shell.presentations.first { $0.id == id }!.layer
            }
            if let violation = screen.violations.first { return violation }
            guard onScreen == Array(coordinator.navigation.presentedLayers) else {
                return "SwiftUI shows \(onScreen), the coordinator holds \(coordinator.navigation.presentedLayers)"
            }
            return nil
        }
        #expect(failure == nil, "\(failure.map(String.init(describing:)) ?? "")")
    }
}

/// The animation hint of each change SwiftUI is asked to make, in order.
@MainActor
final class AnimationLog {
    private(set) var changes: [Bool] = []

    func log(animated: Bool, change: () -> Void) {
        changes.append(animated)
        change()
    }
}

/// One random step of ``SwiftUIPresentationTests/randomSequencesKeepTheRules()``.
enum SwiftUIStep {
    case present(MailRoute, PresentationStyle), dismiss, dismissAll, replace(MailRoute), push(MailRoute)
    case render, finish, userSwipesDown, userGoesBack

    static func random(using random: inout SplitMix) -> SwiftUIStep {
        let route = [MailRoute.inbox, .compose, .settings, .message(id: 1)].randomElement(using: &random)!
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return .present(route, Bool.random(using: &random) ? .sheet : .fullScreen)
        case 1: return .dismiss
        case 2: return .dismissAll
        case 3: return .replace(route)
        case 4: return .push(route)
        case 5: return .render
        case 6: return .finish
        case 7: return .userSwipesDown
        default: return .userGoesBack
        }
    }

    @MainActor
    func apply(to coordinator: NavigationCoordinator<MailRoute>, _ screen: inout SwiftUIScreenModel) {
        switch self {
        case .present(let route, let style): coordinator.present(route, style: style)
        case .dismiss: _ = try? coordinator.dismiss()
        case .dismissAll: coordinator.dismissAll()
        case .replace(let route): _ = try? coordinator.replace(with: [route])
        case .push(let route): coordinator.push(route)
        case .render: screen.render()
        case .finish: screen.finish()
        case .userSwipesDown:
            // Only a sheet on top, with nothing moving, can be swiped down.
            guard !screen.isTransitionRunning, screen.onScreen.last?.layer.presentation == .sheet else { return }
            screen.userSwipesDown()
        case .userGoesBack:
            guard let top = screen.onScreen.last, !screen.isTransitionRunning,
                let routes = screen.shell.presentations.first(where: { $0.id == top.id })?.layer.routes,
                routes.count > 1
            else { return }
            screen.shell.setPath(Array(routes.dropFirst().dropLast()), of: top.id)
        }
    }
}
