import Foundation
import Injectable
import Testing

/// The values this file's fixtures read, typed by their key paths.
extension InjectedValues {
    fileprivate var flag: String? { nil }
}

enum UpkeepFixtures {
    final class Cache: InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {}
    }

    final class Index: InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {}
    }

    final class Session: InjectableObject {
        static let lifetime: Lifetime = .transient
        required init(container: Container) {}
    }

    /// A persistent keyed variant.
    final class Shard: CustomInjectableObject {
        static let lifetime: Lifetime = .persistent
        let name: String
        required init(container: Container) { name = "default" }
        required init(container: Container, parameter: String) { name = parameter }
    }

    protocol Store {
        var name: String { get }
    }

    struct MemoryStore: Store, InjectableValue {
        let name = "memory"
        init(container: Container) {}
    }

    struct DiskStore: Store, InjectableValue {
        let name = "disk"
        init(container: Container) {}
    }

    class Database: InjectableObject {
        static let lifetime: Lifetime = .persistent
        required init(container: Container) {}
    }

    final class MockDatabase: Database {}

    final class Service: InjectableObject {
        let database: Database
        let config: Config
        required init(container: Container) {
            database = container.resolve()
            config = container.resolve()
        }
    }

    struct Config: InjectableValue {
        init(container: Container) {}
    }

    final class App: InjectableObject {
        let service: Service
        required init(container: Container) { service = container.resolve() }
    }

    /// Collects the events a diagnostics hook receives.
    final class EventLog: @unchecked Sendable {
        // @unchecked Sendable: `events` is only touched while `lock` is held.
        private let lock = NSLock()
        private var events: [DiagnosticEvent] = []

        @Sendable func record(_ event: DiagnosticEvent) { lock.withLock { events.append(event) } }

        var all: [DiagnosticEvent] { lock.withLock { events } }

        struct Resolution: Equatable {
            let step: ResolutionStep
            let lifetime: Lifetime?
            let cacheHit: Bool
            let requestedBy: ResolutionStep?
        }

        var resolutions: [Resolution] {
            all.compactMap {
                guard case .resolved(let step, let lifetime, let cacheHit, let requestedBy) = $0 else { return nil }
                return Resolution(step: step, lifetime: lifetime, cacheHit: cacheHit, requestedBy: requestedBy)
            }
        }

        var registrations: [ResolutionStep] {
            all.compactMap { if case .registered(let step) = $0 { step } else { nil } }
        }

        var defaultKeyChanges: [ResolutionStep] {
            all.compactMap { if case .defaultKeyChanged(let step) = $0 { step } else { nil } }
        }

        var failures: [ResolutionError] {
            all.compactMap { if case .failed(let error) = $0 { error } else { nil } }
        }
    }
}

@Suite("Container upkeep and diagnostics")
struct UpkeepTests {
    typealias F = UpkeepFixtures

    private func step(_ name: String, key: String? = nil, _ role: ResolutionStep.Role = .type) -> ResolutionStep {
        ResolutionStep(typeName: name, key: key, role: role)
    }

    // MARK: Removing registrations

    @Test("remove(interface:) unregisters an interface")
    func removeInterface() {
        let container = DependencyContainer()
        container.register(interface: F.Store.self, implementation: F.MemoryStore.self)
        #expect((container.resolveInterface() as any F.Store).name == "memory")
        container.remove(interface: F.Store.self)
        let error = #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Store }
        #expect(error?.kind == .interfaceNotRegistered)
        #expect(container.resolveAll(F.Store.self).isEmpty)
    }

    @Test("remove(interface:key:) removes that key's registration only")
    func removeKeyedInterface() {
        let container = DependencyContainer()
        container.register(interface: F.Store.self, implementation: F.MemoryStore.self)
        container.register(interface: F.Store.self, key: "disk", implementation: F.DiskStore.self)
        container.register(interface: F.Store.self, key: "ram", implementation: F.MemoryStore.self)
        container.remove(interface: F.Store.self, key: "disk")
        #expect(throws: ResolutionError.self) { try container.tryResolveInterface(key: "disk") as any F.Store }
        #expect((container.resolveInterface() as any F.Store).name == "memory")
        #expect((container.resolveInterface(key: "ram") as any F.Store).name == "memory")
        #expect(container.resolveAll(F.Store.self).count == 2)
    }

