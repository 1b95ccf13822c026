/*:
 # Let the types build themselves

 *Chapter 1, From hand wiring to resolve: Resolve your first graph*

 With Injectable, each type says how to build itself in `init(container:)`, asking the
 container for what it needs. The composition root shrinks to the objects the app asks
 for at the top, and a new dependency changes the type that needs it, and nothing else.

 Nothing is registered for concrete types like these: the container calls the
 initialisers that the types declare.

 **Step 1 of 4.**

 Import Injectable and make the leaves injectable: a struct conforms to
 `InjectableValue`, a class to `InjectableObject`, and each gets an
 `init(container:)`. `Container` is the name that initialiser uses for the
 `DependencyContainer` that builds it (a type alias). Make a container, and let it
 build the configuration and the logger.
 */
import Injectable

struct Configuration: InjectableValue {
    let baseURL = "https://notes.example.com"

    init(container: Container) {}
}

final class Logger: InjectableObject {
    let subsystem = "notes"

    init(container: Container) {}
}

final class APIClient {
    let configuration: Configuration
    let logger: Logger

    init(configuration: Configuration, logger: Logger) {
        self.configuration = configuration
        self.logger = logger
    }
}

final class NotesModel {
    let client: APIClient

    init(client: APIClient) {
        self.client = client
    }
}

final class SettingsModel {
    let client: APIClient

    init(client: APIClient) {
        self.client = client
    }
}

let container = DependencyContainer()
let client = APIClient(configuration: container.resolve(), logger: container.resolve())
let notes = NotesModel(client: client)
let settings = SettingsModel(client: client)

check(notes.client.configuration.baseURL == "https://notes.example.com", "the notes reach the configuration")
check(settings.client.logger.subsystem == "notes", "the client got its logger")

/*:
 `container.resolve()` builds the type its context asks for: here, the types of the
 client's parameters. When it cannot (the next chapter shows how that happens), it
 stops the program with a message that names the type, the path of types that led
 to it, and the fix. Its twin, `tryResolve()`, throws that message as a
 `ResolutionError` instead (the next chapter says when it can).
 */

/*:
 In your app, `import Injectable` needs the package. Add it to the app's
 `Package.swift`, or in Xcode with *File › Add Package Dependencies*. Injectable
 needs Swift 6.2 or later and nothing else.

 ```swift
 // swift-tools-version: 6.2
 import PackageDescription

 let package = Package(
     name: "Notes",
     // Injectable's platforms: a package that depends on it declares at least these.
     platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
     dependencies: [
         .package(url: "https://github.com/injectable-swift/Injectable.git", from: "1.0.0")
     ],
     targets: [
         .executableTarget(name: "Notes", dependencies: ["Injectable"]),
         // InjectableTesting: the test trait of the next chapter.
         .testTarget(
             name: "NotesTests",
             dependencies: ["Notes", .product(name: "InjectableTesting", package: "Injectable")]
         ),
     ]
 )
 ```

 The test target and its `InjectableTesting` are for the next chapter.
 */

//: [Previous](@previous) | [Next](@next)
