// A thread that ends inside a resolve (`pthread_exit` from an init) leaves its requests' frames
// behind, on a stack that is gone in optimised builds. A thread-local destructor that runs
// afterwards on that thread and resolves must start a new path, not walk the old one.
//
// The key below is made at run time, before this test's first resolve when the test runs alone
// (`swift test --filter ThreadExitTests`): the library's own key must still be destroyed first.

import Foundation
import Testing

@testable import Injectable

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private enum X {
    /// Ends its thread from its init, after giving the thread a value under `key`.
    final class Exits: InjectableObject {
        init(container: Container) {
            pthread_setspecific(X.key, UnsafeRawPointer(bitPattern: 1))
            pthread_exit(nil)
        }
    }

    final class Middle: InjectableObject {
        let exits: Exits
        init(container: Container) { exits = container.resolve() }
    }

    struct Fails: InjectableValue {
        init(container: Container) throws { throw Stop() }
    }

    struct Stop: Error {}

    // Written before the thread starts and read after `done` is signalled: never at once.
    nonisolated(unsafe) static var key = pthread_key_t()
    nonisolated(unsafe) static var container: DependencyContainer?
    nonisolated(unsafe) static var seenPath: [String]?
    static let done = DispatchSemaphore(value: 0)
}

@Suite("Hardening: a thread that ends inside a resolve")
struct ThreadExitTests {
    @Test("a thread-local destructor that resolves afterwards starts a new path")
    func destructorAfterExit() {
        let made = pthread_key_create(&X.key) { _ in
            // The thread's innermost request was `Exits`, under `Middle`, when it ended.
            if let container = X.container {
                do throws(ResolutionError) {
                    _ = try container.tryResolve() as X.Fails
                    X.seenPath = []
                } catch {
                    X.seenPath = error.path.map(\.typeName)
                }
            }
            X.done.signal()
        }
        #expect(made == 0)
        X.container = DependencyContainer()
        startThread(stackSize: 1 << 20) { _ = X.container?.resolve() as X.Middle? }
        #expect(X.done.wait(timeout: .now() + 60) == .success)
        #expect(X.seenPath == ["Fails"])
    }
}
