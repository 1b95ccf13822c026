/*:
 # Variants and parameters

 Sometimes one type is needed in several configurations: an API client for production and one
 for staging, a formatter per date format. Subclassing for each would be noise. Instead the
 type conforms to `CustomInjectableObject` (or `CustomInjectableValue`), names a
 `ParameterType`, and gets a second initialiser, `init(container:parameter:)`. A registration
 supplies the parameter under a key; `resolve(key:)` picks the variant.
 */
import Injectable

let container = DependencyContainer()

final class APIClient: CustomInjectableObject {
    typealias ParameterType = String  // the base URL
    static let lifetime: Lifetime = .persistent

    let baseURL: String

    init(container: Container) {
        baseURL = "https://api.example.com"
    }

    init(container: Container, parameter: String) {
        baseURL = parameter
    }
}

//: The closure receives the container, so a parameter can come from configuration.
container.setValue("https://staging.example.com", forKey: "stagingURL")
container.register(type: APIClient.self, key: "staging") { container in
    container.value(forKey: "stagingURL", default: "https://localhost")
}
//: When `ParameterType` is `String`, the key itself can be the parameter.
container.register(type: APIClient.self, key: "https://eu.example.com")

let staging: APIClient = container.resolve(key: "staging")
let europe: APIClient = container.resolve(key: "https://eu.example.com")
check(staging.baseURL == "https://staging.example.com", "resolve(key:) builds the variant from its registered parameter")
check(europe.baseURL == "https://eu.example.com", "register(type:key:) uses a String key as the parameter")

//: Each key is a variant with its own cached instance, according to the type's lifetime.
check(staging === container.resolve(key: "staging") as APIClient, "the same key returns the same persistent variant")
check(staging !== europe, "another key is another instance")
check(staging !== container.resolve() as APIClient, "the unkeyed resolve is yet another instance")

//: A key with no registration is not an error: `init(container:)` builds it.
let unknown: APIClient = container.resolve(key: "no-such-key")
check(unknown.baseURL == "https://api.example.com", "an unregistered key falls back to init(container:)")

//: Value types work the same way, with any `ParameterType`.
struct RetryPolicy: CustomInjectableValue {
    let attempts: Int

    init(container: Container) {
        attempts = 1
    }

    init(container: Container, parameter: Int) {
        attempts = parameter
    }
}

container.register(type: RetryPolicy.self, key: "patient") { _ in 5 }
let patient: RetryPolicy = container.resolve(key: "patient")
check(patient.attempts == 5, "a value variant gets its parameter too")

//: [Previous](@previous) | [Next](@next)