    @Test("remove(type:key:) removes a keyed variant's registration and its cached instance")
    func removeVariant() {
        let container = DependencyContainer()
        container.register(type: F.Shard.self, key: "eu")
        container.register(type: F.Shard.self, key: "us")
        let eu: F.Shard = container.resolve(key: "eu")
        let us: F.Shard = container.resolve(key: "us")
        #expect(eu.name == "eu")

        container.remove(type: F.Shard.self, key: "eu")
        let afterRemoval: F.Shard = container.resolve(key: "eu")
        #expect(afterRemoval !== eu)
        // With no registration left for the key, init(container:) builds the variant.
        #expect(afterRemoval.name == "default")
        #expect(container.resolve(key: "us") as F.Shard === us)
    }

    // MARK: Resetting cached instances

    @Test("reset() forgets every cached instance, persistent and transient")
    func resetAll() {
        let container = DependencyContainer()
        let cache: F.Cache = container.resolve()
        let index: F.Index = container.resolve()
        let session: F.Session = container.resolve()
        let shard: F.Shard = container.resolve(key: "eu")
        #expect(container.resolve() as F.Session === session)

        container.reset()
        #expect(container.resolve() as F.Cache !== cache)
        #expect(container.resolve() as F.Index !== index)
        #expect(container.resolve() as F.Session !== session)
        #expect(container.resolve(key: "eu") as F.Shard !== shard)
    }

    @Test("after reset() the new instance is cached again")
    func resetThenCacheAgain() {
        let container = DependencyContainer()
        _ = container.resolve() as F.Cache
        container.reset()
        let rebuilt: F.Cache = container.resolve()
        #expect(container.resolve() as F.Cache === rebuilt)
    }

    @Test("reset(T.self) forgets every variant of T and nothing else")
    func resetType() {
        let container = DependencyContainer()
        let cache: F.Cache = container.resolve()
        let plainShard: F.Shard = container.resolve()
        let eu: F.Shard = container.resolve(key: "eu")
        let us: F.Shard = container.resolve(key: "us")

        container.reset(F.Shard.self)
        #expect(container.resolve() as F.Cache === cache)
        #expect(container.resolve() as F.Shard !== plainShard)
        #expect(container.resolve(key: "eu") as F.Shard !== eu)
        #expect(container.resolve(key: "us") as F.Shard !== us)
    }

    @Test("reset(T.self, key:) forgets that variant only")
    func resetVariant() {
        let container = DependencyContainer()
        let plainShard: F.Shard = container.resolve()
        let eu: F.Shard = container.resolve(key: "eu")
        let us: F.Shard = container.resolve(key: "us")

        container.reset(F.Shard.self, key: "eu")
        #expect(container.resolve(key: "eu") as F.Shard !== eu)
        #expect(container.resolve(key: "us") as F.Shard === us)
        #expect(container.resolve() as F.Shard === plainShard)
    }

    @Test("reset keeps registrations")
    func resetKeepsRegistrations() {
        let container = DependencyContainer()
        container.register(interface: F.Store.self, implementation: F.DiskStore.self)
        container.register(type: F.Shard.self, key: "eu")
        container.reset()
        #expect((container.resolveInterface() as any F.Store).name == "disk")
        #expect((container.resolve(key: "eu") as F.Shard).name == "eu")
    }

    // MARK: Clearing

    @Test("clear() removes registrations, default keys, overrides, values and cached instances")
    func clearEverything() {
        let container = DependencyContainer()
        container.register(interface: F.Store.self, implementation: F.MemoryStore.self)
        container.register(interface: F.Store.self, key: "disk", implementation: F.DiskStore.self)
        container.setDefaultKey("disk", for: F.Store.self)
        container.register(type: F.Shard.self, key: "eu")
        container.override(F.Database.self) { c in F.MockDatabase(container: c) }
        container.setValue("yes", for: \.flag)
        let cache: F.Cache = container.resolve()
        #expect(container.resolve() as F.Database is F.MockDatabase)

        container.clear()

        #expect(throws: ResolutionError.self) { try container.tryResolveInterface() as any F.Store }
        #expect(throws: ResolutionError.self) { try container.tryResolveInterface(key: "disk") as any F.Store }
        #expect(container.defaultKey(for: F.Store.self) == nil)
        #expect((container.resolve(key: "eu") as F.Shard).name == "default")
        #expect(!(container.resolve() as F.Database is F.MockDatabase))
        #expect(container.resolve(\.flag) == nil)
        #expect(container.resolve() as F.Cache !== cache)
    }

