// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import ReactiveState

/// One scene of the app (an iPad or Mac window, a UIKit scene) with its own navigation, so that a second window
/// does not mirror the first: its coordinator, and the key its screens resolve their view models with.
///
/// It opens showing the navigation the scene saved, before the scene's first frame and without animation. The scene
/// holds it while it is open: a SwiftUI view as a `@StateObject` (which makes it once per scene), a scene delegate
/// as a property. The per-scene definitions (`mailCoordinator`, `inboxViewModel`, `composeViewModel` in
/// Container+Mail.swift) take its ``id``; the mail service and the sync engine stay one for the app.
public final class MailScene: ObservableObject {
    /// Tells scenes apart: the parameter of the per-scene definitions.
    public struct ID: Hashable, Sendable {
        private let value = UUID()
    }

    /// Never fires: the scene's state is in its coordinator and view models.
    public let objectWillChange = ObservableObjectPublisher()
    /// The key of this scene's coordinator and view models in the container.
    public let id = ID()
    /// The scene's navigation, held for as long as the scene is.
    public let coordinator: MailCoordinator

    /// Opens a scene showing `savedNavigation` (what its coordinator's ``MailCoordinator/savedState()`` returned
    /// when the scene last ran), or the app at launch when there is none or it cannot be read.
    public init(restoring savedNavigation: Data?, container: Container = .shared) {
        coordinator = container.mailCoordinator(id)
        if let savedNavigation { try? coordinator.restore(from: savedNavigation) }
    }
}
