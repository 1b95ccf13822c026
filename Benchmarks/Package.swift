// swift-tools-version: 6.2
import PackageDescription

// The benchmarks live in a package of their own so that the library's manifest stays free of
// dependencies: Swinject and swift-dependencies are needed only here, as the peers to measure
// against.

// NB: SwiftPM names a path dependency after its directory, which is whatever the clone of the
// library is called, so the identity is derived from this manifest's location.
let libraryIdentity = String(
    #filePath.split(separator: "/").dropLast(2).last ?? "injectable"
).lowercased()

let package = Package(
    name: "InjectableBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        // No traits: the clocks and Combine schedulers it can bring are not measured here, and
        // the macros' target (swift-syntax) is never built, since nothing here uses it.
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1", traits: []),
        // Counts allocations per operation (`swift package --disable-sandbox benchmark`). Only the
        // malloc interposer: its other default trait, the ARC interposer of Linux's Swift 6.3,
        // would bring one more package for retain and release counts, which are not gated here.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Reads the allocator's statistics (glibc's mallinfo2) for the memory scenario.
        .target(name: "BenchmarkShims"),
        .executableTarget(
            name: "InjectableBenchmarks",
            dependencies: [
                "BenchmarkShims",
                .product(name: "Injectable", package: libraryIdentity),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Allocations per operation, counted by the benchmark package's malloc interposer and
        // checked against Thresholds/. Its plugin runs the executable targets whose sources are in
        // a folder named Benchmarks, hence Benchmarks/Allocations inside this package.
        .executableTarget(
            name: "Allocations",
            dependencies: [
                .product(name: "Injectable", package: libraryIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Allocations",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
