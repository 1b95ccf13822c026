/// Records the dependency graph that resolutions walk, to render it as Graphviz DOT or Mermaid.
///
/// ```swift
/// let recorder = GraphRecorder()
/// container.setDiagnostics(recorder.record)
/// let _: AppModel = container.resolve()
/// print(recorder.dot)   // dot -Tpng graph.dot -o graph.png
/// ```
///
/// Each node is marked with what the engine knows of it: `interface`, its lifetime, the isolation of its conformance (`main
/// actor`, `global actor` or `nonisolated`; `isolation unknown` where the engine cannot observe
/// it, as for an async type), `async` for a type built by `try await resolve()`,
/// `override` when an override built it, `variant "key"` for a keyed variant, and `alive` for
/// an instance a leak check found alive (``markAlive(_:)``). An edge from a `.persistent` or
/// `.scoped` node to one of a shorter lifetime (`.scoped` under `.persistent`, `.graph`,
/// `.transient`) is a warning (``warningEdges``): the longer-lived instance may keep the other
/// alive longer than its lifetime says. So is an edge from such a node to a `.scoped` node it
/// got from another container (another scope's instance, ``DiagnosticEvent/crossedScopes(_:requestedBy:)``).
///
/// A dependency resolved later is drawn when its ``Provider``, ``Lazy`` or ``Injected`` property
/// is made (``DiagnosticEvent/deferred(_:_:requestedBy:)``), as a dotted edge labelled
/// `Provider`, `Lazy` or `@Injected` (``deferredEdges``): the graph shows it even if nothing
/// calls or reads it.
public final class GraphRecorder: Sendable {
    private let edges = Locked<[Edge]>([])
    private let deferred = Locked<[Edge]>([])
    /// The edges to a `.scoped` instance of another container than the requester's.
    private let crossings = Locked<Set<Edge>>([])
    private let nodes = Locked<[String: Node]>([:])

    /// A dependency: `from` asked for `to`, or made a way to ask for it later (`deferral`).
    public struct Edge: Sendable, Hashable {
        /// The requesting node's label.
        public let from: String
        /// The requested node's label.
        public let to: String
        /// How `from` asks for `to` later: `nil` for a request, which asked for it then.
        public let deferral: DiagnosticEvent.Deferral?

        init(from: String, to: String, deferral: DiagnosticEvent.Deferral? = nil) {
            self.from = from
            self.to = to
            self.deferral = deferral
        }
    }

    /// What the recorder knows of one node.
    private struct Node {
        var lifetime: Lifetime?
        var key: String?
        var isInterface = false
        var details: BuildDetails?
        var isAlive = false

        /// The marks, in the order they are drawn.
        var marks: [String] {
            var marks: [String] = []
            if isInterface { marks.append("interface") }
            if let lifetime { marks.append(".\(lifetime)") }
            switch details?.isolation {
            case .mainActor?: marks.append("main actor")
            case .globalActor?: marks.append("global actor")
            case .nonisolated?: marks.append("nonisolated")
            case .unknown?: marks.append("isolation unknown")
            case nil: break
            }
            if details?.isAsync == true { marks.append("async") }
            if details?.isOverridden == true { marks.append("override") }
            if let key { marks.append("variant \"\(key)\"") }
            if isAlive { marks.append("alive") }
            return marks
        }
    }

    /// Creates an empty recorder.
    public init() {}

