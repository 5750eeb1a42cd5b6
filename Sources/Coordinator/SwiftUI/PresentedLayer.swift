// SPDX-License-Identifier: MPL-2.0

#if canImport(SwiftUI)
import SwiftUI
#if canImport(UIKit)
import UIKit
#endif

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension View {
    /// The presented layers of `coordinator` over this view, the base: from the time the base appeared in a window,
    /// each presentation and dismissal in the window's turn. Another coordinator is another navigation: given one,
    /// the base and its presentations start afresh.
    func presentingLayers<State, Destination: View>(
        of coordinator: LayeredNavigationCoordinator<State>, destination: @escaping (State.Route) -> Destination
    ) -> some View where State.Route: Hashable {
        modifier(PresentedLayers(presentations: .init(rendering: coordinator), destination: destination))
            .id(ObjectIdentifier(coordinator))
    }
}

/// Keeps one coordinator's presentations while the base shows, and tells them when the base enters or leaves a
/// window.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
private struct PresentedLayers<State: LayeredNavigation & Equatable, Destination: View>: ViewModifier
where State.Route: Hashable {
    @SwiftUI.State var presentations: SwiftUIPresentations<State>
    let destination: (State.Route) -> Destination

    func body(content: Content) -> some View {
        #if canImport(UIKit) && !os(watchOS)
        content.background {
            DidAppearReporter(
                action: {
                    presentations.canPresentFrom[0] = $1
                    presentations.baseAppeared(in: .of($0))
                },
                disappeared: { presentations.baseDisappeared() }
            )
        }
        .modifier(PresentedLayer(presentations: presentations, layer: 1, destination: destination))
        #else
        content.onAppear { presentations.baseAppeared(in: nil) }
            .modifier(PresentedLayer(presentations: presentations, layer: 1, destination: destination))
        #endif
    }
}

extension SwiftUIPresentations {
    /// The presentations of `coordinator` for SwiftUI: a change not to be animated is made in a transaction that
    /// disables animations, which SwiftUI's presentations follow.
    convenience init(rendering coordinator: LayeredNavigationCoordinator<State>) {
        self.init(coordinator: coordinator) { animated, change in
            var transaction = Transaction()
            transaction.disablesAnimations = !animated
            withTransaction(transaction, change)
        }
    }
}

/// Presents layer `layer` of what `presentations` shows over the content, and the layers above it over that: the
/// layers of a ``NavigationCoordinator`` or of a ``TabNavigationCoordinator``, as the window's planner stages them.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct PresentedLayer<State: LayeredNavigation & Equatable, Destination: View>: ViewModifier
where State.Route: Hashable {
    let presentations: SwiftUIPresentations<State>
    let layer: Int
    let destination: (State.Route) -> Destination

    func body(content: Content) -> some View {
        #if os(macOS)
        // macOS has no full-screen cover: both styles show as a sheet.
        content.sheet(item: presentation(of: presentations, layer: layer, styles: [.sheet, .fullScreen])) {
            presented($0)
        }
        #else
        content
            .sheet(item: presentation(of: presentations, layer: layer, styles: [.sheet])) { presented($0) }
            .fullScreenCover(item: presentation(of: presentations, layer: layer, styles: [.fullScreen])) {
                presented($0)
            }
        #endif
    }

    /// Presentation `shown`'s screens, as `presentations` keeps them: its last while it is dismissed.
    private func presented(_ shown: SwiftUIPresentations<State>.Presentation) -> some View {
        let routes = presentations.presentations.first { $0.id == shown.id }?.layer.routes ?? shown.layer.routes
        return NavigationStack(path: path(of: presentations, id: shown.id)) {
            destination(routes[0]).navigationDestination(for: State.Route.self, destination: destination)
        }
        #if canImport(UIKit) && !os(watchOS)
        .background {
            DidAppearReporter { _, canPresent in
                presentations.canPresentFrom[layer] = canPresent
                presentations.presentationEnded(shown.id)
            }
        }
        #else
        .onAppear { presentations.presentationEnded(shown.id) }
        #endif
        .onDisappear { presentations.disappeared(shown.id) }
        .modifier(PresentedLayer(presentations: presentations, layer: layer + 1, destination: destination))
    }
}

#if canImport(UIKit) && !os(watchOS)
/// Runs `action` in `viewDidAppear(_:)` of a view controller inside a view, and `disappeared` in its
/// `viewDidDisappear(_:)`: UIKit forwards them to child view controllers once the view is in a window and the
/// presentation's transition, if any, ended — when the planner may present from the view — and once it left.
/// `action` gets the window, and whether UIKit would present from the view now: it is in a window, and neither its
/// view controller nor an ancestor presents anything (`presentedViewController` looks at both).
private struct DidAppearReporter: UIViewControllerRepresentable {
    let action: @MainActor (UIWindow, _ canPresent: @escaping @MainActor () -> Bool) -> Void
    var disappeared: @MainActor () -> Void = {}

    func makeUIViewController(context: Context) -> Reporter { Reporter(self) }
    func updateUIViewController(_ reporter: Reporter, context: Context) { reporter.reporter = self }

    final class Reporter: UIViewController {
        var reporter: DidAppearReporter
        init(_ reporter: DidAppearReporter) {
            self.reporter = reporter
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.isUserInteractionEnabled = false  // behind the content: it never takes a touch
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard let window = view.window else { return }
            reporter.action(window) { [weak self] in
                self.map { $0.view.window != nil && $0.presentedViewController == nil } ?? false
            }
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            reporter.disappeared()
        }
    }
}
#endif

// The bindings are built outside the views: SwiftUI's `Binding` takes `@Sendable` closures, which must not capture a
// view (its generic parameters need not be `Sendable`), so they capture only reference types and plain values, and
// say that they run on the main actor, where those live.

/// The base layer's routes (the root screen is not one of them); setting it (the user went back) replaces them in
/// the coordinator while nothing is presented.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
func basePath<State: LayeredNavigation & Equatable>(
    of coordinator: LayeredNavigationCoordinator<State>
) -> Binding<
    [State.Route]
> {
    Binding { @MainActor in
        coordinator.navigation.visibleNavigation.layers[0].routes
    } set: { @MainActor newPath in
        guard coordinator.navigation.visibleNavigation.layers.count == 1 else { return }
        try? coordinator.replace(with: newPath)
    }
}

/// The routes of presentation `id` above its first screen; setting it (the user went back) is reported for it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func path<State>(of presentations: SwiftUIPresentations<State>, id: Int) -> Binding<[State.Route]> {
    Binding { @MainActor in
        Array(presentations.presentations.first { $0.id == id }?.layer.routes.dropFirst() ?? [])
    } set: { @MainActor newPath in
        presentations.setPath(newPath, of: id)
    }
}

/// The presentation on layer `layer`, if it is presented with one of `styles`; set to `nil` (the user swiped it
/// away), it is that presentation, the one shown when the binding was made, that the user dismissed.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
private func presentation<State>(
    of presentations: SwiftUIPresentations<State>, layer: Int, styles: Set<PresentationStyle>
) -> Binding<SwiftUIPresentations<State>.Presentation?> {
    let id = presentations.presentations.dropFirst(layer - 1).first?.id
    return Binding { @MainActor in
        presentations.presentations.first {
            $0.id == id && $0.isPresented && styles.contains($0.layer.presentation ?? .sheet)
        }
    } set: { @MainActor new in
        if new == nil, let id { presentations.dismissedByUser(id) }
    }
}
#endif
