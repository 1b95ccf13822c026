// Writes the generated sources of the benchmarks:
//
//   Sources/InjectableBenchmarks/Generated/DAG.swift      the "access every node" graph
//   Sources/InjectableBenchmarks/Generated/Startup.swift  500 protocol/implementation pairs
//
// Each also holds the swift-dependencies keys of its types (a `DependencyKey` per type, and the
// `DependencyValues` property that reads it), as Peers/SwiftDependencies.swift has them for the
// hand-written scenarios.
//
// Run from Benchmarks/:   swift Scripts/generate.swift
// The output is deterministic (a fixed seed), so running it again changes nothing.

#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// SplitMix64: a small deterministic generator, the same on every platform.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

func write(_ text: String, to path: String) {
    guard let file = fopen(path, "w") else {
        fputs("cannot write \(path)\n", stderr)
        exit(1)
    }
    fputs(text, file)
    fclose(file)
    print("wrote \(path)")
}

func pad(_ value: Int, _ width: Int = 2) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

let header = """
    // This file is written by Scripts/generate.swift; edit that script, not this file.
    // swift-format-ignore-file

    import Dependencies
    import Injectable
    import Swinject


    """

// MARK: - DAG

// 190 nodes in 15 layers: layers 0-9 have 13 nodes, layers 10-14 have 12. Layer 0 nodes are
// leaves; every other node depends on 2-4 distinct nodes of the layer below.
let layerSizes = (0..<15).map { $0 < 10 ? 13 : 12 }
var random = SplitMix64(state: 0x1DE5_1C0D)
struct Node {
    let layer: Int
    let index: Int
    var dependencies: [Int] = []  // indices in layer - 1
    var name: String { "N\(pad(layer))_\(pad(index))" }
    var property: String { "n\(pad(layer))_\(pad(index))" }
}
var layers: [[Node]] = []
for (layer, size) in layerSizes.enumerated() {
    var nodes: [Node] = []
    for index in 0..<size {
        var node = Node(layer: layer, index: index)
        if layer > 0 {
            let count = 2 + random.next(below: 3)
            var chosen: [Int] = []
            while chosen.count < count {
                let candidate = random.next(below: layerSizes[layer - 1])
                if !chosen.contains(candidate) { chosen.append(candidate) }
            }
            node.dependencies = chosen
        }
        nodes.append(node)
    }
    layers.append(nodes)
}
let allNodes = layers.flatMap { $0 }
let topDown = layers.reversed().flatMap { $0 }
let edgeCount = allNodes.reduce(0) { $0 + $1.dependencies.count }

var dag = header
dag += """
    /// The layered graph of the "access every node" comparison of Swift DI containers:
    /// \(allNodes.count) final classes in \(layerSizes.count) layers, \(edgeCount) edges, every node persistent.
    enum DAG {
        static let nodeCount = \(allNodes.count)
        static let layerCount = \(layerSizes.count)
        static let edgeCount = \(edgeCount)


    """
for node in allNodes {
    let deps = node.dependencies.map { layers[node.layer - 1][$0] }
    dag += "    final class \(node.name): InjectableObject, Sendable {\n"
    dag += "        static let lifetime: Lifetime = .persistent\n"
    for (i, dep) in deps.enumerated() { dag += "        let d\(i): \(dep.name)\n" }
    if deps.isEmpty {
        dag += "        init() {}\n"
        dag += "        init(container: Injectable.Container) {}\n"
    } else {
        let parameters = deps.enumerated().map { "_ d\($0.offset): \($0.element.name)" }.joined(separator: ", ")
        let assignments = deps.indices.map { "self.d\($0) = d\($0)" }.joined(separator: "; ")
        let resolves = deps.map { _ in "container.resolve()" }.joined(separator: ", ")
        dag += "        init(\(parameters)) { \(assignments) }\n"
        dag += "        convenience init(container: Injectable.Container) { self.init(\(resolves)) }\n"
    }
    dag += "    }\n\n"
}

dag += "    /// Every node built once by hand, bottom layer first: baseline (a) reads these properties.\n"
dag += "    final class Prebuilt {\n"
for node in allNodes { dag += "        let \(node.property): \(node.name)\n" }
dag += "\n        init() {\n"
for node in allNodes {
    let args = node.dependencies.map { layers[node.layer - 1][$0].property }.joined(separator: ", ")
    dag += "            \(node.property) = \(node.name)(\(args))\n"
}
dag += "        }\n\n"
dag += "        /// Baseline (b): the same objects in a dictionary keyed by type.\n"
dag += "        func dictionary() -> [ObjectIdentifier: AnyObject] {\n"
dag += "            var objects: [ObjectIdentifier: AnyObject] = [:]\n"
for node in allNodes { dag += "            objects[ObjectIdentifier(\(node.name).self)] = \(node.property)\n" }
dag += "            return objects\n        }\n    }\n\n"

dag += "    /// Baseline (a): every node read from a stored property.\n"
dag += "    static func accessStored(_ graph: Prebuilt, _ sink: Sink) {\n"
for node in topDown { dag += "        sink.take(graph.\(node.property))\n" }
dag += "    }\n\n"

dag += "    /// Baseline (b): every node read back from the dictionary, with a cast.\n"
dag += "    static func accessDictionary(_ objects: [ObjectIdentifier: AnyObject], _ sink: Sink) {\n"
for node in topDown { dag += "        sink.take(objects[ObjectIdentifier(\(node.name).self)]! as! \(node.name))\n" }
dag += "    }\n\n"

