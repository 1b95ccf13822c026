import Foundation
import Injectable
import Testing

private enum G {
    final class Config: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let request: Request
        let cache: Cache
        let helper: Helper
        init(container: Container) {
            request = container.resolve()
            cache = container.resolve()
            helper = container.resolve()
        }
    }
    final class Request: InjectableObject {
        static let lifetime: Lifetime = .graph
        init(container: Container) {}
    }
    final class Cache: InjectableObject {
        static let lifetime: Lifetime = .transient
        init(container: Container) {}
    }
    final class Helper: InjectableObject {
        init(container: Container) {}
    }

    @MainActor
    final class Screen {
        let helper: Helper
        init(helper: Helper) { self.helper = helper }
    }

    final class Loader: AsyncInjectableObject {
        init(container: Container) async throws {}
    }

    /// An async object whose init resolves synchronous types and a persistent async one.
    final class Feed: AsyncInjectableObject {
        init(container: Container) async throws {
            _ = container.resolve() as Helper
            _ = container.resolve() as Config
            _ = try await container.resolve() as Session
        }
    }

    final class Session: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init(container: Container) async throws {}
    }

    /// A session's cart: its checkout comes from the container current when it is built.
    final class Cart: InjectableObject {
        static let lifetime: Lifetime = .scoped
        let checkout: Checkout
        init(container: Container) { checkout = DependencyContainer.current.resolve() }
    }

    final class Checkout: InjectableObject {
        static let lifetime: Lifetime = .scoped
        init(container: Container) {}
    }

    class Store: InjectableObject {
        required init(container: Container) {}
    }
    final class FakeStore: Store {}

    final class Language: CustomInjectableObject {
        typealias ParameterType = String
        let name: String
        init(container: Container) { name = "none" }
        init(container: Container, parameter: String) { name = parameter }
    }
}

extension G {
    /// A persistent player that defers everything it needs.
    final class Player: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let settings: Provider<Settings>
        let index: Lazy<SearchIndex>
        @Injected var analytics: any Analytics
        init(container: Container) {
            settings = container.resolve()
            index = container.resolve()
        }
    }
    final class Settings: InjectableObject {
        static let lifetime: Lifetime = .transient
        init(container: Container) {}
    }
    final class SearchIndex: InjectableObject {
        init(container: Container) {}
    }
    protocol Analytics: AnyObject {}
    final class ConsoleAnalytics: Analytics, InjectableObject {
        init(container: Container) {}
    }

    /// A player whose deferred dependencies are all `Sendable`: the requests go through the
    /// `& Sendable` overloads, which must report what they defer as the others do.
    final class SendablePlayer: InjectableObject {
        static let lifetime: Lifetime = .persistent
        let settings: Provider<SendableSettings>
        let index: Lazy<SendableIndex>
        @Injected(key: "gold") var badge: SendableBadge
        init(container: Container) {
            settings = container.resolve()
            index = container.resolve()
        }
    }
    final class SendableSettings: InjectableObject, Sendable {
        init(container: Container) {}
    }
    final class SendableIndex: InjectableObject, Sendable {
        init(container: Container) {}
    }
    final class SendableBadge: CustomInjectableObject, Sendable {
        typealias ParameterType = String
        init(container: Container) {}
        init(container: Container, parameter: String) {}
    }

    /// A downloads screen that makes one download per episode, and one label per episode,
    /// through parameter providers.
    final class Downloads: InjectableObject {
        let makeDownload: ParameterProvider<String, EpisodeDownload>
        let makeLabel: ParameterProvider<String, EpisodeLabel>
        init(container: Container) {
            makeDownload = container.resolve()
            makeLabel = container.resolve()
        }
    }
    final class EpisodeDownload: CustomInjectableObject {
        let episode: String
        init(container: Container) { episode = "" }
        init(container: Container, parameter: String) { episode = parameter }
    }
    struct EpisodeLabel: CustomInjectableValue {
        let text: String
        init(container: Container) { text = "" }
        init(container: Container, parameter: String) { text = parameter }
    }

    /// An async view model, main-actor as an app's are.
    @MainActor
    final class LibraryModel: AsyncInjectableObject {
        init(container: Container) async throws {}
    }
}

