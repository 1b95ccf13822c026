import Foundation
import Injectable
import Observation

// A recipe book written as the docs teach, in this main-actor module: an async view model, an
// @Observable model with an injected property, and a test override seeded from sample data.

nonisolated struct Recipe: Sendable, Equatable {
    let title: String
}

protocol RecipeRepository: AnyObject {
    var recipes: [Recipe] { get }
}

final class BundledRecipeRepository: RecipeRepository, InjectableObject {
    static let lifetime: Lifetime = .persistent
    let recipes = [Recipe(title: "Bread")]
    init(container: Container) {}
}

/// A test double that any thread may build: nonisolated, and Sendable.
nonisolated final class SeededRecipeRepository: RecipeRepository, Sendable {
    let recipes: [Recipe]
    init(seed: [Recipe]) { recipes = seed }
}

/// Main-actor data, as a preview or a test would keep it.
enum SampleRecipes {
    static let all = [Recipe(title: "Soup"), Recipe(title: "Salad")]
}

/// An async view model: `@MainActor` is written out (a type that conforms to a `Sendable`
/// protocol is not main-actor by default), and so is `nonisolated` on its lifetime.
@MainActor
final class RecipeBookViewModel: AsyncInjectableObject {
    nonisolated static let lifetime: Lifetime = .persistent
    let repository: any RecipeRepository
    var count = 0
    var injected = false

    init(container: Container) async throws {
        repository = container.resolveInterface()
        await Task.yield()
        count = repository.recipes.count
    }

    func didInject(container: Container) async throws { injected = true }
}

/// An @Observable model: the Observation macro would rewrite an `@Injected` property, so it is
/// marked `@ObservationIgnored`.
@Observable
final class RecipeListModel {
    @ObservationIgnored @Injected var repository: any RecipeRepository
    var selection: Recipe?
    init() {}
}

/// Whether an observation saw a change (set on whatever thread the change happens).
nonisolated final class ChangeFlag: @unchecked Sendable {
    // @unchecked Sendable: `changed` is only touched under `lock`.
    private let lock = NSLock()
    private var changed = false
    var value: Bool { lock.withLock { changed } }
    func set() { lock.withLock { changed = true } }
}

/// Checks the recipe book in a child of `container`.
func checkRecipes(in container: DependencyContainer) async {
    let app = container.child()
    app.register(interface: (any RecipeRepository).self, implementation: BundledRecipeRepository.self)

    // An async main-actor view model.
    do {
        let book: RecipeBookViewModel = try await app.resolve()
        check(book.count == 1 && book.injected, "an async main-actor view model is built and injected")
        book.count += 1
        check(try await app.resolve() as RecipeBookViewModel === book, "a persistent async view model is shared")
    } catch {
        check(false, "async view model: \(error)")
    }

    // @Observable with @ObservationIgnored @Injected.
    let list = app.withCurrent { RecipeListModel() }
    check(list.repository.recipes.map(\.title) == ["Bread"], "@ObservationIgnored @Injected in an @Observable model")
    let flag = ChangeFlag()
    withObservationTracking {
        _ = list.selection
    } onChange: {
        flag.set()
    }
    list.selection = list.repository.recipes.first
    check(flag.value, "an @Observable model with an injected property is still observed")

    // An override that uses main-actor sample data: a local copy, captured.
    let test = app.child()
    let seed = SampleRecipes.all
    test.override((any RecipeRepository).self) { _ in SeededRecipeRepository(seed: seed) }
    let seeded = test.withCurrent { RecipeListModel() }
    check(seeded.repository.recipes == seed, "an override seeded from a local copy of main-actor data")
    do {
        let book: RecipeBookViewModel = try await test.resolve()
        check(book.count == seed.count, "the async view model sees the override")
    } catch {
        check(false, "async view model with an override: \(error)")
    }
}
