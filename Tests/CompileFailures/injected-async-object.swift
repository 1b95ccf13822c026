// expected-error: global actor 'ResolveAsyncTypesWithTryAwait'-isolated default value
// @Injected of an async type (it needs `try await`) does not compile.
import Injectable

final class Database: AsyncInjectableObject {
    init(container: Container) async throws {}
}

final class NotesModel {
    @Injected var database: Database
}
