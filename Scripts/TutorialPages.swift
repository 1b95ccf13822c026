// Makes the playground's pages from the DocC tutorial, so that the two cannot drift: the Swift
// files in the catalog's Resources/tutorial are the one source of the code, and the .tutorial
// files the one source of the prose. Run by Playgrounds/generate.sh.
//
//   TutorialPages pages <catalog> <playground>   writes <playground>/Pages and contents.xcplayground
//   TutorialPages plan <catalog>                 lists the listings for Playgrounds/run.sh
//
// The rules:
// - The table of contents is the catalog's one `@Tutorials` file. Its chapters name tutorials
//   (`@Tutorial`) and articles (`@Article`), in reading order.
// - A step's `@Code` is one of four kinds: the app (a complete program), a test file (its `name`
//   ends in `Tests.swift`: type-checked with the app listing before it), an output (a `.txt`
//   file: what the app listing before it prints) or a manifest (named `Package.swift`).
// - Each app step is one page, so that a page's prose is always about the code it shows: the
//   step's listing is the page's code, its instruction comes before the code and its caption
//   after. A section's first page opens with the section's introduction, a tutorial's first page
//   with the tutorial's. The steps of other kinds are shown on the page of the app step before
//   them, after its caption, in step order (so one may not come first in a section).
// - A doc link (`<doc:Name>`) to an article links to that article's file in the package's
//   repository; one to a tutorial, to the tutorial's first page.
// - An article of the table of contents (the recap) closes the last page.
// - Every file in Resources/tutorial is used by a step, and every step's file exists.
import Foundation

// MARK: - The directive tree of a .tutorial file

/// A directive (`@Name(args) { ... }` or `@Name(args)`) and what it contains, in order.
struct Directive {
    var name: String
    var arguments: [String: String]
    var items: [Item] = []
    var file: String
    var line: Int

    enum Item {
        case directive(Directive)
        case text(String)
    }

    var children: [Directive] {
        items.compactMap { if case .directive(let directive) = $0 { directive } else { nil } }
    }

    func child(_ name: String) -> Directive? { children.first { $0.name == name } }
    func all(_ name: String) -> [Directive] { children.filter { $0.name == name } }

    /// The text lines of this directive, outside its children, dedented, with the blank lines at
    /// either end removed.
    var text: String { Self.dedent(items.compactMap { if case .text(let line) = $0 { line } else { nil } }) }

