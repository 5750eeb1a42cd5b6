// SPDX-License-Identifier: MPL-2.0

import DependencyContainer
import Foundation
import SwiftConcurrency
import TestSupport
import Testing

/// Definitions whose modifiers the tests below change with statements, each test on a container of its own.
extension TestContainer {
    var statementPlain: Factory<Numbered> { self { Numbered(TestContainer.statementBuilds.increment()) } }
    var statementCached: Factory<Numbered> {
        self { Numbered(TestContainer.statementBuilds.increment()) }.cached
    }
    var statementOnce: Factory<Numbered> {
        self { Numbered(TestContainer.statementBuilds.increment()) }.cached.decorator { _ in }.once()
    }
    var statementLabel: Factory<String> { self { "definition" } }
    static let statementBuilds = BuildCounter()
}

@Suite("Modifiers applied as statements last until a reset, as in Factory", .timeLimit(.minutes(5)))
struct ModifierStatementTests {
    @Test("scope(_:) as a statement changes what later resolutions get, until the container is reset")
    func scopeStatementLasts() {
        let container = TestContainer()
        #expect(container.statementPlain() !== container.statementPlain(), "unique by default")
        container.statementPlain.scope(.cached)
        let cached = container.statementPlain()
        #expect(container.statementPlain() === cached, "the statement lasted past later accesses")
        container.manager.reset(options: .scope)
        #expect(container.statementPlain() !== cached, "a cache reset keeps the scope, drops the instance")
        #expect(container.statementPlain() === container.statementPlain())
        container.manager.reset()
        #expect(container.statementPlain() !== container.statementPlain(), "a full reset forgets the scope")
    }

    @Test("The shorthands (.cached, .shared, .unique) work as statements too, and a factory's reset forgets them")
    func shorthandStatements() {
        let container = TestContainer()
        _ = container.statementPlain.cached
        let cached = container.statementPlain()
        #expect(container.statementPlain() === cached)
        _ = container.statementPlain.unique
        #expect(container.statementPlain() !== container.statementPlain())
        _ = container.statementPlain.cached
        #expect(container.statementPlain() === container.statementPlain())
        container.statementPlain.reset()
        #expect(container.statementPlain() !== container.statementPlain())
    }

    @Test("A definition re-applies its own scope on each access, unless it comes before once()")
    func definitionModifiersAndOnce() {
        let container = TestContainer()
        container.statementCached.scope(.unique)
        #expect(
            container.statementCached() === container.statementCached(),
            "the definition's .cached, applied again by the access, overwrote the statement")

        container.statementOnce.scope(.unique)
        #expect(
            container.statementOnce() !== container.statementOnce(), "before once(), the definition applied only once")
        container.statementOnce.reset()
        #expect(container.statementOnce() === container.statementOnce(), "a reset forgets once(): .cached again")
    }

    @Test("Changing the scope discards what the old scope cached")
    func scopeChangeDiscardsInstances() {
        let container = TestContainer()
        container.statementPlain.scope(.cached)
        let first = container.statementPlain()
        let session = Scope.Cached()
        container.statementPlain.scope(session)
        let second = container.statementPlain()
        #expect(second !== first)
        #expect(container.statementPlain() === second)
        session.reset()
        #expect(container.statementPlain() !== second)
    }

    @Test("timeToLive(_:) as a statement lasts")
    func timeToLiveStatement() {
        let container = TestContainer()
        container.statementPlain.scope(.cached)
        let first = container.statementPlain()
        #expect(container.statementPlain() === first)
        container.statementPlain.timeToLive(0)
        #expect(container.statementPlain() !== first, "a zero lifetime expires every instance")
        container.statementPlain.timeToLive(.infinity)
        let kept = container.statementPlain()
        #expect(container.statementPlain() === kept)
    }

    @Test("Each use of a cached instance restarts its timeToLive clock, as in Factory")
    func timeToLiveRestartsOnUse() {
        let container = TestContainer()
        let clock = ManualClock()
        container.manager.clock = clock
        container.statementPlain.scope(.cached).timeToLive(0.4)
        let first = container.statementPlain()
        clock.advance(by: 0.3)
        #expect(container.statementPlain() === first, "used 0.3 s after it was built, within its 0.4 s")
        clock.advance(by: 0.3)
        #expect(container.statementPlain() === first, "0.6 s old, but its last use 0.3 s ago restarted the clock")
        clock.advance(by: 0.5)
        #expect(container.statementPlain() !== first, "unused for 0.5 s, longer than its 0.4 s")
    }

    @Test("decorator, onTest, context and register as statements last until reset; push and pop restore them")
    func sideEffectStatements() {
        let container = TestContainer()
        let seen = ConcurrencySafeContainer<[String]>([])
        container.statementLabel.decorator { label in seen.withLock { $0.append(label) } }
        #expect(container.statementLabel() == "definition")
        #expect(seen.withLock { $0 } == ["definition"], "the decorator applied to a later resolution")

        container.manager.push()
        container.statementLabel.onTest { "test" }
        #expect(container.statementLabel() == "test")
        container.statementLabel.context(.test) { "context" }
        #expect(container.statementLabel() == "context", "a later registration for the same context replaces it")
        container.manager.pop()
        #expect(container.statementLabel() == "definition")

        container.statementLabel.register { "registered" }
        #expect(container.statementLabel() == "registered")
        container.manager.reset()
        #expect(container.statementLabel() == "definition")
        #expect(seen.withLock { $0 }.count == 5, "the reset removed the decorator")
    }

    @Test("Statements inside withIsolated stay in the isolated scope")
    func statementsInIsolation() {
        TestContainer.withIsolated { container in
            container.statementPlain.scope(.cached)
            #expect(container.statementPlain() === container.statementPlain())
        }
        let outside = TestContainer.shared
        #expect(outside.statementPlain() !== outside.statementPlain())
    }

    @Test("Concurrent statements and resolutions on one definition leave a consistent scope")
    func concurrentStatements() {
        let container = TestContainer()
        race(threads: 8) { thread in
            for round in 0..<200 {
                if (thread + round).isMultiple(of: 3) {
                    container.statementPlain.scope(round.isMultiple(of: 2) ? .cached : .unique)
                } else {
                    _ = container.statementPlain()
                }
            }
        }
        // The raced state, as left: one of the two scopes, whole. Cached gives one instance, unique a new one each time.
        let resolved = (0..<3).map { _ in container.statementPlain() }  // kept alive: no address is reused
        let distinct = Set(resolved.map(ObjectIdentifier.init)).count
        #expect(distinct == 1 || distinct == 3, "a scope that is neither cached nor unique")
        container.statementPlain.scope(.cached)
        #expect(container.statementPlain() === container.statementPlain())
    }
}