    @Test("clear() removes the diagnostics hook")
    func clearRemovesHook() {
        let container = DependencyContainer()
        let log = F.EventLog()
        container.setDiagnostics(log.record)
        _ = container.resolve() as F.Config
        let before = log.all.count
        #expect(before > 0)
        container.clear()
        _ = container.resolve() as F.Config
        container.register(interface: F.Store.self, implementation: F.MemoryStore.self)
        #expect(log.all.count == before)
    }

    @Test("a cleared container can be used again")
    func clearThenReuse() {
        let container = DependencyContainer()
        container.register(interface: F.Store.self, implementation: F.MemoryStore.self)
        container.clear()
        container.register(interface: F.Store.self, implementation: F.DiskStore.self)
        #expect((container.resolveInterface() as any F.Store).name == "disk")
        let cache: F.Cache = container.resolve()
        #expect(container.resolve() as F.Cache === cache)
    }

    // MARK: Diagnostics

    @Test("a container without a hook reports nothing, even while another container has one")
    func offByDefault() {
        let observed = DependencyContainer()
        let log = F.EventLog()
        observed.setDiagnostics(log.record)

        let quiet = DependencyContainer()
        quiet.register(interface: F.Store.self, implementation: F.MemoryStore.self)
        _ = quiet.resolve() as F.App
        _ = quiet.resolveInterface() as any F.Store
        _ = try? quiet.tryResolveInterface(key: "missing") as any F.Store
        #expect(log.all.isEmpty)
    }

    @Test("removing the hook stops the reports")
    func removeHook() {
        let container = DependencyContainer()
        let log = F.EventLog()
        container.setDiagnostics(log.record)
        _ = container.resolve() as F.Config
        #expect(log.resolutions.count == 1)
        container.setDiagnostics(nil)
        _ = container.resolve() as F.Config
        #expect(log.resolutions.count == 1)
    }