    /// Feeds one event to the recorder; pass this method to ``DependencyContainer/setDiagnostics(_:)``.
    @Sendable
    public func record(_ event: DiagnosticEvent) {
        switch event {
        case .resolved(let step, let lifetime, _, let parent) where step.role != .didInject:
            let label = Self.label(step)
            nodes.withLock { nodes in
                var node = nodes[label] ?? Node(key: step.key)
                node.lifetime = node.lifetime ?? lifetime
                node.isInterface = node.isInterface || step.role == .interface
                nodes[label] = node
            }
            guard let parent else { return }
            let edge = Edge(from: Self.label(parent), to: label)
            edges.withLock { if !$0.contains(edge) { $0.append(edge) } }
        case .deferred(let step, let deferral, let parent?):
            let label = Self.label(step)
            nodes.withLock { nodes in
                var node = nodes[label] ?? Node(key: step.key)
                node.isInterface = node.isInterface || step.role == .interface
                nodes[label] = node
            }
            let edge = Edge(from: Self.label(parent), to: label, deferral: deferral)
            deferred.withLock { if !$0.contains(edge) { $0.append(edge) } }
        case .crossedScopes(let step, let requester):
            let edge = Edge(from: Self.label(requester), to: Self.label(step))
            crossings.withLock { _ = $0.insert(edge) }
        case .built(let step, let details) where step.role != .didInject:
            let label = Self.label(step)
            nodes.withLock { nodes in
                var node = nodes[label] ?? Node(key: step.key)
                // A type built both ways is marked as overridden.
                let overridden = details.isOverridden || node.details?.isOverridden == true
                node.details = BuildDetails(
                    isolation: details.isolation, isAsync: details.isAsync, isOverridden: overridden)
                nodes[label] = node
            }
        default:
            return
        }
    }

    /// Marks the nodes of `instances` as still alive, for example the live instances of an
    /// ``InstanceTracker`` after its container was let go.
    public func markAlive(_ instances: [LiveInstance]) {
        nodes.withLock { nodes in
            for instance in instances {
                let label = Self.label(instance.step)
                var node = nodes[label] ?? Node(lifetime: instance.lifetime, key: instance.step.key)
                node.isAlive = true
                nodes[label] = node
            }
        }
    }

    /// The distinct edges of requests recorded so far, in the order first seen.
    public var recordedEdges: [Edge] { edges.withLock { $0 } }

    /// The distinct edges of dependencies resolved later, in the order first seen: each from
    /// the request that made a ``Provider``, a ``Lazy`` or an ``Injected`` property, to what it
    /// resolves (``Edge/deferral`` says which).
    public var deferredEdges: [Edge] { deferred.withLock { $0 } }

    /// The edges from a `.persistent` or `.scoped` node to a node of a shorter lifetime, in the
    /// order first seen: the longer-lived instance may keep the other alive longer than its
    /// lifetime says.
    public var warningEdges: [Edge] {
        let lifetimes = nodes.withLock { $0.mapValues(\.lifetime) }
        let crossings = crossings.withLock { $0 }
        return recordedEdges.filter { warning(for: $0, lifetimes, crossings) != nil }
    }

