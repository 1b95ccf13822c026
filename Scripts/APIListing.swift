// Prints a module's public API as text, one declaration a line, sorted: the checked-in baseline
// (API/<module>.txt) that Scripts/check-api.sh compares with. Read from the symbol graph that
// Scripts/check-docs.sh builds:
//
//   APIListing <module> <symbol-graph-folder>
//
// A line is `<kind> <path>: <declaration>`, the declaration as the compiler prints it (with its
// attributes and generic constraints), white space folded. Not listed: synthesized members
// (what a type gets from another module's protocol extension without declaring it), which no
// change to this module's sources can break. Listed: every public declaration, those hidden
// from the documentation with `@_documentation(visibility: internal)` included (the graph is
// emitted down to internal declarations, and only public and open ones are kept).
import Foundation

struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { let precise: String }
        struct Kind: Decodable { let identifier: String }
        struct Fragment: Decodable { let spelling: String }
        let identifier: Identifier
        let kind: Kind
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let accessLevel: String
    }
    let symbols: [Symbol]
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: APIListing <module> <symbol-graph-folder>\n".utf8))
    exit(2)
}
let module = arguments[1]
let folder = URL(fileURLWithPath: arguments[2])
let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json")) }
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("error: no symbol graph for \(module) in \(folder.path)\n".utf8))
    exit(2)
}

var lines = Set<String>()
for file in files {
    let data = try Data(contentsOf: folder.appendingPathComponent(file))
    for symbol in try JSONDecoder().decode(SymbolGraph.self, from: data).symbols
    where !symbol.identifier.precise.contains("::SYNTHESIZED::") && ["public", "open"].contains(symbol.accessLevel) {
        let kind = symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "")
        let declaration = (symbol.declarationFragments ?? []).map(\.spelling).joined()
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        lines.insert("\(kind) \(symbol.pathComponents.joined(separator: ".")): \(declaration)")
    }
}
print(lines.sorted().joined(separator: "\n"))
