/*:
 # Interfaces

 Code that depends on a protocol cannot `resolve()` it: a protocol has no initialiser, and the
 type behind it may live in a module the caller does not import. So the app says once, at
 start-up, which implementation stands behind each protocol, and callers use
 `resolveInterface()`. This is the one place Injectable needs registration, and the one place
 a mistake shows only at run time (the Errors page shows how `validate()` catches it in a test).
 */
import Injectable

let container = DependencyContainer()

protocol Planet: AnyObject {
    var name: String { get }
}

class Earth: Planet, InjectableObject {
    var name: String { "Earth" }

    required init(container: Container) {}
}

final class Venus: Earth {
    override var name: String { "Venus" }
}

//: Register an implementation type; it is built with `resolve()`, so its own lifetime applies.
container.register(interface: Planet.self, implementation: Earth.self)
let planet: Planet = container.resolveInterface()
check(planet.name == "Earth", "resolveInterface() returns the registered implementation")

//: Or register a closure, when building the implementation needs a decision.
container.register(interface: Earth.self) { container in container.resolve() as Venus }
let registeredEarth: Earth = container.resolveInterface()
let plainEarth: Earth = container.resolve()
check(registeredEarth.name == "Venus", "a closure registration returns what the closure builds")
check(plainEarth.name == "Earth", "resolve() ignores interface registrations: it builds the type it names")

/*:
 ## One implementation behind several interfaces
 Each interface resolves the implementation with its lifetime, so a `.persistent`
 implementation is one instance behind all of them.
 */
protocol Reading: AnyObject {
    func read() -> String
}

protocol Writing: AnyObject {
    func write(_ text: String)
}

final class Notebook: Reading, Writing, InjectableObject {
    static let lifetime: Lifetime = .persistent
    private var text = ""

    init(container: Container) {}

    func read() -> String { text }
    func write(_ more: String) { text += more }
}

container.register(interfaces: Reading.self, Writing.self, implementation: Notebook.self)
let writer: Writing = container.resolveInterface()
let reader: Reading = container.resolveInterface()
writer.write("hello")
check(reader.read() == "hello", "one persistent Notebook stands behind both Reading and Writing")

//: [Previous](@previous) | [Next](@next)
