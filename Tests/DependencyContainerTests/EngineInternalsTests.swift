// SPDX-License-Identifier: MPL-2.0

import Foundation
import SwiftConcurrency
import Testing

// @testable: these tests drive the engine's parts directly (keys, the resolution chain, the instance store),
// whose corner cases no public API reaches deterministically.
@testable import DependencyContainer

@Suite("Engine internals", .timeLimit(.minutes(5)))
struct EngineInternalsTests {
    @Test("Keys tell definitions apart by name text, produced type and registration")
    func keys() {
        let name: StaticString = "service"
        let sameText: StaticString = "service"
        #expect(FactoryKey(Leaf.self, name: name) == FactoryKey(Leaf.self, name: sameText))
        #expect(FactoryKey(Leaf.self, name: name).hashValue == FactoryKey(Leaf.self, name: sameText).hashValue)
        #expect(FactoryKey(Leaf.self, name: name) != FactoryKey(Branch.self, name: name))
        #expect(FactoryKey(Leaf.self, name: name) != FactoryKey(Leaf.self, name: "other"))
        #expect(FactoryKey(Leaf.self, name: name) != FactoryKey(Leaf.self, name: name).withVariant(3))
        #expect(FactoryKey(Leaf.self, name: name).withVariant(3).definitionKey == FactoryKey(Leaf.self, name: name))
        #expect(FactoryKey(Leaf.self, provider: 1) != FactoryKey(Leaf.self, provider: 2))
        // A one-scalar `StaticString` (rare: literals are normally stored as text) compares by its text too.
        #expect(DefinitionName("é") == DefinitionName("é"))
        #expect(DefinitionName("é").description == "é")
        // Two literals of one length at two addresses are compared by their text.
        #expect(DefinitionName("service") != DefinitionName("servicf"))
        #expect(DefinitionName("é") != DefinitionName("e"))
    }

