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

    /// The app's navigation: one for the app.
    @MainActor public var mailCoordinator: Factory<MailCoordinator> {
        self { MailCoordinator() }.singleton
    }

    /// The inbox's model, kept while the app runs (until the container is reset).
    @MainActor public var inboxViewModel: Factory<InboxViewModel> {
        self {
            InboxViewModel(
                service: self.mailService(), engine: self.syncEngine(), activity: self.activity(),
                coordinator: self.mailCoordinator())
        }
        .cached
    }

    /// A new model for each message screen.
    @MainActor public var messageDetailViewModel: ParameterFactory<Int, MessageDetailViewModel> {
        self { id in MessageDetailViewModel(id: id, service: self.mailService()) }
    }

    /// A new draft each time the sheet opens.
    @MainActor public var composeViewModel: Factory<ComposeViewModel> {
        self {
            ComposeViewModel(
                service: self.mailService(), activity: self.activity(), coordinator: self.mailCoordinator())
        }
    }

    /// The settings' model, kept while the app runs.
    @MainActor public var settingsViewModel: Factory<SettingsViewModel> {
        self { SettingsViewModel() }.cached
    }
}
