// expected-error: 'inject()' is unavailable: an AsyncInjectableObject is built with 'try await container.resolve()'
// inject() of an async type, as a default argument, does not compile.
import Injectable

final class Database: AsyncInjectableObject {
    init(container: Container) async throws {}
}

struct Notes {
    let database: Database
    init(database: Database = inject()) { self.database = database }
}
