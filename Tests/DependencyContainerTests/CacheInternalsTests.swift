import TestSupport
import Testing

// @testable: these tests drive the cache-hit machinery directly (the lock-free overlay index, the hit index and
// the cache lock), whose corner cases (probe chains, deletion shifts, publication order) no public API reaches
// deterministically.
@testable import DependencyContainer

@Suite("Cache internals")
struct CacheInternalsTests {
    /// Keys that share few hash bits, so probe runs form, wrap around and grow.
    private static func key(_ number: Int) -> FactoryKey {
        FactoryKey(type: ObjectIdentifier(Leaf.self), site: UInt(number % 7), variant: UInt(number))
    }

    @Test("The hit index agrees with a dictionary through random insertions, replacements and removals")
    func readyIndexMatchesModel() {
        var index = ReadyIndex()
        var model: [FactoryKey: (box: InstanceBox<Int>, builtAt: UInt64)] = [:]
        var generator = SplitMix(seed: 42)
        for step in 0..<20_000 {
            let key = Self.key(Int(generator.next() % 300))
            if generator.next() % 3 == 0 {
                index.remove(key)
                model[key] = nil
            } else {
                let box = InstanceBox(step)
                index.set(box, builtAt: UInt64(step), for: key)
                model[key] = (box, UInt64(step))
            }
            if step % 97 == 0 {
                for probe in 0..<300 {
                    let key = Self.key(probe)
                    let slot = index.slot(for: key)
                    #expect(slot?.box?.takeUnretainedValue() === model[key]?.box)
                    #expect(slot?.builtAt == model[key]?.builtAt)
                }
                #expect(index.count == model.count)
            }
        }
    }

    @Test("The instance table keeps its hit index in step with its entries")
    func instanceTableKeepsIndexInStep() {
        var table = InstanceTable()
        let key = Self.key(1)
        let scope = ScopeTag.cached.id
        table.set(
            CachedInstance(state: .strong(InstanceBox("first")), scope: scope, clearable: true, builtAt: 5), for: key)
        #expect(table.instance(for: key, as: String.self, builtAfter: 0) == "first")
        #expect(table.instance(for: key, as: String.self, builtAfter: 6) == nil)  // expired
        table.set(CachedInstance(state: .building(owner: scope), scope: scope, clearable: true, builtAt: 0), for: key)
        #expect(table.ready.slot(for: key) == nil)
        #expect(table.instance(for: key, as: String.self, builtAfter: 0) == nil)
        table.set(
            CachedInstance(state: .strong(InstanceBox("second")), scope: scope, clearable: true, builtAt: 9), for: key)
        #expect(table.instance(for: key, as: String.self, builtAfter: 0) == "second")
        let removed = table.remove(key)
        #expect(removed?.instance(as: String.self) == "second")
        #expect(table.ready.slot(for: key) == nil)
        #expect(table.instance(for: key, as: String.self, builtAfter: 0) == nil)
    }

