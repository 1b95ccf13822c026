// A type's `InjectionActor` is checked where its isolated conformance is used with a caller's
// isolation (a provider, a lazy, an `implementation:` registration): there the compiler allows
// the use only on the conformance's actor, so a declaration that names another actor is wrong,
// and the type is built nowhere, with a failure that says so, instead of failing later as if it
// needed the declared actor.
import Injectable
import Testing

protocol MisdeclaredStorage: AnyObject, Sendable {}

enum InjectionActorFixtures {
    /// Isolated to StorageActor, declares DomainTestActor.
    @StorageActor
    final class WrongStore: @StorageActor InjectableObject, GlobalActorInjectable, MisdeclaredStorage {
        typealias InjectionActor = DomainTestActor
        init(container: Container) {}
    }

    /// Isolated to the main actor, declares StorageActor.
    @MainActor
    final class MainStore: @MainActor InjectableObject, GlobalActorInjectable, MisdeclaredStorage {
        typealias InjectionActor = StorageActor
        init(container: Container) {}
    }

    /// Isolated to StorageActor, declares it.
    @StorageActor
    final class RightStore: @StorageActor InjectableObject, GlobalActorInjectable, MisdeclaredStorage {
        typealias InjectionActor = StorageActor
        init(container: Container) {}
    }

    @StorageActor static func wrongProvider(_ container: DependencyContainer) -> ResolutionError? {
        let provider: Provider<WrongStore> = container.resolve()
        do {
            _ = try provider.get()
            return nil
        } catch { return error }
    }

    @StorageActor static func rightLazy(_ container: DependencyContainer) -> ResolutionError? {
        let lazy: Lazy<RightStore> = container.resolve()
        do {
            _ = try lazy.get()
            return nil
        } catch { return error }
    }

    @MainActor static func registerMainStore(_ container: DependencyContainer) -> ResolutionError? {
        container.register(interface: MisdeclaredStorage.self, implementation: MainStore.self)
        do {
            let _: any MisdeclaredStorage = try container.tryResolveInterface()
            return nil
        } catch { return error }
    }
}

@Suite("InjectionActor is checked against the caller's isolation")
struct InjectionActorTests {
    typealias F = InjectionActorFixtures

    @Test("a provider made on the conformance's actor fails with .misdeclaredActor when the type names another")
    func providerOfAMisdeclaredType() async throws {
        let error = try #require(await F.wrongProvider(DependencyContainer()))
        #expect(error.kind == .misdeclaredActor(declared: "DomainTestActor", usedOn: "StorageActor"))
        #expect(error.path == [ResolutionStep(typeName: "WrongStore")])
        let text = error.description
        #expect(
            text.contains(
                "Injectable cannot build WrongStore: it declares InjectionActor = DomainTestActor, but its isolated conformance was used on StorageActor"
            ))
        #expect(text.contains("    typealias InjectionActor = StorageActor"))
        print("bad input, a wrong InjectionActor:\n\(error)")
    }

    @Test(
        "a main-actor registration of a type that names another actor fails with .misdeclaredActor, and validate() says so"
    )
    @MainActor
    func registrationOfAMisdeclaredType() throws {
        let container = DependencyContainer()
        let error = try #require(F.registerMainStore(container))
        #expect(error.kind == .misdeclaredActor(declared: "StorageActor", usedOn: "MainActor"))
        let failure = try #require(throws: ValidationError.self) { try container.validate() }
        #expect(failure.failures.map(\.kind) == [.misdeclaredActor(declared: "StorageActor", usedOn: "MainActor")])
    }

    @Test("a type that names its own actor is built there")
    func rightDeclaration() async {
        #expect(await F.rightLazy(DependencyContainer()) == nil)
    }
}
