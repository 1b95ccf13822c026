// expected-error: global actor 'ResolveAsyncTypesWithTryAwait'-isolated default value
// @Injected(mode:) of an async value does not compile either.
import Injectable

struct Settings: AsyncInjectableValue {
    init(container: Container) async throws {}
}

final class SettingsModel {
    @Injected(mode: .eager) var settings: Settings
}
