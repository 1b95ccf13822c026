import Dependencies
import Injectable
import Swinject

// dag and startup: whole graphs, from Generated/ (written by Scripts/generate.swift).

extension Scenario {
    static let dag = Scenario(
        name: "dag",
        about:
            "\(DAG.nodeCount) persistent classes in \(DAG.layerCount) layers (\(DAG.edgeCount) edges); one op resolves every node once"
    ) { bench in
        let sink = bench.sink
        let prebuilt = DAG.Prebuilt()
        let dictionary = prebuilt.dictionary()
        let injectable = DependencyContainer()
        DAG.resolveAll(injectable, sink)
        let swinject = Swinject.Container()
        DAG.register(in: swinject)
        DAG.resolveAll(swinject, sink)
        // swift-dependencies reads the process's dependency context, whose cache keeps every
        // node once it was read (the keys are in Generated/DAG.swift).
        DAG.readAll(sink)
        let results = bench.measure(
            "dag (per pass over all \(DAG.nodeCount) nodes)", unit: "pass",
            [
                Contender("stored properties") { n in
                    for _ in 0..<n { DAG.accessStored(prebuilt, sink) }
                },
                Contender("dictionary") { n in
                    for _ in 0..<n { DAG.accessDictionary(dictionary, sink) }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n { DAG.resolveAll(injectable, sink) }
                },
                Contender("Swinject") { n in
                    for _ in 0..<n { DAG.resolveAll(swinject, sink) }
                },
                Contender("swift-dependencies") { n in
                    for _ in 0..<n { DAG.readAll(sink) }
                },
            ])
        let perNode = Double(DAG.nodeCount)
        print(
            "    per node: stored properties \(nanos(results.ns("stored properties").median / perNode)), dictionary \(nanos(results.ns("dictionary").median / perNode)), Injectable \(nanos(results.ns("Injectable").median / perNode)), Swinject \(nanos(results.ns("Swinject").median / perNode)), swift-dependencies \(nanos(results.ns("swift-dependencies").median / perNode))"
        )
        bench.record(
            "dag",
            hand:
                "\(nanos(results.ns("dictionary").median)) dict, \(nanos(results.ns("stored properties").median)) props",
            injectable: nanos(results.ns("Injectable").median),
            swinject: nanos(results.ns("Swinject").median),
            dependencies: nanos(results.ns("swift-dependencies").median),
            [
                Check("fastest peer ÷ Injectable", results.fastestPeerRatio()!, .guardrail),
                Check("Injectable ÷ dictionary", results.ratio("Injectable", "dictionary"), .none),
                Check("Injectable ÷ stored properties", results.ratio("Injectable", "stored properties"), .none),
                Check("Swinject ÷ Injectable", results.ratio("Swinject", "Injectable"), .none),
                Check("swift-dependencies ÷ Injectable", results.ratio("swift-dependencies", "Injectable"), .none),
            ])
    }

    static let startup = Scenario(
        name: "startup",
        about:
            "a fresh container, \(Startup.count) generated protocol/implementation pairs registered, each resolved once; one op is the whole start-up"
    ) { bench in
        let sink = bench.sink
        let results = bench.measure(
            "startup (\(Startup.count) interfaces)", unit: "start-up",
            [
                Contender("hand-written") { n in
                    for _ in 0..<n { Startup.handWritten(sink) }
                },
                Contender("Injectable") { n in
                    for _ in 0..<n { Startup.injectable(sink) }
                },
                Contender("Swinject") { n in
                    for _ in 0..<n { Startup.swinject(sink) }
                },
                // A fresh container is, for swift-dependencies, a fresh `DependencyValues` made
                // current with `withDependencies`: it starts with an empty cache of live values.
                // The registrations have no run-time counterpart (a key is declared, and its
                // conformance is the registration), so this start-up is the context's creation
                // and the first read of every key. `prepareDependencies` is no substitute: it
                // prepares the process's one context, once, and cannot be repeated per start-up.
                Contender("swift-dependencies") { n in
                    for _ in 0..<n { Startup.dependencies(sink) }
                },
            ])
        let count = Double(Startup.count)
        print(
            "    per interface: hand-written \(nanos(results.ns("hand-written").median / count)), Injectable \(nanos(results.ns("Injectable").median / count)), Swinject \(nanos(results.ns("Swinject").median / count)), swift-dependencies \(nanos(results.ns("swift-dependencies").median / count))"
        )
        // The guardrail for start-up: no slower than the fastest peer.
        bench.recordAgainstHand("startup", results, guardrail: .atLeast(1))
    }
}
