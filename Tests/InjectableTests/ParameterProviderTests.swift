import Injectable
import Testing

enum ParameterProviderFixtures {
    struct Episode: Sendable, Equatable { let title: String }

    /// Persistent in name only: a parameter provider never caches. Not final, so that a test
    /// can override it with a stub.
    // @unchecked Sendable: every stored property is a `let` of a Sendable type, and the subclass
    // adds none.
    class EpisodeDownload: CustomInjectableObject, @unchecked Sendable {
        class var lifetime: Lifetime { .persistent }
        let episode: Episode
        let client: Client
        required init(container: Container) throws {
            throw Missing()
        }
        required init(container: Container, parameter: Episode) {
            episode = parameter
            client = container.resolve()
        }
    }

    struct Missing: Error {}

    final class Client: InjectableObject, Sendable {
        static let lifetime: Lifetime = .persistent
        init(container: Container) {}
    }

    struct Greeting: CustomInjectableValue {
        let text: String
        init(container: Container) { text = "Hello" }
        init(container: Container, parameter: String) { text = "Hello, \(parameter)" }
    }

    final class DownloadsModel: InjectableObject, Sendable {
        let makeDownload: ParameterProvider<Episode, EpisodeDownload>
        init(container: Container) { makeDownload = container.resolve() }
    }

    /// Its parameter initialiser fails.
    final class Fragile: CustomInjectableObject, Sendable {
        init(container: Container) {}
        init(container: Container, parameter: Int) throws {
            if parameter < 0 { throw Missing() }
        }
    }

    final class StubDownload: EpisodeDownload, @unchecked Sendable {}  // adds nothing
}

@Suite("Parameter providers")
struct ParameterProviderTests {
    typealias F = ParameterProviderFixtures

    @Test("each call builds a new instance from its parameter, never cached, with the rest of its graph resolved")
    func buildsFromTheParameter() {
        let container = DependencyContainer()
        let model: F.DownloadsModel = container.resolve()
        let first = model.makeDownload(F.Episode(title: "One"))
        let second = model.makeDownload(F.Episode(title: "Two"))
        #expect(first.episode == F.Episode(title: "One"))
        #expect(second.episode == F.Episode(title: "Two"))
        #expect(first !== second, "a parameter provider never caches, whatever the lifetime says")
        #expect(first !== model.makeDownload(F.Episode(title: "One")))
        #expect(first.client === second.client, "what the instance resolves follows its own lifetime")
        #expect(first.client === container.resolve() as F.Client)
    }

    @Test("a value is built from its parameter")
    func values() {
        let container = DependencyContainer()
        let greet: ParameterProvider<String, F.Greeting> = container.resolve()
        #expect(greet("Ada").text == "Hello, Ada")
    }

    @Test("get throws the failure of init(container:parameter:), with the path where the provider was made")
    func failureThrows() {
        let container = DependencyContainer()
        let make: ParameterProvider<Int, F.Fragile> = container.resolve()
        #expect(throws: Never.self) { try make.get(1) }
        do {
            _ = try make.get(-1)
            Issue.record("expected a failure")
        } catch {
            #expect(error.kind == .initializerFailed)
            #expect(error.underlyingError is F.Missing)
            #expect(error.requested.typeName == "Fragile")
        }
    }

    @Test("an override of the type replaces what each call builds")
    func overrides() {
        let container = DependencyContainer()
        container.override(F.EpisodeDownload.self) {
            F.StubDownload(container: $0, parameter: F.Episode(title: "stub"))
        }
        let make: ParameterProvider<F.Episode, F.EpisodeDownload> = container.resolve()
        #expect(make(F.Episode(title: "One")) is F.StubDownload)
    }
}

extension ParameterProviderFixtures {
    @MainActor final class Row: @MainActor CustomInjectableObject {
        let index: Int
        init(container: Container) { index = -1 }
        init(container: Container, parameter: Int) { index = parameter }
    }
}

@Suite("Parameter providers of main-actor types")
struct MainActorParameterProviderTests {
    typealias F = ParameterProviderFixtures

    @Test("build on the main actor, and fail with .needsMainActor elsewhere instead of building there")
    @MainActor
    func mainActorOnly() async {
        let container = DependencyContainer()
        let makeRow: ParameterProvider<Int, F.Row> = container.resolve()
        #expect(makeRow(3).index == 3)
        let kind = await Task.detached { () -> ResolutionError.Kind? in
            do throws(ResolutionError) {
                _ = try makeRow.get(4, isolation: nil)
                return nil
            } catch { return error.kind }
        }.value
        #expect(kind == .needsMainActor)
    }
}