    static func dedent(_ lines: [String]) -> String {
        var lines = lines
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let indent = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

/// Parses the directive syntax as the tutorial files write it: one directive per line, its
/// closing brace alone on a line. Fenced code blocks are text.
func parse(_ path: String) -> Directive {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    let opening = try! Regex(#"^@(\w+)(\((.*)\))?\s*\{$"#)
    let leaf = try! Regex(#"^@(\w+)\((.*)\)$"#)
    var stack = [Directive(name: "", arguments: [:], file: path, line: 0)]
    var fenced = false
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("```") { fenced.toggle() }
        if !fenced, let match = trimmed.wholeMatch(of: opening) {
            let arguments = match.output[3].substring.map(String.init) ?? ""
            stack.append(
                Directive(
                    name: String(match.output[1].substring!), arguments: parseArguments(arguments), file: path,
                    line: index + 1))
        } else if !fenced, trimmed == "}" {
            guard stack.count > 1 else { fail("\(path):\(index + 1): a closing brace with no directive open") }
            let done = stack.removeLast()
            stack[stack.count - 1].items.append(.directive(done))
        } else if !fenced, let match = trimmed.wholeMatch(of: leaf) {
            let directive = Directive(
                name: String(match.output[1].substring!),
                arguments: parseArguments(String(match.output[2].substring!)), file: path, line: index + 1)
            stack[stack.count - 1].items.append(.directive(directive))
        } else {
            stack[stack.count - 1].items.append(.text(String(line)))
        }
    }
    guard stack.count == 1, let top = stack[0].children.first else { fail("\(path): unbalanced directives") }
    return top
}

func parseArguments(_ text: String) -> [String: String] {
    var arguments: [String: String] = [:]
    for match in text.matches(of: try! Regex(#"(\w+):\s*(?:"([^"]*)"|([^,\s]+))"#)) {
        let value = match.output[2].substring ?? match.output[3].substring ?? ""
        arguments[String(match.output[1].substring!)] = String(value)
    }
    return arguments
}

// MARK: - The tutorial

struct Step {
    enum Kind { case app, test, output, manifest }

    var instruction: String
    var caption: String
    var kind: Kind
    var name: String
    var file: String
}

struct Section {
    var title: String
    var content: String
    var steps: [Step]
}

struct Tutorial {
    var name: String
    var title: String
    var intro: String
    var sections: [Section]
}

struct Chapter {
    var name: String
    var content: String
    var tutorials: [Tutorial]
    var articles: [(title: String, intro: String, body: String)]
}

func tutorialFiles(_ catalog: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: catalog)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".tutorial") { files.append("\(catalog)/\(path)") }
    }
    return files.sorted()
}

func load(_ catalog: String, resources: String) -> (intro: String, chapters: [Chapter]) {
    let files = tutorialFiles(catalog)
    let parsed = files.map(parse)
    let tables = parsed.filter { $0.name == "Tutorials" }
    guard tables.count == 1, let table = tables.first else { fail("\(catalog): expected one @Tutorials file") }
    var byName: [String: Directive] = [:]
    for (file, directive) in zip(files, parsed) {
        byName[((file as NSString).lastPathComponent as NSString).deletingPathExtension] = directive
    }
    var chapters: [Chapter] = []
    for chapter in table.all("Chapter") {
        var result = Chapter(name: chapter.arguments["name"] ?? "", content: chapter.text, tutorials: [], articles: [])
        for reference in chapter.all("TutorialReference") {
            let name = (reference.arguments["tutorial"] ?? "").replacingOccurrences(of: "doc:", with: "")
            guard let directive = byName[name] else { fail("\(table.file): no tutorial named \(name)") }
            let intro = directive.child("Intro")
            let title = intro?.arguments["title"] ?? name
            if directive.name == "Article" {
                result.articles.append((title, intro?.text ?? "", directive.text))
                continue
            }
            var sections: [Section] = []
            for section in directive.all("Section") {
                var steps: [Step] = []
                for step in section.child("Steps")?.all("Step") ?? [] {
                    guard let code = step.child("Code"), let file = code.arguments["file"], let name = code.arguments["name"]
                    else { fail("\(step.file):\(step.line): a step without @Code(name:file:)") }
                    guard FileManager.default.fileExists(atPath: "\(resources)/\(file)") else {
                        fail("\(code.file):\(code.line): \(file) is not in \(resources)")
                    }
                    // The instruction is the text before the code, the caption the text after it.
                    var before: [String] = []
                    var after: [String] = []
                    var seenCode = false
                    for item in step.items {
                        switch item {
                        case .directive(let directive): seenCode = seenCode || directive.name == "Code"
                        case .text(let line): if seenCode { after.append(line) } else { before.append(line) }
                        }
                    }
                    let kind: Step.Kind =
                        file.hasSuffix(".txt")
                        ? .output
                        : name == "Package.swift" ? .manifest : name.hasSuffix("Tests.swift") ? .test : .app
                    steps.append(
                        Step(
                            instruction: Directive.dedent(before), caption: Directive.dedent(after), kind: kind,
                            name: name, file: file))
                }
                sections.append(
                    Section(
                        title: section.arguments["title"] ?? "", content: section.child("ContentAndMedia")?.text ?? "",
                        steps: steps))
            }
            result.tutorials.append(Tutorial(name: name, title: title, intro: intro?.text ?? "", sections: sections))
        }
        chapters.append(result)
    }
    // Every resource file is used: a listing no step shows is a listing no reader sees.
    let used = Set(chapters.flatMap { $0.tutorials.flatMap { $0.sections.flatMap { $0.steps.map(\.file) } } })
    let listings = ((try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? [])
        .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".txt") }
    for file in listings.sorted() where !used.contains(file) {
        fail("\(resources)/\(file) is used by no step of the tutorial")
    }
    return (table.child("Intro")?.text ?? "", chapters)
}

// MARK: - DocC markup to playground markup

/// Where a doc link to an article points: the article's file in the package's repository (the
/// URL that README.md and GettingStarted.md give for the package).
let articlesURL = "https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc"

