/*:
 # A main-actor view model

 *Chapter 4, Sessions, the main actor, async: The main actor and async types*

 View models belong to the main actor, two of them may need each other, and some types
 need `await` to exist at all. All are injectable, and the compiler keeps each where it
 belongs.

 A plain conformance to `InjectableObject` promises an `init(container:)` that any
 thread may call, which a main-actor initialiser cannot keep. An *isolated conformance*
 (Swift 6.2, which the first chapter's manifest asks for) says what is true instead:
 `extension InboxScreenModel: @MainActor InjectableObject {}` makes the type
 injectable on the main actor only, and the compiler rejects a resolve from anywhere
 else (CI keeps that true: the file
 `Tests/CompileFailures/isolated-conformance-off-main-actor.swift` must fail to
 compile). For an app target that is main-actor by default, see
 [*Main actor and Swift 6.2 app targets*](https://github.com/injectable-swift/Injectable/blob/main/Sources/Injectable/Injectable.docc/MainActorAppTargets.md).

 **Step 1 of 2.**

 Declare a main-actor `InboxScreenModel` with an isolated conformance, and resolve it
 from main-actor code.
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

/*:
 Once an app registers main-actor types, the test that validates it is marked
 `@MainActor` (`@Test @MainActor`): `validate()` checks a registration that needs
 the main actor only when it is called there, and reports it as not checked
 anywhere else.
 */

//: [Previous](@previous) | [Next](@next)