    @Test("The cache lock excludes: 4 tasks x 20,000 increments lose none")
    func cacheLockExcludes() async {
        let counter = CacheLocked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<20_000 { counter.withLock { $0 += 1 } }
                }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test("The overlay index publishes each overlay whole, to readers running while it grows")
    func overlayIndexPublishesWhole() async {
        let index = OverlayIndex()
        let overlays = (0..<(OverlayIndex.capacity + 2)).map { _ in ContainerManager() }
        let roots = overlays.indices.map { UInt($0 + 1) * 64 }
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for (overlay, root) in zip(overlays, roots) { index.add(overlay, for: root) }
                return true
            }
            for _ in 0..<3 {
                group.addTask {
                    var consistent = true
                    for _ in 0..<2_000 {
                        for (overlay, root) in zip(overlays, roots) {
                            if let found = index.overlay(for: root), found.takeUnretainedValue() !== overlay {
                                consistent = false
                            }
                        }
                    }
                    return consistent
                }
            }
            for await consistent in group { #expect(consistent) }
        }
        for (position, (overlay, root)) in zip(overlays, roots).enumerated() {
            let found = index.overlay(for: root)?.takeUnretainedValue()
            // Past its capacity the index declines, and the scope's dictionary answers instead.
            #expect(found === (position < OverlayIndex.capacity ? overlay : nil))
        }
        withExtendedLifetime(overlays) {}
    }

    @Test("Only the shared container's manager skips the factory's retain, and a factory outlives its container")
    func factoryKeepsItsContainersManagerAlive() {
        #expect(Container.shared.manager.livesForever)
        #expect(!Container().manager.livesForever)
        let builds = BuildCounter()
        let factory = Factory<Numbered>(Container()) { Numbered(builds.increment()) }.cached
        // The container is gone; the factory's strong reference keeps its manager and its cache alive.
        #expect(factory() === factory())
        #expect(builds.value == 1)
    }

    @Test("Built-in scopes have constant identities that modifiers and scope objects agree on")
    func builtInScopeIdentities() {
        #expect(Scope.singleton.id == ScopeTag.singleton.id)
        #expect(Scope.cached.id == ScopeTag.cached.id)
        #expect(Scope.shared.id == ScopeTag.shared.id)
        #expect(Scope.unique.id == ScopeTag.unique.id)
        #expect(Scope.graph.id == ScopeTag.graph.id)
        let custom = Scope.Cached()
        #expect(custom.id == ObjectIdentifier(custom))
        #expect(custom.id != Scope.cached.id)
    }

    @Test("A factory's packed traits keep every field apart")
    func factoryTraitsRoundTrip() {
        for kind in [nil, Scope.Kind.unique, .cached, .shared, .singleton, .graph] {
            for timeToLive in [nil, 0, 0.05, 60, Double.infinity] {
                var traits = FactoryTraits(nameLength: 1_234)
                traits.scopeKind = kind
                traits.timeToLive = timeToLive
                traits.isTypeRegistration = true
                #expect(traits.scopeKind == kind)
                #expect(traits.timeToLive == timeToLive.map { Double(Float($0)) })
                #expect(traits.isTypeRegistration && !traits.passedOnce)
                traits.passedOnce = true
                traits.isTypeRegistration = false
                #expect(!traits.isTypeRegistration && traits.passedOnce)
                #expect(traits.scopeKind == kind && traits.nameLength == 1_234)
                #expect(traits.timeToLive == timeToLive.map { Double(Float($0)) })
            }
        }
        #expect(FactoryTraits(nameLength: 1 << 30).nameLength == FactoryTraits.maxNameLength)
    }

    @Test("A definition's name is spelled back from its key's site")
    func definitionNames() {
        let literal: StaticString = "serviceName"
        #expect(
            FactoryKey.name(at: FactoryKey.address(of: literal), length: literal.utf8CodeUnitCount) == "serviceName")
        // A one-scalar `StaticString` (rare: literals are normally stored as text) has its scalar, tagged, as site.
        #expect(FactoryKey.name(at: 0xE9 | 1 << (UInt.bitWidth - 1), length: 0) == "é")
    }

    @Test("The registration filter never misses a registered key and rarely flags another")
    func registrationFilter() {
        let table = RegistrationTable()
        let registered = (0..<12).map { FactoryKey(type: ObjectIdentifier(Leaf.self), site: UInt(0x1000 + $0 * 48)) }
        for key in registered { table.set(OverrideRecord<Void, Leaf>(build: { Leaf() }), for: key) }
        #expect(registered.allSatisfy(table.mayHaveOverrides(for:)))
        let others = (0..<10_000).map { FactoryKey(type: ObjectIdentifier(Leaf.self), site: UInt(0x9_0000 + $0 * 48)) }
        let flagged = others.filter(table.mayHaveOverrides(for:)).count
        // Two bits in one of 16 words: about 0.15% with 12 keys. One bit in one word flagged about 17%.
        #expect(flagged < 100, "\(flagged) of \(others.count) unregistered keys were flagged")
        table.decorator = { _ in }
        #expect(others.allSatisfy(table.mayHaveOverrides(for:)), "a container decorator applies to every key")
        table.decorator = nil
        for key in registered { table.remove(key) }
        #expect(!registered.contains(where: table.mayHaveOverrides(for:)))
    }
}
