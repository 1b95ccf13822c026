import Dispatch
import Injectable

// async-hit and async-chain: `try await container.resolve()` of async types, against
// hand-written async code with the same guarantees. Swinject has no async construction.

enum AsyncHit {
    final class Database: AsyncInjectableObject {
        static let lifetime: Lifetime = .persistent
        init() async {}
        init(container: Injectable.Container) async throws {}
    }

    /// What hand-written code does for an async singleton built once however many tasks ask:
    /// an actor keeps the task that builds it, and every caller awaits that task's value.
    actor Holder {
        private var building: Task<Database, Never>?

        func database() async -> Database {
            if let building { return await building.value }
            let task = Task { await Database() }
            building = task
            return await task.value
        }
    }
}

enum AsyncChain {
    // Three ephemeral levels, each awaiting the next.
    final class Client: AsyncInjectableObject {
        let session: Session
        init(session: Session) { self.session = session }
        init(container: Injectable.Container) async throws { session = try await container.resolve() }
    }

    final class Session: AsyncInjectableObject {
        let token: Token
        init(token: Token) { self.token = token }
        init(container: Injectable.Container) async throws { token = try await container.resolve() }
    }

    final class Token: AsyncInjectableObject {
        init() {}
        init(container: Injectable.Container) async throws { await Token.load() }

        /// Stands for the await that makes the type async (reading a keychain, say).
        @inline(never)
        static func load() async {}
    }

    static func handWritten() async -> Client {
        await Token.load()
        return Client(session: Session(token: Token()))
    }
}

/// Runs `body` to completion on the cooperative pool, blocking the calling (benchmark) thread:
/// one block per sample, whatever `body` measures inside.
func blocking(_ body: @escaping @Sendable () async -> Void) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await body()
        done.signal()
    }
    done.wait()
}

extension Scenario {
    static let asyncHit = Scenario(
        name: "async-hit",
        about: "try await resolve() of an async persistent object that already exists"
    ) { bench in
        let sink = bench.sink
        let holder = AsyncHit.Holder()
        let injectable = DependencyContainer()
        blocking {
            _ = await holder.database()
            _ = try! await injectable.resolve() as AsyncHit.Database
        }
        let results = bench.measure(
            "async-hit",
            [
                Contender("hand-written") { n in
                    blocking { for _ in 0..<n { sink.take(await holder.database()) } }
                },
                Contender("Injectable") { n in
                    blocking { for _ in 0..<n { sink.take(try! await injectable.resolve() as AsyncHit.Database) } }
                },
            ])
        bench.record(
            "async-hit",
            hand: nanos(results.ns("hand-written").median),
            injectable: nanos(results.ns("Injectable").median),
            [Check("Injectable ÷ hand-written (actor + Task)", results.ratio("Injectable", "hand-written"), .none)]
        )
    }

    static let asyncChain = Scenario(
        name: "async-chain",
        about: "try await resolve() of 3 ephemeral async objects, each awaiting the next; one op builds 3"
    ) { bench in
        let sink = bench.sink
        let injectable = DependencyContainer()
        let results = bench.measure(
            "async-chain",
            [
                Contender("hand-written") { n in
                    blocking { for _ in 0..<n { sink.take(await AsyncChain.handWritten()) } }
                },
                Contender("Injectable") { n in
                    blocking { for _ in 0..<n { sink.take(try! await injectable.resolve() as AsyncChain.Client) } }
                },
            ])
        bench.record(
            "async-chain",
            hand: nanos(results.ns("hand-written").median),
            injectable: nanos(results.ns("Injectable").median),
            [Check("Injectable ÷ hand-written", results.ratio("Injectable", "hand-written"), .none)])
    }
}
