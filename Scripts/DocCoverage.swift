// Lists the public symbols of a module that have no documentation comment of their own, from
// the symbol graph that `swift package dump-symbol-graph` writes. Compiled and run by
// Scripts/check-docs.sh:
//
//   DocCoverage <module> <symbol-graph-folder>
//
// Exits 1 if any symbol is undocumented, 2 on bad input.
//
// Every declaration written in the module's sources counts, including members that implement
// a standard-library requirement (`description`, `hash(into:)`): a one-line summary says what
// this type's implementation returns. Not counted, but listed:
// - synthesized members, which have no source to document: what a type gets from another
//   module's protocol extension without declaring it (Equatable's `!=`);
// - a member whose only documentation is inherited from another module's declaration.
import Foundation

struct SymbolGraph: Decodable {
    let symbols: [Symbol]
}

struct Symbol: Decodable {
    struct Identifier: Decodable { let precise: String }
    struct Kind: Decodable { let identifier: String }
    struct DocComment: Decodable {
        struct Line: Decodable { let text: String }
        let lines: [Line]
        let module: String?
    }
    struct Location: Decodable {
        struct Position: Decodable { let line: Int }
        let uri: String
        let position: Position
    }

    let identifier: Identifier
    let kind: Kind
    let pathComponents: [String]
    let accessLevel: String
    let docComment: DocComment?
    let location: Location?

    var name: String { pathComponents.joined(separator: ".") }
    var kindName: String { kind.identifier.replacingOccurrences(of: "swift.", with: "") }

    var place: String {
        guard let location else { return "(no source location)" }
        let path = URL(string: location.uri)?.path ?? location.uri
        let root = FileManager.default.currentDirectoryPath + "/"
        let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        return "\(relative):\(location.position.line + 1)"
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: DocCoverage <module> <symbol-graph-folder>\n".utf8))
    exit(2)
}
let module = arguments[1]
let folder = URL(fileURLWithPath: arguments[2])

// The module's own graph and the graphs of its extensions to other modules' types.
let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json")) }
    .sorted()
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("error: no symbol graph for \(module) in \(folder.path)\n".utf8))
    exit(2)
}

var undocumented: [Symbol] = []
var synthesized: [Symbol] = []
var inheritedDocs: [Symbol] = []
var checked = 0
for file in files {
    let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
    for symbol in graph.symbols where symbol.accessLevel == "public" || symbol.accessLevel == "open" {
        if symbol.identifier.precise.contains("::SYNTHESIZED::") {
            synthesized.append(symbol)
            continue
        }
        checked += 1
        let text = symbol.docComment?.lines.map(\.text).joined().trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if text.isEmpty {
            undocumented.append(symbol)
        } else if let owner = symbol.docComment?.module, owner != module {
            inheritedDocs.append(symbol)
        }
    }
}

func list(_ symbols: [Symbol]) {
    for symbol in symbols.sorted(by: { ($0.place, $0.name) < ($1.place, $1.name) }) {
        print("  \(symbol.place): \(symbol.kindName) \(symbol.name)")
    }
}

if !synthesized.isEmpty {
    print("Not counted: \(synthesized.count) synthesized members, which have no source to document:")
    print("  " + synthesized.map(\.name).sorted().joined(separator: ", "))
}
if !inheritedDocs.isEmpty {
    print("Not counted: \(inheritedDocs.count) members documented only by another module's declaration:")
    list(inheritedDocs)
}
if undocumented.isEmpty {
    print("All \(checked) public symbols of \(module) have a doc comment.")
} else {
    print("\(undocumented.count) of \(checked) public symbols of \(module) have no doc comment:")
    list(undocumented)
    exit(1)
}
