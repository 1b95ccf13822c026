// expected-error: 'async' call in a function that does not support concurrency
// The synchronous resolve() does not build an AsyncInjectableObject: it needs `try await` (the
// tutorial's "A type that needs await" says so).
import Injectable

final class Database: AsyncInjectableObject {
    init(container: Container) async throws {}
}

func openDatabase(_ app: DependencyContainer) {
    let database: Database = app.resolve()
    _ = database
}