    /// The graph in Graphviz DOT; render it with `dot -Tsvg graph.dot -o graph.svg`. Live nodes
    /// and warning edges are red; deferred edges dotted and labelled. Names and keys are escaped (a key's line break is one in its
    /// label).
    public var dot: String {
        let nodes = nodes.withLock { $0 }
        var lines = ["digraph Dependencies {", "    rankdir=LR;", "    node [shape=box];"]
        for (name, node) in nodes.sorted(by: { $0.key < $1.key }) {
            let text = ([name] + node.marks).map(Self.dotEscaped).joined(separator: "\\n")
            lines.append(
                "    \"\(Self.dotEscaped(name))\" [label=\"\(text)\"\(node.isAlive ? ", color=red, penwidth=2" : "")];")
        }
        let lifetimes = nodes.mapValues(\.lifetime)
        let crossings = crossings.withLock { $0 }
        for edge in recordedEdges {
            let warning = warning(for: edge, lifetimes, crossings).map { " [color=red, style=dashed, label=\"\($0)\"]" }
            lines.append("    \"\(Self.dotEscaped(edge.from))\" -> \"\(Self.dotEscaped(edge.to))\"\(warning ?? "");")
        }
        for edge in deferredEdges {
            lines.append(
                "    \"\(Self.dotEscaped(edge.from))\" -> \"\(Self.dotEscaped(edge.to))\" [style=dotted, label=\"\(Self.dotEscaped(edge.deferral.map(String.init(describing:)) ?? ""))\"];"
            )
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart, which GitHub renders in Markdown. Live nodes are drawn
    /// with a red border, warning edges dotted, red and labelled, deferred edges dotted and
    /// labelled `Provider`, `Lazy` or `@Injected`. Names and keys are escaped
    /// (quotes and markup as entity codes, a line break as `<br/>`).
    public var mermaid: String {
        let nodes = nodes.withLock { $0 }
        var ids: [String: String] = [:]
        func id(_ name: String) -> String {
            if let existing = ids[name] { return existing }
            let new = "n\(ids.count)"
            ids[name] = new
            return new
        }
        var lines = ["flowchart LR"]
        var alive: [String] = []
        for (name, node) in nodes.sorted(by: { $0.key < $1.key }) {
            let text = ([name] + [node.marks.joined(separator: " · ")].filter { !$0.isEmpty })
                .map(Self.mermaidEscaped).joined(separator: "<br/>")
            lines.append("    \(id(name))[\"\(text)\"]")
            if node.isAlive { alive.append(id(name)) }
        }
        var warnings: [Int] = []
        let lifetimes = nodes.mapValues(\.lifetime)
        let crossings = crossings.withLock { $0 }
        for (index, edge) in recordedEdges.enumerated() {
            if let text = warning(for: edge, lifetimes, crossings) {
                lines.append("    \(id(edge.from)) -.->|\"\(text)\"| \(id(edge.to))")
                warnings.append(index)
            } else {
                lines.append("    \(id(edge.from)) --> \(id(edge.to))")
            }
        }
        for edge in deferredEdges {
            let text = Self.mermaidEscaped(edge.deferral.map(String.init(describing:)) ?? "")
            lines.append("    \(id(edge.from)) -.->|\"\(text)\"| \(id(edge.to))")
        }
        if !warnings.isEmpty {
            lines.append("    linkStyle \(warnings.map(String.init).joined(separator: ",")) stroke:#d00,color:#d00")
        }
        if !alive.isEmpty {
            lines.append("    classDef alive stroke:#d00,stroke-width:3px")
            lines.append("    class \(alive.joined(separator: ",")) alive")
        }
        return lines.joined(separator: "\n")
    }

    /// The warning an edge is drawn with, when it may keep the requested instance longer than
    /// its lifetime says: from a `.persistent` or `.scoped` node to a shorter lifetime, or to a
    /// `.scoped` instance of another container than the requester's (`crossings`).
    private func warning(
        for edge: Edge, _ lifetimes: [String: Lifetime?], _ crossings: Set<Edge>
    ) -> String? {
        guard let from = lifetimes[edge.from] ?? nil, let to = lifetimes[edge.to] ?? nil else { return nil }
        if from.keepsLonger(than: to) { return "⚠ keeps .\(to) longer" }
        if from.isPerScope, to.isPerScope, crossings.contains(edge) { return "⚠ keeps another scope's .\(to)" }
        return nil
    }

    /// `text` inside a quoted DOT string: a backslash and a quote escaped, a line break written
    /// `\n` (a line break in a label, where an unescaped one would split the statement).
    private static func dotEscaped(_ text: String) -> String {
        escaped(text) { character in
            switch character {
            case "\\": "\\\\"
            case "\"": "\\\""
            default: character.isNewline ? "\\n" : nil
            }
        }
    }

    /// `text` inside a quoted Mermaid label: what Mermaid or HTML would read as markup (a quote,
    /// which ends the label, `#`, `&`, `<`, `>`) as an entity code, a line break as `<br/>`.
    private static func mermaidEscaped(_ text: String) -> String {
        escaped(text) { character in
            switch character {
            case "\"": "#quot;"
            case "#": "#35;"
            case "&": "#amp;"
            case "<": "#lt;"
            case ">": "#gt;"
            default: character.isNewline ? "<br/>" : nil
            }
        }
    }

    /// `text` with each character that `replacement` names written as what it gives; the rest,
    /// for which it gives nil, as they are. The one loop behind the escaping of each format.
    private static func escaped(_ text: String, _ replacement: (Character) -> String?) -> String {
        var escaped = ""
        for character in text {
            if let replaced = replacement(character) {
                escaped += replaced
            } else {
                escaped.append(character)
            }
        }
        return escaped
    }

    private static func label(_ step: ResolutionStep) -> String {
        var text = step.typeName
        if let key = step.key { text += "[\(key)]" }
        return text
    }
}
