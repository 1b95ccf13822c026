/*:
 # Property injection and key-path defaults

 `init(container:)` is the simplest way in, but some objects are made by someone else (views,
 controllers, models a framework creates) and cannot take a container. They declare
 `@Injected` properties instead, or `inject()` default arguments. Both resolve from
 `DependencyContainer.current`, which an app sets once with `setDefault(_:)` and a test sets
 for itself with `withCurrent`.

 | Declaration | Resolves |
 | --- | --- |
 | `@Injected var x: SomeProtocol` | `resolveInterface()` |
 | `@Injected(key: "k") var x: SomeProtocol` | `resolveInterface(key: "k")` |
 | `@Injected var x: SomeProtocol?` | the same, or `nil` when it cannot |
 | `@Injected(fallback: y) var x: SomeProtocol` | the same, or `y` when it cannot |
 | `@Injected var x: SomeObject` | `resolve()` of an `InjectableObject` |
 | `@Injected var x: SomeValue` | `resolve()` of an `InjectableValue` |
 | `@Injected(\.name) var x` | the key-path default `InjectedValues.name` |

 Each takes a `mode:` too: `.lazy` (the default) resolves on first read, `.eager` when the
 owner is initialised, `.live` again whenever a registration or default key changes.

 **Key-path defaults** are for dependencies that always have a sensible default. The default is
 a computed property on `InjectedValues`, so the compiler checks it exists and has the right
 type: there is no registration to forget. A container can still override it.
 */
import Injectable

protocol Greeter: Sendable {
    func greet(_ name: String) -> String
}

struct EnglishGreeter: Greeter {
    func greet(_ name: String) -> String { "Hello, \(name)!" }
}

struct FrenchGreeter: Greeter {
    func greet(_ name: String) -> String { "Bonjour, \(name) !" }
}

extension InjectedValues {
    var greeter: any Greeter { EnglishGreeter() }
}

protocol Analytics: AnyObject {}
final class MemoryAnalytics: Analytics, InjectableObject {
    static let lifetime: Lifetime = .persistent
    init(container: Container) {}
}

protocol CrashReporter {
    var isReporting: Bool { get }
}

struct SilentCrashReporter: CrashReporter {
    let isReporting = false
}

protocol Theme {
    var name: String { get }
}

struct LightTheme: Theme, InjectableValue {
    let name = "light"
    init(container: Container) {}
}

struct DarkTheme: Theme, InjectableValue {
    let name = "dark"
    init(container: Container) {}
}

let reportsBuilt = Counter()

struct DailyReport: InjectableValue {
    init(container: Container) {
        reportsBuilt.increment()
    }
}

final class HomeModel {
    @Injected(\.greeter) var greeter
    @Injected var analytics: Analytics
    @Injected var optionalReporter: CrashReporter?
    @Injected(fallback: SilentCrashReporter()) var crashReporter: CrashReporter
    @Injected(mode: .live) var theme: Theme
    @Injected var report: DailyReport

    func welcome(_ name: String) -> String { greeter.greet(name) }
}

let container = DependencyContainer()
container.register(interface: Analytics.self, implementation: MemoryAnalytics.self)
container.register(interface: Theme.self, key: "light", implementation: LightTheme.self)
container.register(interface: Theme.self, key: "dark", implementation: DarkTheme.self)
container.setDefaultKey("light", for: Theme.self)
DependencyContainer.setDefault(container)  // an app does this once, at start-up

let home = HomeModel()
check(home.welcome("Ada") == "Hello, Ada!", "a key-path default needs no registration: its body is the default")
check(home.analytics === container.resolveInterface() as Analytics, "an interface property resolves the registered implementation")
check(home.optionalReporter == nil, "an optional property is nil when nothing is registered")
check(!home.crashReporter.isReporting, "a property with a fallback uses it when nothing is registered")

check(reportsBuilt.value == 0, "a lazy property resolves nothing until it is read")
_ = home.report
_ = home.report
check(reportsBuilt.value == 1, "then it resolves once, on the first read")

check(home.theme.name == "light", "a live property starts with the default key's implementation")
container.setDefaultKey("dark", for: Theme.self)
check(home.theme.name == "dark", "and follows the default when it is switched")

/*:
 ## Replacing what one object sees
 The projected value (`$greeter`) replaces the dependency of this one instance, without
 touching any container: handy in a preview or a focused test.
 */
let preview = HomeModel()
preview.$greeter.replace(with: FrenchGreeter())
check(preview.welcome("Ada") == "Bonjour, Ada !", "$property.replace(with:) changes this instance")
check(HomeModel().welcome("Ada") == "Hello, Ada!", "and no other")

/*:
 ## Overriding a key-path default
 A container overrides a key-path default for itself and its children. The container is
 captured when the owner is *initialised*, so a model made inside `withCurrent` keeps using
 that container afterwards.
 */
let test = container.child()
test.override(\.greeter) { _ in FrenchGreeter() }
let testModel = test.withCurrent { HomeModel() }
check(testModel.welcome("Ada") == "Bonjour, Ada !", "an override of \\.greeter reaches @Injected(\\.greeter)")
check(testModel.$greeter.container === test, "the property keeps the container that was current at init")

//: `inject(_:)` reads a key-path default too, for a default argument.
func farewell(_ name: String, greeter: any Greeter = inject(\.greeter)) -> String {
    greeter.greet(name) + " Goodbye."
}
check(farewell("Ada") == "Hello, Ada! Goodbye.", "inject(\\.greeter) resolves from the current container")
check(test.withCurrent { farewell("Ada") } == "Bonjour, Ada ! Goodbye.", "and follows withCurrent")

//: [Previous](@previous) | [Next](@next)
