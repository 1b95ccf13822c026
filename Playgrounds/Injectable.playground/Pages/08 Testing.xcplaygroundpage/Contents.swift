/*:
 # Testing with child containers, overrides and `withCurrent`

 A test wants the app's real graph except for a part or two (the database, the clock), and it
 must not disturb the tests running beside it. Three tools do that:

 - `child()` makes a container that sees its parent's registrations, overrides and values, but
   keeps its own caches, and whose own registrations shadow the parent's without changing it.
 - `override(_:_:)` replaces a *concrete* type everywhere in the graphs a container builds,
   however deep, without the types that use it knowing.
 - `withCurrent { }` makes a container the *current* one, which property injection reads, for
   the running task only, so parallel tests cannot see each other's containers.
 */
import Injectable

class Database: InjectableObject {
    static let lifetime: Lifetime = .persistent

    required init(container: Container) {}

    func userNames() -> [String] { ["(production data)"] }
}

final class InMemoryDatabase: Database {
    override func userNames() -> [String] { ["Ada", "Grace"] }
}

final class UserList: InjectableObject {
    let database: Database

    init(container: Container) {
        database = container.resolve()
    }
}

let app = DependencyContainer()
app.setValue("production", forKey: "environment")

let test = app.child()
test.override(Database.self) { container in InMemoryDatabase(container: container) }
test.setValue("test", forKey: "environment")

let underTest: UserList = test.resolve()
let production: UserList = app.resolve()
check(underTest.database.userNames() == ["Ada", "Grace"], "an override replaces a type deep inside the graph")
check(production.database.userNames() == ["(production data)"], "the parent container is untouched")
check(test.value(forKey: "environment", as: String.self) == "test", "a child's own value shadows its parent's")
check(app.value(forKey: "environment", as: String.self) == "production", "and the parent keeps its own")

let other = app.child()
check(other.resolve() as Database !== app.resolve() as Database, "each container caches its own persistent instances")

//: `removeOverride(_:)` brings the real type back; `reset()` forgets a container's cached instances.
test.removeOverride(Database.self)
check(!((test.resolve() as UserList).database is InMemoryDatabase), "removeOverride(_:) brings the real type back")

/*:
 ## The current container
 Objects that cannot take a container in their initialiser (views, models made by a framework)
 get their dependencies from `DependencyContainer.current`: through `@Injected` properties
 (next page) or `inject()` default arguments. A test sets `current` with `withCurrent`.
 */
final class ProfileModel {
    let database: Database

    init(database: Database = inject()) {
        self.database = database
    }
}

test.override(Database.self) { container in InMemoryDatabase(container: container) }
test.withCurrent {
    let model = ProfileModel()
    check(model.database is InMemoryDatabase, "inside withCurrent, inject() resolves from that container")
}
check(!(ProfileModel().database is InMemoryDatabase), "outside, it resolves from the default container again")

//: `current` is task-local: two tests running side by side each see their own container.
let testA = app.child()
testA.setValue("A", forKey: "name")
let testB = app.child()
testB.setValue("B", forKey: "name")

func nameSeen(by container: DependencyContainer) async -> String? {
    await container.withCurrent {
        await Task.yield()
        return DependencyContainer.current.value(forKey: "name", as: String.self)
    }
}

async let seenByA = nameSeen(by: testA)
async let seenByB = nameSeen(by: testB)
let seen = await [seenByA, seenByB]
check(seen == ["A", "B"], "concurrent tasks each see the container they made current")

/*:
 ## The `.container` test trait
 In a test target, the `InjectableTesting` library does all of the above for each test: its
 `.container` trait runs every test, and every argument case of a parameterised test, with a
 fresh child of the base container as `DependencyContainer.current`, configured by an optional
 closure. (A playground cannot run Swift Testing, so this part is shown, not run.)

 ```swift
 import Injectable
 import InjectableTesting
 import Testing

 @Test(.container(base: app) { $0.override(Database.self) { InMemoryDatabase(container: $0) } })
 func listsTheTestUsers() {
     let users: UserList = DependencyContainer.current.resolve()
     #expect(users.database.userNames() == ["Ada", "Grace"])
 }

 @Suite(.container(base: app))   // every test in the suite gets its own child of `app`
 struct ProfileTests {
     @Test(arguments: ["A", "B"])  // and so does every argument case
     func seesOnlyItsOwnName(name: String) {
         DependencyContainer.current.setValue(name, forKey: "name")
         #expect(DependencyContainer.current.value(forKey: "name", as: String.self) == name)
     }
 }
 ```

 What one test case gets, written out by hand with the tools of this page:
 */
func runLikeTheTrait(base: DependencyContainer, configure: (DependencyContainer) -> Void, test: () -> Void) {
    let container = base.child()
    configure(container)
    container.withCurrent(test)
}

runLikeTheTrait(base: app, configure: { $0.override(Database.self) { InMemoryDatabase(container: $0) } }) {
    let users: UserList = DependencyContainer.current.resolve()
    check(users.database.userNames() == ["Ada", "Grace"], "a test case sees the override its trait registered")
}
check((app.resolve() as UserList).database.userNames() == ["(production data)"], "and the base container never does")

//: [Previous](@previous) | [Next](@next)