    @Test("A key's hashing hook agrees with == in every table and spreads keys that differ in one field")
    func keyHashing() {
        let name: StaticString = "service"
        let sameText: StaticString = "service"
        for table in [0, 1, -7, Int.max] {
            let hashed = FactoryKey(Leaf.self, name: name).hashWord
            #expect(hashed == FactoryKey(Leaf.self, name: sameText).hashWord)
            // What dictionaries call files the key where the mixing function says.
            #expect(
                FactoryKey(Leaf.self, name: name)._rawHashValue(seed: table)  // label of the Hasher's hook
                    == _UnsafeKeyHashing.rawHash(of: hashed, table: table))
        }
        // Variants are consecutive small numbers (registration serials): the low bits a small table keeps must
        // still differ, or every registration of a definition would probe the same buckets.
        let base = FactoryKey(Leaf.self, name: name)
        let buckets = Set(
            (0..<256).map { _UnsafeKeyHashing.rawHash(of: base.withVariant(UInt($0)).hashWord, table: 0) & 255 })
        #expect(buckets.count > 128)
        var keys = Set<FactoryKey>()
        for variant in 0..<1_000 { keys.insert(base.withVariant(UInt(variant))) }
        for variant in 0..<1_000 { keys.insert(base.withVariant(UInt(variant))) }
        #expect(keys.count == 1_000)
    }

    // Apple Watch's arm64_32 and armv7k have a 32-bit `UInt` ("Porting your watchOS app to arm64_32": Int and UInt
    // are 32 bits), where the 64-bit constant does not compile.
    @Test("The key's multiplier fits the word: the golden ratio's 64-bit fraction here, its 32-bit one on a watch")
    func keyMultiplierFitsTheWord() {
        #expect(_UnsafeKeyHashing.goldenRatio(bits: 64) == 0x9E37_79B9_7F4A_7C15)
        #expect(_UnsafeKeyHashing.goldenRatio(bits: 32) == 0x9E37_79B9, "2^32 / φ's fraction, Knuth's multiplier")
        #expect(_UnsafeKeyHashing.goldenRatio(bits: 32) & 1 == 1, "odd: the multiplication loses no bit")
        #expect(UInt64(_UnsafeKeyHashing.goldenRatio) == _UnsafeKeyHashing.goldenRatio(bits: UInt.bitWidth))
        if UInt.bitWidth == 64 {  // 32-bit: the 64-bit build keeps the constant it always used
            #expect(UInt64(_UnsafeKeyHashing.goldenRatio) == 0x9E37_79B9_7F4A_7C15)
        }
    }

    @Test("The table's key filter holds every key stored, few others, and forgets removed keys when rebuilt")
    func keyFilter() {
        let filter = _UnsafeKeyFilter.create()
        defer { filter.destroy() }
        let stored = (0..<100).map { FactoryKey(Leaf.self, provider: UInt($0)) }
        let others = (100..<10_100).map { FactoryKey(Leaf.self, provider: UInt($0)) }
        #expect(!stored.contains(where: filter.mayContain))
        for key in stored { filter.insert(key) }
        #expect(stored.allSatisfy(filter.mayContain))
        // A key that is not stored but passes costs a lookup under the lock, nothing worse; few may pass.
        #expect(others.filter(filter.mayContain).count < 100)
        filter.rebuild(from: stored.prefix(50))
        #expect(stored.prefix(50).allSatisfy(filter.mayContain))
        #expect(stored.suffix(50).filter(filter.mayContain).count < 5)
    }

    @Test(
        "A registration made on one thread is seen by the resolution it hands over to on another",
        .timeLimit(.minutes(1)))
    func registrationSeenAcrossThreads() async {
        // Each round uses a new container, so the definition is not yet in its table's key filter when it is
        // registered: the resolving thread reads the filter without the table's lock.
        for _ in 0..<200 {
            let container = TestContainer()
            let handedOver = DispatchSemaphore(value: 0)
            let resolved = ConcurrencySafeContainer<(any Greeter)?>(nil)
            let resolver = Thread {
                handedOver.wait()
                resolved.withLock { $0 = container.greeter() }
            }
            resolver.start()
            _ = container.uniqueValue()
            container.greeter.register { MockGreeter() }
            handedOver.signal()
            while resolved.withLock({ $0 == nil }) { await Task.yield() }
            #expect(resolved.withLock { $0 } is MockGreeter)
        }
    }

    @Test("A thread's chain lists its builds outermost first, and a captured link keeps it")
    func chain() {
        let thread = _UnsafeResolutionThread()
        let other = _UnsafeResolutionThread()
        defer {
            thread.destroy()
            other.destroy()
        }
        let outer = ResolutionFrame(key: FactoryKey(Leaf.self, name: "a"), type: Leaf.self)
        let middle = ResolutionFrame(key: FactoryKey(Branch.self, name: "b"), type: Branch.self)
        let inner = ResolutionFrame(key: FactoryKey(Int.self, name: "c"), type: Int.self)
        #expect(thread.frames.isEmpty)
        thread.build(outer) {
            thread.build(middle) {
                #expect(thread.frames.map(\.definitionName) == ["a", "b"])
                let link = thread.link(to: inner)
                #expect(link.chain.map(\.definitionName) == ["a", "b", "c"])
                #expect(link.key == inner.key)
                #expect(link.resolution == thread.id)
            }
            #expect(thread.frames.map(\.definitionName) == ["a"])
        }
        #expect(thread.frames.isEmpty)
        #expect(other.id != thread.id)
    }

    @Test("A scope modifier that skips the table's lock still sees every later change to the table")
    func scopeMemo() {
        let container = Container()
        let first = container.rememberedScope()  // the modifier looks in the table, and remembers what it found
        // The next access finds the table as it was: it hands no settings, at the table's current generation.
        let remembered = container.rememberedScope
        #expect(remembered.registration.handOff.settings == nil)
        #expect(remembered.registration.handOff.generation != 0)
        #expect(remembered() === first)
        // A registration changes the table: the next access looks again, and the resolution builds with it.
        let registered = Leaf()
        container.rememberedScope.register { registered }
        #expect(container.rememberedScope.registration.handOff.settings != nil)
        #expect(container.rememberedScope() === registered)
        container.rememberedScope.reset()
        // A container decorator is read by every resolution, so a definition's scope is no longer all there is.
        let decorated = BuildCounter()
        container.manager.decorator = { _ in decorated.increment() }
        let afterDecorator = container.rememberedScope()
        _ = container.rememberedScope()
        #expect(container.rememberedScope.registration.handOff.settings != nil)
        #expect(decorated.value == 2)
        // Another container's table has generations of its own: nothing remembered for this one matches it.
        let other = Container()
        #expect(other.rememberedScope() !== afterDecorator)
        #expect(other.rememberedScope() === other.rememberedScope())
    }

    @Test("The instance store builds once for 64 racing threads, with its lock free while the builder runs")
    func storeBuildsOnce() {
        let store = InstanceStore(owner: nil)
        let builds = BuildCounter()
        let key = FactoryKey(Numbered.self, name: "racing")
        let inner = FactoryKey(Leaf.self, name: "inner")
        let policy = CachePolicy(scope: Scope.cached.id, weakly: false, clearable: true, timeToLive: nil)
        let results = ConcurrencySafeContainer<[ObjectIdentifier]>([])
        let group = DispatchGroup()
        for _ in 0..<64 {
            group.enter()
            Thread.detachNewThread {
                let value = store.instance(of: key, policy: policy, shape: .plain) {
                    // Uses the same store while building: this would deadlock if the store kept its lock.
                    _ = store.instance(of: inner, policy: policy, shape: .plain) { Leaf() }
                    Thread.sleep(forTimeInterval: 0.001)
                    return Numbered(builds.increment())
                }
                results.withLock { $0.append(ObjectIdentifier(value)) }
                group.leave()
            }
        }
        group.wait()
        #expect(builds.value == 1)
        let seen = results.withLock { $0 }
        #expect(Set(seen).count == 1)
        #expect(seen.count == 64)
    }

    @Test("A cache stays at most 3/8 full as it fills, and finds every key it holds")
    func storeStaysSparse() {
        let store = InstanceStore(owner: nil)
        let builds = BuildCounter()
        let policy = CachePolicy(scope: Scope.cached.id, weakly: false, clearable: true, timeToLive: nil)
        let keys = (1...200).map { FactoryKey(Leaf.self, provider: UInt($0)) }
        for (index, key) in keys.enumerated() {
            _ = store.instance(of: key, policy: policy, shape: .plain) { Numbered(builds.increment()) }
            let occupancy = store.occupancy
            #expect(occupancy.count == index + 1)
            // The dictionary grows at 3/4 of its slots: room for twice the entries keeps it at most 3/8 full.
            #expect(occupancy.capacity >= 2 * occupancy.count, "\(occupancy) after \(index + 1) keys")
        }
        for (index, key) in keys.enumerated() {
            let found = store.instance(of: key, policy: policy, shape: .plain) { Numbered(builds.increment()) }
            #expect(found.number == index + 1)
        }
        #expect(builds.value == keys.count)
    }

    @Test("A factory keeps its container's manager alive after the container is gone")
    func factoryOutlivesContainer() {
        let builds = BuildCounter()
        let factory = Factory<Numbered>(Container()) { Numbered(builds.increment()) }.cached
        #expect(factory() === factory())
        #expect(builds.value == 1)
    }

    @Test("Every scope object is its own cache identity")
    func scopeIdentities() {
        let custom = Scope.Cached()
        #expect(custom.id == ObjectIdentifier(custom))
        #expect(custom.id != Scope.cached.id)
        #expect(Scope.singleton.id == Scope.singleton.id)
    }

    @Test("Any option stored alone, a plain Bool included, makes a resolution read the definition's settings")
    func everyOptionIsRead() {
        // One entry per stored property of `DefinitionOverrides` but the scope, each set alone. A new option fails
        // the count below until it has its entry here; it then passes only when `isEmpty` has its line, because
        // what a resolution reads (`needsLook`) is derived from `isEmpty`.
        let record = OverrideRecord(FactoryDefinition<Void, Leaf>(sendable: { _ in Leaf() }))
        let options: [String: (inout DefinitionOverrides) -> Void] = [
            "registration": { $0.registration = record },
            "contexts": { $0.contexts = [ContextOverride(context: .test, record: record)] },
            "decorator": { $0.decorator = { @Sendable (_: Leaf, _: Bool) in } },
            "timeToLive": { $0.timeToLive = 5 },
            "scopeOnParameters": { $0.scopeOnParameters = true },
            "once": { $0.once = true },
        ]
        let stored = Mirror(reflecting: DefinitionOverrides()).children.compactMap(\.label)
        #expect(Set(stored) == Set(options.keys).union(["scope"]))
        for (name, set) in options {
            var overrides = DefinitionOverrides()
            set(&overrides)
            #expect(!overrides.isEmpty, "\(name)")
            #expect(!overrides.storesTheSame(as: DefinitionOverrides()), "\(name)")
            let settings = DefinitionSettings(overrides, decorator: nil, defaultScope: nil)
            #expect(settings.needsLook, "\(name)")
            #expect(settings.onlyScope == nil, "\(name)")
            overrides.clearOptions()
            overrides.registration = nil
            overrides.contexts = []
            #expect(overrides.isEmpty, "\(name)")
        }
        // The scope alone is read as a plain value, without a look past it.
        var scoped = DefinitionOverrides()
        scoped.scope = .cached
        let settings = DefinitionSettings(scoped, decorator: nil, defaultScope: nil)
        #expect(!settings.needsLook)
        #expect(settings.onlyScope == Scope.cached.id)
    }

    @Test("A factory value, plain or with a parameter, fits in 128 bytes")
    func factoryValueSize() {
        // The value is copied whole several times per access, and a copy longer than 128 bytes costs more.
        #expect(MemoryLayout<Factory<Leaf>>.size <= 128)
        #expect(MemoryLayout<ParameterFactory<Int, Leaf>>.size <= 128)
        #expect(MemoryLayout<FactoryRegistration<Void, Leaf>>.size <= 128)
    }
}

extension Container {
    fileprivate var rememberedScope: Factory<Leaf> { self { Leaf() }.cached }
}
