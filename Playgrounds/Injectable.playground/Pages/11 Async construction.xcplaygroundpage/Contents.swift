/*:
 # Async construction

 Some types need `await` to exist at all: a database that opens a file, a client that loads
 remote configuration, a store that reads the keychain. They conform to
 `AsyncInjectableObject` (or `AsyncInjectableValue`), whose `init(container:)` is
 `async throws`, and are resolved with `try await container.resolve()`.

 Synchronous types are dependencies of async ones, as `Settings` is here. The reverse does not
 compile: the synchronous `resolve()` does not accept an async type.
 */
import Foundation
import Injectable

let databasesOpened = Counter()

final class Settings: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent
    let path = "notes.sqlite"
    init(container: Container) {}
}

final class Database: AsyncInjectableObject {
    static let lifetime: Lifetime = .persistent
    let path: String

    init(container: Container) async throws {
        let settings: Settings = container.resolve()
        databasesOpened.increment()
        try await Task.sleep(for: .milliseconds(20))  // opening the file: every task below arrives meanwhile
        path = settings.path
    }
}

let container = DependencyContainer()

/*:
 ## Built once, while the others wait suspended
 Two hundred tasks ask for the persistent `Database` at the same moment. One build runs, in a
 task of its own; the other requests wait on continuations, so no thread is blocked (there are
 far more waiting tasks than threads in the pool).
 */
let opened = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
    for _ in 0..<200 {
        group.addTask { ObjectIdentifier(try await container.resolve() as Database) }
    }
    var seen = Set<ObjectIdentifier>()
    for try await instance in group { seen.insert(instance) }
    return seen
}
check(databasesOpened.value == 1, "200 concurrent first resolves opened the database once")
check(opened.count == 1, "and every task got that one instance")

/*:
 ## Cancellation and failure
 An async resolve throws `ResolutionError`, as a synchronous one does. A task cancelled while it
 waits fails with `.cancelled`; the build it waited for goes on for everyone else. A build that
 throws is not cached: the next request tries again.
 */
struct Offline: Error {}
let attempts = Counter()

final class RemoteConfiguration: AsyncInjectableObject {
    static let lifetime: Lifetime = .persistent

    init(container: Container) async throws {
        attempts.increment()
        if attempts.value == 1 { throw Offline() }
    }
}

do {
    _ = try await container.resolve() as RemoteConfiguration
} catch {
    check(error.underlyingError is Offline, "the first build failed: \(error.kind)")
}
let configuration: RemoteConfiguration = try await container.resolve()
check(attempts.value == 2, "the failure was not cached: the second request built it again")
check(try await container.resolve() as RemoteConfiguration === configuration, "the success is")

/*:
 ## Cycles across `await`s
 The path of an async resolve travels with its task, not its thread, so a cycle is found even
 when each step suspends — instead of two builds waiting for each other forever.
 */
final class Inbox: AsyncInjectableObject {
    static let lifetime: Lifetime = .persistent
    init(container: Container) async throws { _ = try await container.resolve() as Sync }
}

final class Sync: AsyncInjectableObject {
    static let lifetime: Lifetime = .persistent
    init(container: Container) async throws {
        await Task.yield()
        _ = try await container.resolve() as Inbox
    }
}

do {
    _ = try await container.resolve() as Inbox
} catch {
    check(error.kind == .cycle, "Inbox → Sync → Inbox is reported as a cycle")
    check(error.cycle.map(\.description) == ["Inbox", "Sync", "Inbox"], "with its path: \(error.cycle)")
}

/*:
 ## Main actor and interfaces
 A `@MainActor` class conforms as it is: its initialiser runs on the main actor. An interface
 can be registered with an async implementation (or an async closure), and
 `resolveAsyncInterface()` resolves it.
 */
protocol NoteStore: Sendable {
    var path: String { get }
}
extension Database: NoteStore {}

@MainActor
final class NotesScreen: AsyncInjectableObject {
    let store: NoteStore

    init(container: Container) async throws {
        store = try await container.resolveAsyncInterface()
    }
}

container.register(interface: NoteStore.self, implementation: Database.self)
let screen: NotesScreen = try await container.resolve()
check(screen.store.path == "notes.sqlite", "the main-actor screen got the database through its interface")

//: [Previous](@previous)
