// Lists the public symbols of a module that have no documentation comment of their own, from
// the symbol graph that `swift package dump-symbol-graph` writes. Compiled and run by
// Scripts/check-docs.sh:
//
//   DocCoverage <module> <symbol-graph-folder> [<docc-catalog>]
//
// With a catalog, also checks that its topic groups curate every top-level symbol of the module
// (on the landing page or any other page) and every member of a type that has an extension
// page of its own (`# ``Module/Type``` with a `## Topics` section): one `- ``link``` item per
// symbol, so each overload of a name needs its own (disambiguated) item.
//
// Exits 1 if any symbol is undocumented or uncurated, 2 on bad input.
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
guard arguments.count == 3 || arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: DocCoverage <module> <symbol-graph-folder> [<docc-catalog>]\n".utf8))
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
var documentable: [Symbol] = []
var checked = 0
for file in files {
    let graph = try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: folder.appendingPathComponent(file)))
    for symbol in graph.symbols where symbol.accessLevel == "public" || symbol.accessLevel == "open" {
        if symbol.identifier.precise.contains("::SYNTHESIZED::") {
            synthesized.append(symbol)
            continue
        }
        documentable.append(symbol)
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
var failed = false
if undocumented.isEmpty {
    print("All \(checked) public symbols of \(module) have a doc comment.")
} else {
    print("\(undocumented.count) of \(checked) public symbols of \(module) have no doc comment:")
    list(undocumented)
    failed = true
}

// MARK: - Curation

/// The symbol path a topic item links to, without its disambiguation suffix: "resolve()" for
/// ``resolve()-83919``, "override(_:_:)" for ``override(_:_:)-(T.Type,_)``.
func curatedPath(_ link: String, on page: String?) -> String {
    var components = link.split(separator: "/").map(String.init)
    if components.first == module { components.removeFirst() }
    guard var last = components.popLast() else { return link }
    if let open = last.firstIndex(of: "("), let close = last[open...].firstIndex(of: ")") {
        last = String(last[...close])
    } else if let dash = last.firstIndex(of: "-") {
        last = String(last[..<dash])
    }
    components.append(last)
    let path = components.joined(separator: "/")
    // A relative link on a symbol's own page names that symbol's member.
    if let page, components.count == 1, arguments.count == 4 { return page + "/" + path }
    return path
}

if arguments.count == 4 {
    let catalog = URL(fileURLWithPath: arguments[3])
    let pages = ((try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []).filter { $0.hasSuffix(".md") }
    var curated: [String: Int] = [:]
    var extensionPages: Set<String> = []
    for page in pages {
        let text = try String(contentsOf: catalog.appendingPathComponent(page), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // `# ``Module/Type``` is an extension page for Type; `# ``Module``` is the landing page.
        var owner: String?
        if let title = lines.first, title.hasPrefix("# ``"), title.hasSuffix("``") {
            let name = title.dropFirst(4).dropLast(2).split(separator: "/").dropFirst().joined(separator: "/")
            if !name.isEmpty {
                owner = name
                extensionPages.insert(name)
            }
        }
        var inTopics = false
        for line in lines {
            if line.hasPrefix("## ") { inTopics = line == "## Topics" }
            guard inTopics, line.hasPrefix("- ``"), line.hasSuffix("``") else { continue }
            let link = String(line.dropFirst(4).dropLast(2))
            curated[curatedPath(link, on: owner), default: 0] += 1
        }
    }
    var required: [String: [Symbol]] = [:]
    for symbol in documentable {
        let path = symbol.pathComponents.joined(separator: "/")
        let parent = symbol.pathComponents.dropLast().joined(separator: "/")
        if symbol.pathComponents.count == 1 || extensionPages.contains(parent) {
            required[path, default: []].append(symbol)
        }
    }
    let missing = required.filter { path, symbols in curated[path, default: 0] < symbols.count }
    if missing.isEmpty {
        let members = extensionPages.isEmpty ? "" : " and members of " + extensionPages.sorted().joined(separator: ", ")
        print("The catalog's topic groups curate all \(required.values.map(\.count).reduce(0, +)) top-level symbols\(members).")
    } else {
        print("Not curated in a topic group of \(catalog.lastPathComponent): add a `- ``link``` item per symbol to the")
        print("landing page (top-level symbols) or to the type's extension page (e.g. DependencyContainer.md). For an")
        print("overload, link once without a suffix: docc's warning then suggests each overload's `name-hash` link.")
        list(missing.values.flatMap { $0 })
        failed = true
    }
}
if failed { exit(1) }