extension G.Screen: @MainActor InjectableObject {
    convenience init(container: Container) { self.init(helper: container.resolve()) }
}

/// The recorder's graph of one container, with a helper that reads a node's DOT label.
private struct Recorded {
    let container = DependencyContainer()
    let recorder = GraphRecorder()

    init() { container.setDiagnostics(recorder.record) }

    /// The marks under `node`'s name in its DOT label.
    func marks(_ node: String) -> [String] {
        let prefix = "    \"\(node)\" [label=\""
        guard let line = recorder.dot.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else { return [] }
        // The label ends at the first quote that is not escaped.
        var label = ""
        var escaped = false
        for character in line.dropFirst(prefix.count) {
            if character == "\"" && !escaped { break }
            escaped = character == "\\" && !escaped
            label.append(character)
        }
        return label.components(separatedBy: "\\n").dropFirst().map { $0.replacingOccurrences(of: "\\\"", with: "\"") }
    }
}

@Suite("GraphRecorder's markings")
struct GraphMarkingTests {
    @Test("each node is marked with its lifetime and isolation; a nonisolated type says so")
    func lifetimeAndIsolation() {
        let graph = Recorded()
        _ = graph.container.resolve() as G.Config
        #expect(graph.marks("Config") == [".persistent", "nonisolated"])
        #expect(graph.marks("Request") == [".graph", "nonisolated"])
        #expect(graph.marks("Helper") == [".ephemeral", "nonisolated"])
    }

    @Test("a type whose conformance is isolated to the main actor is marked main actor")
    @MainActor
    func mainActor() {
        let graph = Recorded()
        _ = graph.container.resolve() as G.Screen
        #expect(graph.marks("Screen") == [".ephemeral", "main actor"])
        #expect(graph.marks("Helper") == [".ephemeral", "nonisolated"])
        #expect(graph.recorder.mermaid.contains("Screen<br/>.ephemeral · main actor"))
    }

    @Test("an async build is marked async, and its edges are recorded")
    func async() async throws {
        let graph = Recorded()
        _ = try await graph.container.resolve() as G.Loader
        #expect(graph.marks("Loader") == [".ephemeral", "isolation unknown", "async"])
    }

    /// Issue 38: a `@MainActor` async view model was drawn "nonisolated · async": its
    /// conformance, to a Sendable protocol, is never isolated, while its init is.
    @Test("an async @MainActor view model is marked isolation unknown, not nonisolated")
    @MainActor
    func asyncMainActorModel() async throws {
        let graph = Recorded()
        _ = try await graph.container.resolve() as G.LibraryModel
        #expect(graph.marks("LibraryModel") == [".ephemeral", "isolation unknown", "async"])
        #expect(graph.recorder.mermaid.contains("LibraryModel<br/>.ephemeral · isolation unknown · async"))
    }

    /// Issue 38: the graph had no arrow from a type to what it asks for through a Provider, a
    /// Lazy or an @Injected property: the dependencies a reviewer most wants to see.
    @Test(
        "a Provider, a Lazy and an @Injected property are drawn when made: dotted edges labelled with what defers them")
    func deferredEdges() throws {
        let graph = Recorded()
        graph.container.register(interface: (any G.Analytics).self, implementation: G.ConsoleAnalytics.self)
        _ = graph.container.resolve() as G.Player
        let mermaid = graph.recorder.mermaid
        let lines = mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        func id(_ name: String) -> String? {
            let line = lines.first(where: { $0.contains("[\"\(name)<br/>") || $0.contains("[\"\(name)\"]") })
            return line.map { String($0.prefix(while: { $0 != "[" })) }
        }
        let player = try #require(id("Player"), "\(mermaid)")
        for (target, label) in [("Settings", "Provider"), ("SearchIndex", "Lazy"), ("Analytics", "@Injected")] {
            let node = try #require(id(target), "\(target): \(mermaid)")
            #expect(lines.contains("\(player) -.->|\"\(label)\"| \(node)"), "\(target): \(mermaid)")
        }
        #expect(graph.recorder.dot.contains("\"Player\" -> \"Settings\" [style=dotted, label=\"Provider\"];"))
        #expect(graph.recorder.dot.contains("\"Player\" -> \"Analytics\" [style=dotted, label=\"@Injected\"];"))
        #expect(graph.marks("Analytics").first == "interface")
        #expect(graph.recorder.warningEdges.isEmpty, "a deferred edge is never a lifetime warning")
        #expect(graph.recorder.recordedEdges.isEmpty, "nothing was requested yet")
    }