    @Test("the hook reports registrations, overrides and default-key switches")
    func reportsRegistrations() {
        let container = DependencyContainer()
        let log = F.EventLog()
        container.setDiagnostics(log.record)
        container.register(interface: F.Store.self, implementation: F.MemoryStore.self)
        container.register(interface: F.Store.self, key: "disk", implementation: F.DiskStore.self)
        container.register(type: F.Shard.self, key: "eu")
        container.override(F.Database.self) { c in F.MockDatabase(container: c) }
        container.setDefaultKey("disk", for: F.Store.self)

        #expect(
            log.registrations == [
                step("Store", .interface), step("Store", key: "disk", .interface), step("Shard", key: "eu"),
                step("Database", .override),
            ])
        #expect(log.defaultKeyChanges == [step("Store", key: "disk", .interface)])
    }

    @Test("the hook reports each resolution with its type, lifetime and whether the cache was hit")
    func reportsResolutions() {
        let container = DependencyContainer()
        let log = F.EventLog()
        container.setDiagnostics(log.record)

        _ = container.resolve() as F.Cache
        _ = container.resolve() as F.Cache
        let session: F.Session = container.resolve()
        _ = container.resolve() as F.Session
        _ = container.resolve() as F.Config
        withExtendedLifetime(session) {}

        typealias R = F.EventLog.Resolution
        #expect(
            log.resolutions == [
                R(step: step("Cache"), lifetime: .persistent, cacheHit: false, requestedBy: nil),
                R(step: step("Cache"), lifetime: .persistent, cacheHit: true, requestedBy: nil),
                R(step: step("Session"), lifetime: .transient, cacheHit: false, requestedBy: nil),
                R(step: step("Session"), lifetime: .transient, cacheHit: true, requestedBy: nil),
                R(step: step("Config"), lifetime: nil, cacheHit: false, requestedBy: nil),
            ])
    }

    @Test("the hook reports who asked for each dependency")
    func reportsRequesters() {
        let container = DependencyContainer()
        let log = F.EventLog()
        container.setDiagnostics(log.record)
        _ = container.resolve() as F.App

        typealias R = F.EventLog.Resolution
        #expect(
            log.resolutions == [
                R(step: step("Database"), lifetime: .persistent, cacheHit: false, requestedBy: step("Service")),
                R(step: step("Config"), lifetime: nil, cacheHit: false, requestedBy: step("Service")),
                R(step: step("Service"), lifetime: .ephemeral, cacheHit: false, requestedBy: step("App")),
                R(step: step("App"), lifetime: .ephemeral, cacheHit: false, requestedBy: nil),
            ])
    }

    @Test("a cache hit of an overridden type is reported under the type that was asked for")
    func reportsOverriddenHitUnderRequestedType() {
        let container = DependencyContainer()
        let log = F.EventLog()
        container.setDiagnostics(log.record)
        container.override(F.Database.self) { c in F.MockDatabase(container: c) }
        _ = container.resolve() as F.Database
        _ = container.resolve() as F.Database
        #expect(log.resolutions.map(\.step) == [step("Database"), step("Database")])
        #expect(log.resolutions.map(\.cacheHit) == [false, true])
    }

    @Test("the hook reports failures with their error")
    func reportsFailures() {
        let container = DependencyContainer()
        let log = F.EventLog()
        container.setDiagnostics(log.record)
        _ = try? container.tryResolveInterface(key: "missing") as any F.Store
        #expect(log.failures.count == 1)
        #expect(log.failures.first?.kind == .interfaceNotRegistered)
        #expect(log.failures.first?.requested == step("Store", key: "missing", .interface))
    }

    @Test("a child's events reach its parent's hook unless the child has its own")
    func childEventsReachParentHook() {
        let parent = DependencyContainer()
        let parentLog = F.EventLog()
        parent.setDiagnostics(parentLog.record)
        let child = parent.child()
        _ = child.resolve() as F.Config
        #expect(parentLog.resolutions.map(\.step) == [step("Config")])

        let childLog = F.EventLog()
        child.setDiagnostics(childLog.record)
        _ = child.resolve() as F.Config
        #expect(childLog.resolutions.map(\.step) == [step("Config")])
        #expect(parentLog.resolutions.count == 1)
    }

    // MARK: Graph recorder

    @Test("GraphRecorder records the edges of a small graph once each, as DOT and Mermaid")
    func graphRecorder() throws {
        let container = DependencyContainer()
        let recorder = GraphRecorder()
        container.setDiagnostics(recorder.record)
        _ = container.resolve() as F.App
        _ = container.resolve() as F.App

        let edges = recorder.recordedEdges.map { "\($0.from) -> \($0.to)" }
        #expect(Set(edges) == ["App -> Service", "Service -> Database", "Service -> Config"])
        #expect(edges.count == 3)

        let dot = recorder.dot
        #expect(dot.hasPrefix("digraph"))
        #expect(dot.contains("\"App\" -> \"Service\";"))
        #expect(dot.contains("\"Service\" -> \"Database\";"))
        #expect(dot.contains("\"Service\" -> \"Config\";"))
        #expect(dot.contains("persistent"))

        let mermaid = recorder.mermaid
        #expect(mermaid.hasPrefix("flowchart"))
        // Map each node's label to its Mermaid id, then look for the edges between ids.
        var ids: [String: String] = [:]
        for line in mermaid.split(separator: "\n") {
            let parts = line.trimmingCharacters(in: .whitespaces).split(separator: "[", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let label = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "[]\""))
            ids[label.components(separatedBy: "<br/>")[0]] = String(parts[0])
        }
        let app = try #require(ids["App"])
        let service = try #require(ids["Service"])
        let database = try #require(ids["Database"])
        let config = try #require(ids["Config"])
        #expect(mermaid.contains("\(app) --> \(service)"))
        #expect(mermaid.contains("\(service) --> \(database)"))
        #expect(mermaid.contains("\(service) --> \(config)"))
        #expect(!mermaid.contains("\(database) --> "))
    }
}
