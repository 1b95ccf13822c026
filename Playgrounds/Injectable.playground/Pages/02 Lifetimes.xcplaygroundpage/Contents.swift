/*:
 # Lifetimes

 A value is copied, so there is nothing to share. An object has identity, and whether the parts
 of an app share one instance is a fact about the type (one settings store, a fresh form model
 per screen), so the type declares it with `static let lifetime`:

 | Lifetime | A resolve returns | The container holds it |
 | --- | --- | --- |
 | `.ephemeral` (the default) | a new instance, always | not at all |
 | `.transient` | the instance still alive elsewhere, or a new one | weakly |
 | `.persistent` | the one instance of this container | strongly |
 | `.graph` | the instance shared by one outermost `resolve` | until that resolve returns |
 */
import Injectable

let container = DependencyContainer()

//: ## Ephemeral: a new instance every time
final class FormModel: InjectableObject {
    init(container: Container) {}
}

let form1: FormModel = container.resolve()
let form2: FormModel = container.resolve()
check(form1 !== form2, "an ephemeral object is new on every resolve")

/*:
 ## Transient: shared while someone uses it
 Good for something expensive that should be shared while in use, but not kept forever.
 */
let sessionsBuilt = Counter()

final class Session: InjectableObject {
    static let lifetime: Lifetime = .transient

    init(container: Container) {
        sessionsBuilt.increment()
    }
}

var session: Session? = container.resolve()
var sameSession: Session? = container.resolve()
check(session === sameSession, "a transient object is shared while something holds it")

weak var oldSession = session
session = nil
sameSession = nil
check(oldSession == nil, "the container holds it weakly: once the app lets go, it is freed")

session = container.resolve()
check(sessionsBuilt.value == 2, "the next resolve builds a new one")

/*:
 ## Persistent: one per container
 A `final class` satisfies `init(container:)` with a plain `init`; a class that can be
 subclassed needs `required init(container:)`.
 */
final class Settings: InjectableObject {
    static let lifetime: Lifetime = .persistent

    init(container: Container) {}
}

weak var settings: Settings? = container.resolve()
check(settings != nil, "the container holds a persistent object strongly, even when nobody else does")
check(settings === container.resolve() as Settings, "every resolve returns that one instance")
check(settings !== DependencyContainer().resolve() as Settings, "caches belong to one container: another one builds its own")

/*:
 ## Graph: one per resolve
 Everything one outermost `resolve` builds shares the instance; the next resolve gets a new one.
 Think of a request context or a unit of work.
 */
final class UnitOfWork: InjectableObject {
    static let lifetime: Lifetime = .graph

    init(container: Container) {}
}

final class OrderRepository: InjectableObject {
    let work: UnitOfWork

    init(container: Container) {
        work = container.resolve()
    }
}

final class StockRepository: InjectableObject {
    let work: UnitOfWork

    init(container: Container) {
        work = container.resolve()
    }
}

final class PlaceOrder: InjectableObject {
    let orders: OrderRepository
    let stock: StockRepository

    init(container: Container) {
        orders = container.resolve()
        stock = container.resolve()
    }
}

let first: PlaceOrder = container.resolve()
let second: PlaceOrder = container.resolve()
check(first.orders.work === first.stock.work, "a graph object is shared by everything one resolve builds")
check(first.orders.work !== second.orders.work, "the next resolve gets a new one")

//: [Previous](@previous) | [Next](@next)
