/// Records the dependency graph that resolutions walk, to render it as Graphviz DOT or Mermaid.
///
/// ```swift
/// let recorder = GraphRecorder()
/// container.setDiagnostics(recorder.record)
/// let _: AppModel = container.resolve()
/// print(recorder.dot)   // dot -Tpng graph.dot -o graph.png
/// ```
public final class GraphRecorder: Sendable {
    private let edges = Locked<[Edge]>([])
    private let nodes = Locked<[String: Lifetime?]>([:])

    /// A dependency: `from` asked for `to`.
    public struct Edge: Sendable, Hashable {
        /// The requesting node's label.
        public let from: String
        /// The requested node's label.
        public let to: String
    }

    /// Creates an empty recorder.
    public init() {}

    /// Feeds one event to the recorder; pass this method to ``DependencyContainer/setDiagnostics(_:)``.
    @Sendable
    public func record(_ event: DiagnosticEvent) {
        guard case .resolved(let step, let lifetime, _, let parent) = event, step.role != .didInject else { return }
        let label = Self.label(step)
        nodes.withLock { $0[label] = $0[label] ?? lifetime }
        guard let parent else { return }
        let edge = Edge(from: Self.label(parent), to: label)
        edges.withLock { if !$0.contains(edge) { $0.append(edge) } }
    }

    /// The distinct edges recorded so far, in the order first seen.
    public var recordedEdges: [Edge] { edges.withLock { $0 } }

    /// The graph in Graphviz DOT; render it with `dot -Tsvg graph.dot -o graph.svg`.
    public var dot: String {
        var lines = ["digraph Dependencies {", "    rankdir=LR;", "    node [shape=box];"]
        for (name, lifetime) in nodes.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            let note = lifetime.map { "\\n(\($0))" } ?? ""
            lines.append("    \"\(name)\" [label=\"\(name)\(note)\"];")
        }
        for edge in recordedEdges { lines.append("    \"\(edge.from)\" -> \"\(edge.to)\";") }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart, which GitHub renders in Markdown.
    public var mermaid: String {
        var ids: [String: String] = [:]
        func id(_ name: String) -> String {
            if let existing = ids[name] { return existing }
            let new = "n\(ids.count)"
            ids[name] = new
            return new
        }
        var lines = ["flowchart LR"]
        for name in nodes.withLock({ $0.keys }).sorted() {
            lines.append("    \(id(name))[\"\(String(name.map { $0 == "\"" ? "'" : $0 }))\"]")
        }
        for edge in recordedEdges { lines.append("    \(id(edge.from)) --> \(id(edge.to))") }
        return lines.joined(separator: "\n")
    }

    private static func label(_ step: ResolutionStep) -> String {
        var text = step.typeName
        if let key = step.key { text += "[\(key)]" }
        return text
    }
}
