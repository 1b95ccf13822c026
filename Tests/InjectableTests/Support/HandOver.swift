// What the tests of a didInject handed to an async build share (HandedOverInjectionTests,
// HandOverWaitTests, HandOutParityTests): a type of both protocols, and two resolves at once.
import Foundation
import Injectable
import Synchronization

enum HandOver {
    /// Of both protocols, persistent, storing nothing: built synchronously inside an async
    /// `init`, its `didInject` is deferred to that build until the `init` returns. Each test
    /// asks for it in a container of its own.
    final class Part: InjectableObject, AsyncInjectableObject, @unchecked Sendable {
        // @unchecked Sendable: no stored state.
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
        init(container: Container) async throws {}
    }

    /// Resolves `first` and `second` at once in `container`, each from a task of its own;
    /// whether both returned within `watchdog` seconds, and what the second one built.
    static func resolveTogether<First: AsyncInjectableObject, Second: AsyncInjectableObject>(
        _ first: First.Type, _ second: Second.Type, in container: DependencyContainer, watchdog: TimeInterval = 300
    ) async -> (finished: Bool, second: Second?) {
        let built = Mutex<Second?>(nil)
        let finished = await completes(watchdog: watchdog) {
            async let one: First? = try? await container.resolve()
            async let two: Second? = try? await container.resolve()
            let (_, second) = await (one, two)
            built.withLock { $0 = second }
        }
        return (finished, built.withLock { $0 })
    }
}