/// What a `<doc:...>` link becomes on a page, by the name the link uses: a link to an article's
/// file, or to the first page of a tutorial (a playground links to a page by its name).
func links(_ catalog: String, firstPages: [String: String]) -> [String: String] {
    var links: [String: String] = [:]
    for file in (try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? [] where file.hasSuffix(".md") {
        let text = (try? String(contentsOfFile: "\(catalog)/\(file)", encoding: .utf8)) ?? ""
        if let first = text.split(separator: "\n").first, first.hasPrefix("# ") {
            let name = (file as NSString).deletingPathExtension
            links[name] = "[*\(first.dropFirst(2))*](\(articlesURL)/\(file))"
        }
    }
    for file in tutorialFiles(catalog) {
        let directive = parse(file)
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        if let title = directive.child("Intro")?.arguments["title"] {
            let page = firstPages[name].map { $0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0 }
            links[name] = page.map { "[*\(title)*](\($0))" } ?? "*\(title)*"
        }
        links["tutorials/\(name)"] = "this tutorial"
    }
    return links
}

/// Symbol links become code voice (`DependencyContainer.shared`); doc links, links (see `links`).
func playgroundMarkup(_ text: String, links: [String: String]) -> String {
    var text = text.replacing(try! Regex(#"``([^`]+)``"#)) { match in
        let path = String(match.output[1].substring!)
        let components = path.split(separator: "/").map { component in
            // A disambiguation suffix (-8mzvv, ->I?) is for DocC only.
            String(component.prefix { $0 != "-" })
        }
        return "`" + components.joined(separator: ".") + "`"
    }
    text = text.replacing(try! Regex(#"<doc:([^>]+)>"#)) { match in
        let name = String(match.output[1].substring!)
        guard let link = links[name] else { fail("no article or tutorial named \(name), linked as <doc:\(name)>") }
        return link
    }
    return text
}

/// A `/*: */` block: Xcode renders its lines as markup.
func markupBlock(_ paragraphs: [String]) -> String {
    let body = paragraphs.filter { !$0.isEmpty }.joined(separator: "\n\n")
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : " \($0)" }
    return "/*:\n" + lines.joined(separator: "\n") + "\n */\n"
}

// MARK: - Pages

func lines(_ path: String) -> [String] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}

struct Page {
    var name: String
    var contents: String
}

/// A page's name: its number, its section's title, and which of the section's pages it is.
func pageName(_ number: Int, _ section: Section, step: Int, of steps: Int) -> String {
    let title = steps == 1 ? section.title : "\(section.title) (\(step) of \(steps))"
    return "\(String(format: "%02d", number)) \(title)".filter { !"`:/'\"".contains($0) }
}

func pages(catalog: String, resources: String) -> [Page] {
    let (tableIntro, chapters) = load(catalog, resources: resources)

    // The names of the pages first, for the links to a tutorial's first page.
    var firstPages: [String: String] = [:]
    var count = 0
    for chapter in chapters {
        for tutorial in chapter.tutorials {
            for section in tutorial.sections {
                let steps = section.steps.filter { $0.kind == .app }.count
                if firstPages[tutorial.name] == nil {
                    firstPages[tutorial.name] = pageName(count + 1, section, step: 1, of: steps)
                }
                count += steps
            }
        }
    }
    let links = links(catalog, firstPages: firstPages)
    let markup = { (text: String) in playgroundMarkup(text, links: links) }

    var pages: [Page] = []
    for (chapterIndex, chapter) in chapters.enumerated() {
        for tutorial in chapter.tutorials {
            for (sectionIndex, section) in tutorial.sections.enumerated() {
                // Each app step, with the steps of other kinds that follow it.
                var groups: [(app: Step, others: [Step])] = []
                for step in section.steps {
                    if step.kind == .app {
                        groups.append((step, []))
                    } else if groups.isEmpty {
                        fail("section \(section.title): a \(step.file) step must follow an app step, whose page shows it")
                    } else {
                        groups[groups.count - 1].others.append(step)
                    }
                }
                for (index, group) in groups.enumerated() {
                    let first = index == 0
                    var header = [
                        "# \(markup(section.title))",
                        "*Chapter \(chapterIndex + 1), \(markup(chapter.name)): \(markup(tutorial.title))*",
                    ]
                    if pages.isEmpty {
                        // The first page opens with what the whole tutorial is (its other paragraph
                        // says how to run the pages, which a reader of the pages is doing), and says
                        // where the links go.
                        if let intro = tableIntro.components(separatedBy: "\n\n").first { header.append(markup(intro)) }
                        header.append(
                            """
                            Each page is one step of the tutorial, and its code is the whole program at that
                            step: run it to see its checks. A title in italics links to an article of the
                            package's documentation (its DocC catalog, `Sources/Injectable/Injectable.docc`).
                            """)
                    }
                    if first && sectionIndex == 0 { header.append(markup(tutorial.intro)) }
                    if first { header.append(markup(section.content)) }
                    if groups.count > 1 { header.append("**Step \(index + 1) of \(groups.count).**") }
                    header.append(markup(group.app.instruction))

                    var text = markupBlock(header)
                    text += lines("\(resources)/\(group.app.file)").joined(separator: "\n") + "\n"
                    if !group.app.caption.isEmpty { text += "\n" + markupBlock([markup(group.app.caption)]) }
                    for step in group.others {
                        let listing = lines("\(resources)/\(step.file)").joined(separator: "\n")
                        let fence = step.kind == .output ? "```text" : "```swift"
                        text += "\n" + markupBlock([markup(step.instruction), "\(fence)\n\(listing)\n```", markup(step.caption)])
                    }
                    let name = pageName(pages.count + 1, section, step: index + 1, of: groups.count)
                    pages.append(Page(name: name, contents: text))
                }
            }
        }
    }
    // Navigation, and the articles (the recap) at the end of the last page.
    let articles = chapters.flatMap(\.articles)
    for index in pages.indices {
        var footer = ""
        if index == pages.count - 1 {
            for article in articles {
                footer += "\n" + markupBlock(["# \(markup(article.title))", markup(article.intro), markup(article.body)])
            }
        }
        let links =
            index == 0
            ? "[Next](@next)" : index == pages.count - 1 ? "[Previous](@previous)" : "[Previous](@previous) | [Next](@next)"
        pages[index].contents += footer + "\n//: \(links)\n"
    }
    return pages
}

// MARK: - Commands

let arguments = CommandLine.arguments
guard arguments.count >= 3 else { fail("usage: TutorialPages pages <catalog> <playground> | plan <catalog>") }
let catalog = arguments[2]
let resources = "\(catalog)/Resources/tutorial"

switch arguments[1] {
case "pages":
    guard arguments.count == 4 else { fail("usage: TutorialPages pages <catalog> <playground>") }
    let playground = arguments[3]
    let all = pages(catalog: catalog, resources: resources)
    let pagesFolder = "\(playground)/Pages"
    try? FileManager.default.removeItem(atPath: pagesFolder)
    for page in all {
        let folder = "\(pagesFolder)/\(page.name).xcplaygroundpage"
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try! page.contents.write(toFile: "\(folder)/Contents.swift", atomically: true, encoding: .utf8)
    }
    let list = all.map { "        <page name='\($0.name)'/>" }.joined(separator: "\n")
    let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <playground version='6.0' target-platform='macos' swift-version='6' buildActiveScheme='true' importAppTypes='true'>
            <pages>
        \(list)
            </pages>
        </playground>

        """
    try! contents.write(toFile: "\(playground)/contents.xcplayground", atomically: true, encoding: .utf8)
case "plan":
    // One line per listing: "app FILE", "test FILE APP", "output FILE APP", "manifest FILE", where
    // APP is the app listing of the step before (the program the test compiles with, or whose
    // output it is).
    let (_, chapters) = load(catalog, resources: resources)
    var seen = Set<String>()
    for tutorial in chapters.flatMap(\.tutorials) {
        var app: String?
        for step in tutorial.sections.flatMap(\.steps) {
            switch step.kind {
            case .app:
                app = step.file
                if seen.insert(step.file).inserted { print("app \(step.file)") }
            case .test, .output:
                guard let app else { fail("\(step.file): no app listing comes before it") }
                print("\(step.kind == .test ? "test" : "output") \(step.file) \(app)")
            case .manifest:
                print("manifest \(step.file)")
            }
        }
    }
default:
    fail("unknown command \(arguments[1])")
}
