// SPDX-License-Identifier: MPL-2.0

import Assertions
import DependencyContainer

// The app's dependencies. Container extensions stay nonisolated, so the definitions of main-actor types (the
// engine, the coordinator, the view models) say `@MainActor`; the service and the busy indicator are used from any
// thread and need no annotation.
extension Container {
    /// The mail backend: one for the app.
    public var mailService: Factory<any MailService> {
        self { InMemoryMailService() }.singleton
    }

    /// Busy while any screen or the sync is working: every request is reduced to one value (OR).
    public var activity: Factory<AssertionManager<Bool>> {
        self { AssertionManager("Busy") }.singleton
    }

    /// Writes the sync's progress down, on its own queue.
    public var syncLogger: Factory<SyncLogger> {
        self { SyncLogger() }.singleton
    }

    /// The sync engine: one for the app, with the logger subscribed.
    @MainActor public var syncEngine: Factory<SyncEngine> {
        self {
            let engine = SyncEngine(service: self.mailService(), activity: self.activity())
            engine.subscribeLogger(self.syncLogger())
            return engine
        }
        .singleton
    }

    /// A scene's navigation: one per ``MailScene`` (each window has its own), while the scene holds it.
    @MainActor public var mailCoordinator: ParameterFactory<MailScene.ID, MailCoordinator> {
        self { _ in MailCoordinator() }.shared.scopeOnParameters
    }

    /// A scene's inbox model, sending its messages to that scene's navigation: one per scene, while its inbox shows.
    @MainActor public var inboxViewModel: ParameterFactory<MailScene.ID, InboxViewModel> {
        self { scene in
            InboxViewModel(
                service: self.mailService(), engine: self.syncEngine(), activity: self.activity(),
                coordinator: self.mailCoordinator(scene))
        }
        .shared.scopeOnParameters
    }

    /// A new model for each message screen.
    @MainActor public var messageDetailViewModel: ParameterFactory<Int, MessageDetailViewModel> {
        self { id in MessageDetailViewModel(id: id, service: self.mailService()) }
    }

    /// A new draft each time a scene's compose sheet opens, closed through that scene's navigation.
    @MainActor public var composeViewModel: ParameterFactory<MailScene.ID, ComposeViewModel> {
        self { scene in
            ComposeViewModel(
                service: self.mailService(), activity: self.activity(), coordinator: self.mailCoordinator(scene))
        }
    }

    /// The settings' model, kept while the app runs: the settings are the app's, the same in every window.
    @MainActor public var settingsViewModel: Factory<SettingsViewModel> {
        self { SettingsViewModel() }.cached
    }
}
