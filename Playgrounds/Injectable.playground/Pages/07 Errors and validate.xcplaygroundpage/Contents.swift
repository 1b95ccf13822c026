/*:
 # Errors and `validate()`

 With a container, a forgotten registration fails at run time, often far from its cause. So
 every Injectable failure is a `ResolutionError` that names what was asked (type and key), the
 *path* of requests from the outermost `resolve` to the one that failed, and how to fix it.

 `resolve()` stops the program with that explanation: a missing dependency is a programming
 error. The `try` forms (`tryResolve()`, `tryResolveInterface()`, `tryResolveAll()`) throw it
 instead, as a typed error. For a failure deep in a graph to reach the outermost `try`, the
 initialisers on the way are `throws` and use the `try` forms themselves.
 */
import Injectable

let container = DependencyContainer()

protocol PaymentGateway {
    func charge(cents: Int) -> Bool
}

final class Checkout: InjectableObject {
    let gateway: PaymentGateway

    init(container: Container) throws {
        gateway = try container.tryResolveInterface()
    }
}

final class Shop: InjectableObject {
    let checkout: Checkout

    init(container: Container) throws {
        checkout = try container.tryResolve()
    }
}

var missing: ResolutionError?
do {
    let _: Shop = try container.tryResolve()
} catch {
    missing = error  // `error` is a ResolutionError: the try forms throw only that
}
check(missing?.kind == .interfaceNotRegistered, "the kind says what went wrong")
check(missing?.requested.typeName == "PaymentGateway", "requested names the request that failed")
check(
    missing?.path.map(\.description) == ["Shop", "Checkout", "PaymentGateway (interface)"],
    "the path leads from the outermost request to the failure")
check(missing?.description.contains("Fix:") == true, "the description ends with how to fix it")
print(missing?.description ?? "")

/*:
 ## Errors of your own
 An initialiser may throw for its own reasons, for example a missing configuration value. The
 error arrives wrapped, with the path, and the original is kept as `underlyingError`.
 */
struct MissingSetting: Error {
    let key: String
}

struct ServerConfig: InjectableValue {
    let url: String

    init(container: Container) throws {
        guard let url = container.value(forKey: "serverURL", as: String.self) else {
            throw MissingSetting(key: "serverURL")
        }
        self.url = url
    }
}

var unconfigured: ResolutionError?
do {
    let _: ServerConfig = try container.tryResolve()
} catch {
    unconfigured = error
}
check(unconfigured?.kind == .initializerFailed, "an error thrown by init(container:) becomes .initializerFailed")
check((unconfigured?.underlyingError as? MissingSetting)?.key == "serverURL", "underlyingError is the error that was thrown")

container.setValue("https://example.com", forKey: "serverURL")
check((try? container.tryResolve() as ServerConfig)?.url == "https://example.com", "with the value set, it resolves")

/*:
 ## Prove a composition complete with `validate()`
 Rather than finding a missing registration when a user reaches that screen, a unit test calls
 `validate()`: it resolves every interface registration and keyed variant once, each in a
 scratch scope of a child container, and throws one `ValidationError` listing every failure with
 its path. Call it from main-actor code (a `@MainActor` test): registrations that need the main
 actor are checked there, and reported as not checked anywhere else.
 A registration whose implementation does not even conform to the interface, which the
 compiler cannot catch, shows up here too.
 */
protocol Storefront: AnyObject {}
extension Shop: Storefront {}

struct FakeGateway: PaymentGateway, InjectableValue {
    init(container: Container) {}
    func charge(cents: Int) -> Bool { true }
}

final class CashRegister: InjectableObject {  // never adopted PaymentGateway
    init(container: Container) {}
    func charge(cents: Int) -> Bool { true }
}

let app = DependencyContainer()
app.register(interface: Storefront.self, implementation: Shop.self)
app.register(interface: PaymentGateway.self, key: "till", implementation: CashRegister.self)

var report: ValidationError?
do {
    try app.validate()
} catch {
    report = error
}
check(report?.failures.count == 2, "validate() reports every broken registration at once")
check(report?.failures.first?.kind == .interfaceNotRegistered, "Storefront fails: nothing provides PaymentGateway")
check(
    report?.failures.last?.kind == .typeMismatch(expected: "PaymentGateway", actual: "CashRegister"),
    "the \"till\" gateway fails: a CashRegister is not a PaymentGateway")
print(report?.description ?? "")

app.register(interface: PaymentGateway.self, implementation: FakeGateway.self)
app.remove(interface: PaymentGateway.self, key: "till")
check((try? app.validate()) != nil, "once fixed, validate() passes")

//: [Previous](@previous) | [Next](@next)