dag += "    /// Every node resolved from an Injectable container, top layer first.\n"
dag += "    static func resolveAll(_ container: DependencyContainer, _ sink: Sink) {\n"
for node in topDown { dag += "        sink.take(container.resolve() as \(node.name))\n" }
dag += "    }\n\n"

dag += "    /// Every node registered with Swinject in the container scope.\n"
dag += "    static func register(in container: Swinject.Container) {\n"
for node in allNodes {
    let args = node.dependencies.map { "r.resolve(\(layers[node.layer - 1][$0].name).self)!" }.joined(separator: ", ")
    let closure = node.dependencies.isEmpty ? "_ in \(node.name)()" : "r in \(node.name)(\(args))"
    dag += "        container.register(\(node.name).self) { \(closure) }.inObjectScope(.container)\n"
}
dag += "    }\n\n"

dag += "    /// Every node resolved from a Swinject container, top layer first.\n"
dag += "    static func resolveAll(_ container: Swinject.Container, _ sink: Sink) {\n"
for node in topDown { dag += "        sink.take(container.resolve(\(node.name).self)!)\n" }
dag += "    }\n\n"

dag += "    // swift-dependencies: every node a key whose live value reads the node's dependencies with\n"
dag += "    // `@Dependency`. The value is computed, so each dependency context builds its own graph;\n"
dag += "    // the context's cache keeps it, so every later read is a hit, as in the containers.\n"
for node in allNodes {
    dag += "    enum \(node.name)Key: DependencyKey {\n"
    if node.dependencies.isEmpty {
        dag += "        static var liveValue: \(node.name) { \(node.name)() }\n"
    } else {
        dag += "        static var liveValue: \(node.name) {\n"
        for (i, index) in node.dependencies.enumerated() {
            dag += "            @Dependency(\\.dag\(layers[node.layer - 1][index].name)) var d\(i)\n"
        }
        let args = node.dependencies.indices.map { "d\($0)" }.joined(separator: ", ")
        dag += "            return \(node.name)(\(args))\n"
        dag += "        }\n"
    }
    dag += "    }\n"
}
dag += "\n    /// Every node read with `@Dependency`, top layer first.\n"
dag += "    static func readAll(_ sink: Sink) {\n"
for node in topDown {
    dag += "        @Dependency(\\.dag\(node.name)) var \(node.property)\n"
    dag += "        sink.take(\(node.property))\n"
}
dag += "    }\n}\n\n"

dag += "extension DependencyValues {\n"
for node in allNodes { dag += "    var dag\(node.name): DAG.\(node.name) { self[DAG.\(node.name)Key.self] }\n" }
dag += "}\n"

// MARK: - Startup

let startupCount = 500
var startup = header
startup += """
    /// \(startupCount) protocol/implementation pairs: each registered as an interface and resolved once.
    enum Startup {
        static let count = \(startupCount)


    """
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "    protocol \(name): AnyObject {}\n"
    startup += "    final class \(name)Impl: \(name), InjectableObject {\n"
    startup += "        init() {}\n"
    startup += "        init(container: Injectable.Container) {}\n"
    startup += "    }\n"
}
startup += "\n    /// Hand-written: each implementation built directly.\n"
startup += "    static func handWritten(_ sink: Sink) {\n"
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "        sink.take(\(name)Impl() as any \(name))\n"
}
startup += "    }\n\n"
startup += "    /// A fresh Injectable container: every pair registered, then every interface resolved once.\n"
startup += "    static func injectable(_ sink: Sink) {\n"
startup += "        let container = DependencyContainer()\n"
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "        container.register(interface: (any \(name)).self, implementation: \(name)Impl.self)\n"
}
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "        sink.take(container.resolveInterface() as any \(name))\n"
}
startup += "    }\n\n"
startup += "    /// A fresh Swinject container: every pair registered, then every service resolved once.\n"
startup += "    static func swinject(_ sink: Sink) {\n"
startup += "        let container = Swinject.Container()\n"
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "        container.register((any \(name)).self) { _ in \(name)Impl() }.inObjectScope(.transient)\n"
}
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "        sink.take(container.resolve((any \(name)).self)!)\n"
}
startup += "    }\n\n"
startup += "    // swift-dependencies: every interface a key whose live value is a factory of its\n"
startup += "    // implementation, as the implementations are ephemeral in the containers.\n"
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "    enum \(name)Key: DependencyKey { static let liveValue = Factory<any \(name)> { \(name)Impl() } }\n"
}
startup += "\n    /// A fresh dependency context, a new `DependencyValues` whose cache of live values starts\n"
startup += "    /// empty: every key read once, and its factory called. Keys are declared, not registered, so\n"
startup += "    /// there is no registration to do at run time: a read puts the key's live value in the cache.\n"
startup += "    static func dependencies(_ sink: Sink) {\n"
startup += "        withDependencies {\n"
startup += "            $0 = DependencyValues()\n"
startup += "        } operation: {\n"
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "            @Dependency(\\.startup\(name)) var s\(pad(i, 3))\n"
    startup += "            sink.take(s\(pad(i, 3)).make())\n"
}
startup += "        }\n"
startup += "    }\n}\n\n"
startup += "extension DependencyValues {\n"
for i in 0..<startupCount {
    let name = "S\(pad(i, 3))"
    startup += "    var startup\(name): Factory<any Startup.\(name)> { self[Startup.\(name)Key.self] }\n"
}
startup += "}\n"

let directory = "Sources/InjectableBenchmarks/Generated"
mkdir(directory, 0o755)
write(dag, to: "\(directory)/DAG.swift")
write(startup, to: "\(directory)/Startup.swift")
