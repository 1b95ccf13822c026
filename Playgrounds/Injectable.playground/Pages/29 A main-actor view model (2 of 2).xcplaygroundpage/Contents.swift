/*:
 # A main-actor view model

 *Chapter 4, Sessions, the main actor, async: The main actor and async types*

 **Step 2 of 2.**

 From a background task, hop to the main actor first.
 */
import Injectable

final class APIClient: InjectableObject, Sendable {
    static let lifetime: Lifetime = .persistent

    init(container: Container) {}
}

// A view model belongs to the main actor, and so does its initialiser.
@MainActor
final class InboxScreenModel {
    let client: APIClient
    var selection: String?

    init(container: Container) {
        client = container.resolve()
    }
}

extension InboxScreenModel: @MainActor InjectableObject {}

// The composition root: makes the app's container, which the app keeps.
func makeAppContainer() -> DependencyContainer {
    DependencyContainer()
}

let app = makeAppContainer()  // what the app does once, at start-up
let screen: InboxScreenModel = app.resolve()

check(screen.client === app.resolve() as APIClient, "main-actor code resolves the main-actor model")

// Off the main actor, `app.resolve() as InboxScreenModel` does not compile: hop to the main actor first.
let fromBackground = await Task.detached {
    await MainActor.run { app.resolve() as InboxScreenModel }
}.value

check(fromBackground.client === screen.client, "a background task that hops to the main actor gets one too")

//: [Previous](@previous) | [Next](@next)