    /// The `& Sendable` overloads of the Provider, Lazy and `@Injected(key:)` makers drew no
    /// edge: they did not report what they defer.
    @Test("deferred edges are drawn for Sendable types too")
    func deferredEdgesOfSendableTypes() {
        let graph = Recorded()
        _ = graph.container.resolve() as G.SendablePlayer
        let dot = graph.recorder.dot
        #expect(
            dot.contains("\"SendablePlayer\" -> \"SendableSettings\" [style=dotted, label=\"Provider\"];"), "\(dot)")
        #expect(dot.contains("\"SendablePlayer\" -> \"SendableIndex\" [style=dotted, label=\"Lazy\"];"), "\(dot)")
        #expect(dot.contains("label=\"@Injected\""), "\(dot)")
        #expect(
            dot.contains("SendableBadge") && dot.contains("gold"), "the keyed property names its type and key: \(dot)")
    }

    /// Issue 38: a parameter provider is the deferred dependency a downloads screen has on its
    /// downloads; the graph left it out.
    @Test("a ParameterProvider is drawn when made, as a Provider is: a dotted edge labelled Provider")
    func parameterProviderEdges() {
        let graph = Recorded()
        _ = graph.container.resolve() as G.Downloads
        let deferred = graph.recorder.deferredEdges.filter { $0.deferral == .provider }.map { "\($0.from) -> \($0.to)" }
        #expect(deferred.contains("Downloads -> EpisodeDownload"), "\(graph.recorder.deferredEdges)")
        #expect(deferred.contains("Downloads -> EpisodeLabel"), "\(graph.recorder.deferredEdges)")
        #expect(graph.recorder.dot.contains("\"Downloads\" -> \"EpisodeDownload\" [style=dotted, label=\"Provider\"];"))
        #expect(graph.recorder.recordedEdges.isEmpty, "nothing was requested yet")
    }

    @Test("a synchronous resolve inside an async init is an edge from the async node, as a persistent hit is")
    func edgesFromAsyncInits() async throws {
        let graph = Recorded()
        _ = graph.container.resolve() as G.Config
        _ = try await graph.container.resolve() as G.Session
        _ = try await graph.container.resolve() as G.Feed
        let edges = Set(graph.recorder.recordedEdges.map { "\($0.from) -> \($0.to)" })
        #expect(edges.contains("Feed -> Helper"), "a build of a synchronous type: \(edges)")
        #expect(edges.contains("Feed -> Config"), "a hit of a persistent synchronous one")
        #expect(edges.contains("Feed -> Session"), "a hit of a persistent async one")
    }

    @Test("a scoped node that got another scope's scoped instance is a warning edge; one of its own scope is not")
    func anotherScopesInstance() {
        let graph = Recorded()
        let session = graph.container.scope()
        let otherSession = graph.container.scope()
        _ = session.withCurrent { session.resolve() as G.Cart }
        #expect(graph.recorder.warningEdges.isEmpty, "the cart's checkout is its own session's")

        let crossed = Recorded()
        let first = crossed.container.scope()
        let second = crossed.container.scope()
        _ = second.withCurrent { first.resolve() as G.Cart }
        #expect(crossed.recorder.warningEdges.map { "\($0.from) -> \($0.to)" } == ["Cart -> Checkout"])
        #expect(
            crossed.recorder.dot.contains(
                "\"Cart\" -> \"Checkout\" [color=red, style=dashed, label=\"⚠ keeps another scope's .scoped\"];"))
        #expect(crossed.recorder.mermaid.contains("-.->|\"⚠ keeps another scope's .scoped\"|"))
        withExtendedLifetime(otherSession) {}
    }

    @Test("what an override built is marked override; a keyed variant is marked with its key")
    func overrideAndVariant() {
        let graph = Recorded()
        graph.container.override(G.Store.self, with: G.FakeStore.self)
        graph.container.register(type: G.Language.self, key: "Swift")
        _ = graph.container.resolve() as G.Store
        _ = graph.container.resolve(key: "Swift") as G.Language
        #expect(graph.marks("Store").contains("override"))
        #expect(graph.marks("Language[Swift]") == [".ephemeral", "nonisolated", "variant \"Swift\""])
    }

    @Test("a key with a line break, quotes or markup is escaped in DOT and Mermaid: each statement stays on its line")
    func escapedLabels() {
        let graph = Recorded()
        _ = graph.container.resolve(key: "two\nlines \"quoted\" back\\slash <b>#1</b>") as G.Language
        _ = graph.container.resolve() as G.Helper
        let dot = graph.recorder.dot
        let mermaid = graph.recorder.mermaid
        // Every statement is one line: a header, then indented lines (and DOT's closing brace).
        for line in dot.split(separator: "\n").dropFirst() {
            #expect(line.hasPrefix("    ") || line == "}", "a DOT statement split: \(dot)")
        }
        for line in mermaid.split(separator: "\n").dropFirst() {
            #expect(line.hasPrefix("    "), "a Mermaid statement split: \(mermaid)")
        }
        // DOT: a line break is `\n`, a quote `\"`, a backslash `\\`.
        let dotName = #"Language[two\nlines \"quoted\" back\\slash <b>#1</b>]"#
        #expect(dot.contains(#"    "\#(dotName)" [label="\#(dotName)\n.ephemeral\n"#), "\(dot)")
        // Mermaid: a line break is `<br/>`; quotes, markup and `#` are entity codes.
        let mermaidName = #"Language[two<br/>lines #quot;quoted#quot; back\slash #lt;b#gt;#35;1#lt;/b#gt;]"#
        #expect(mermaid.contains(#"["\#(mermaidName)<br/>.ephemeral · "#), "\(mermaid)")
        for line in mermaid.split(separator: "\n") where line.contains("Language") {
            #expect(line.count { $0 == "\"" } == 2, "a quote inside a Mermaid label: \(line)")
        }
    }

    @Test("edges from a persistent node to a graph or transient node are warnings; to an ephemeral one they are not")
    func warningEdges() {
        let graph = Recorded()
        _ = graph.container.resolve() as G.Config
        let warnings = graph.recorder.warningEdges.map { "\($0.from) -> \($0.to)" }
        #expect(warnings == ["Config -> Request", "Config -> Cache"])
        let dot = graph.recorder.dot
        #expect(dot.contains("\"Config\" -> \"Request\" [color=red, style=dashed, label=\"⚠ keeps .graph longer\"];"))
        #expect(dot.contains("\"Config\" -> \"Cache\" [color=red, style=dashed, label=\"⚠ keeps .transient longer\"];"))
        #expect(dot.contains("\"Config\" -> \"Helper\";"))
        let mermaid = graph.recorder.mermaid
        #expect(mermaid.contains("-.->|\"⚠ keeps .graph longer\"|"))
        #expect(mermaid.contains("linkStyle 0,1 stroke:#d00,color:#d00"))
    }

    @Test("the nodes of live instances from a leak check are marked alive")
    func alive() async {
        var container: DependencyContainer? = DependencyContainer()
        let recorder = GraphRecorder()
        container?.setDiagnostics(recorder.record)
        let tracker = container!.trackInstances()
        let kept: G.Helper? = container?.resolve()
        _ = container?.resolve() as G.Config?
        container = nil
        recorder.markAlive(await tracker.waitForRelease(timeout: .milliseconds(100)))
        withExtendedLifetime(kept) {}
        #expect(
            recorder.dot.contains(
                "\"Helper\" [label=\"Helper\\n.ephemeral\\nnonisolated\\nalive\", color=red, penwidth=2];"))
        #expect(!recorder.dot.contains("Config\\n.persistent\\nnonisolated\\nalive"))
        #expect(recorder.mermaid.contains("classDef alive"))
    }
}
